import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { isEmailNotVerifiedError } from "./login-errors";

const NOT_VERIFIED = "Your email address is not verified. Please verify your email to sign in.";
const apiError = (status: number, message: string, code: string) =>
  new ApiError(status, JSON.stringify({ error: message, message, code }), "");

describe("isEmailNotVerifiedError", () => {
  it("recognises the server's code", () => {
    expect(isEmailNotVerifiedError(apiError(403, NOT_VERIFIED, "email_not_verified"))).toBe(true);
  });

  it("ignores the wording: a 403 with another code, or a plain Error saying the same, is not it", () => {
    expect(isEmailNotVerifiedError(apiError(403, NOT_VERIFIED, "forbidden"))).toBe(false);
    expect(isEmailNotVerifiedError(new Error(NOT_VERIFIED))).toBe(false);
    expect(isEmailNotVerifiedError(new ApiError(403, NOT_VERIFIED, "Forbidden"))).toBe(false);
  });

  it.each([
    ["invalid_credentials", "Invalid email or password."],
    [
      "too_many_requests",
      "Too many failed sign-in attempts for this email address. Please try again in 15 minutes.",
    ],
  ])("does not treat code %j as not verified", (code, message) => {
    expect(isEmailNotVerifiedError(apiError(401, message, code))).toBe(false);
  });

  it("is false for values that are not errors", () => {
    expect(isEmailNotVerifiedError(undefined)).toBe(false);
  });
});
