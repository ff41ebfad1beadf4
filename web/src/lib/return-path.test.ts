import { describe, expect, it } from "vitest";
import { afterSignInPath, safeReturnPath, signInPathReturningTo } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(safeReturnPath("/dashboard")).toBe("/dashboard");
    expect(safeReturnPath("/forms/abc?tab=2#employment")).toBe("/forms/abc?tab=2#employment");
  });

  it.each([
    ["protocol-relative", "//evil.example/dashboard"],
    ["absolute", "https://evil.example/"],
    ["scheme", "javascript:alert(1)"],
    ["backslash", "/\\evil.example"],
    ["encoded backslash read as a path is fine, a raw one is not", "/\\/evil.example"],
    ["tab inside", "/\t/evil.example"],
    ["no leading slash", "dashboard"],
    ["empty", ""],
    ["the sign-in page itself", "/auth"],
    ["verification", "/verify-email?email=a@b.c"],
  ])("refuses %s", (_label, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe("signInPathReturningTo / afterSignInPath", () => {
  it("carries the page asked for through /auth and back", () => {
    const signIn = signInPathReturningTo("/forms/abc?x=1");
    expect(signIn).toBe("/auth?next=%2Fforms%2Fabc%3Fx%3D1");
    expect(afterSignInPath(signIn.slice(signIn.indexOf("?")))).toBe("/forms/abc?x=1");
  });

  it("sends to Home when there is nothing safe to return to", () => {
    expect(signInPathReturningTo("/")).toBe("/auth");
    expect(afterSignInPath("?next=%2F%2Fevil.example")).toBe("/");
    expect(afterSignInPath("?next=https%3A%2F%2Fevil.example")).toBe("/");
    expect(afterSignInPath("")).toBe("/");
  });
});
