import { describe, expect, it } from "vitest";
import { PASSWORD_IS_EMAIL_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE } from "../password-rules";
import {
  loginRequestSchema,
  registerFormSchema,
  registerRequestSchema,
  sanitizeVerificationCodeInput,
  toRegisterRequest,
  verifyEmailRequestSchema,
} from "./auth";

const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("login", () => {
  it("uses the contractual messages", () => {
    expect(messagesOf(loginRequestSchema.safeParse({ email: "nope", password: "" }))).toEqual([
      ["email", "Valid email is required"],
      ["password", "Password is required"],
    ]);
  });

  it("normalises the e-mail so login is case-insensitive", () => {
    expect(loginRequestSchema.parse({ email: " Ann@Example.COM ", password: "x" }).email).toBe(
      "ann@example.com",
    );
  });
});

describe("register request (server)", () => {
  const valid = {
    password: "correct horse",
    fullName: "  Ann Lee ",
    email: " Ann@Example.com",
    role: "user",
  };

  it("trims and lower-cases the e-mail and trims the name", () => {
    const parsed = registerRequestSchema.parse(valid);
    expect(parsed.email).toBe("ann@example.com");
    expect(parsed.fullName).toBe("Ann Lee");
    expect(parsed.password).toBe("correct horse");
  });

  it("accepts a role but drops it, so nobody registers as admin", () => {
    const parsed = registerRequestSchema.parse({ ...valid, role: "admin" });
    expect(parsed).not.toHaveProperty("role");
    expect(registerRequestSchema.parse({ ...valid, role: undefined })).not.toHaveProperty("role");
  });

  it("enforces password length 8-256 without trimming, one message at a time", () => {
    expect(messagesOf(registerRequestSchema.safeParse({ ...valid, password: "k7#mQ2x" }))).toEqual([
      ["password", "Password must be at least 8 characters"],
    ]);
    const long = "a-long-passphrase ".repeat(15);
    expect(registerRequestSchema.safeParse({ ...valid, password: long.slice(0, 256) }).success).toBe(true);
    expect(messagesOf(registerRequestSchema.safeParse({ ...valid, password: long.slice(0, 257) }))).toEqual([
      ["password", "Password must be at most 256 characters"],
    ]);
    expect(registerRequestSchema.parse({ ...valid, password: "  spaces  " }).password).toBe("  spaces  ");
  });

  it("refuses common passwords and the address's own name", () => {
    expect(messagesOf(registerRequestSchema.safeParse({ ...valid, password: "qwerty123456" }))).toEqual([
      ["password", PASSWORD_TOO_COMMON_MESSAGE],
    ]);
    expect(messagesOf(registerRequestSchema.safeParse({ ...valid, password: "Ann@Example.com" }))).toEqual([
      ["password", PASSWORD_IS_EMAIL_MESSAGE],
    ]);
  });

  it("requires a full name of at most 200 characters", () => {
    expect(registerRequestSchema.safeParse({ ...valid, fullName: "   " }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...valid, fullName: "a".repeat(200) }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...valid, fullName: "a".repeat(201) }).success).toBe(false);
  });
});

describe("register form (client)", () => {
  const form = {
    fullName: "Ann Lee",
    email: "ann@example.com",
    password: "tiramisu-on-sunday",
    confirmPassword: "tiramisu-on-sunday",
  };

  it("uses the contractual messages, the mismatch on the confirm field", () => {
    expect(messagesOf(registerFormSchema.safeParse({ ...form, email: "x" }))).toEqual([
      ["email", "Invalid email address"],
    ]);
    expect(messagesOf(registerFormSchema.safeParse({ ...form, confirmPassword: "" }))).toEqual([
      ["confirmPassword", "Please confirm your password"],
    ]);
    expect(
      messagesOf(registerFormSchema.safeParse({ ...form, confirmPassword: "tiramisu-on-monday" })),
    ).toEqual([["confirmPassword", "Passwords do not match"]]);
    expect(
      messagesOf(registerFormSchema.safeParse({ ...form, password: "short", confirmPassword: "short" })),
    ).toEqual([["password", "Password must be at least 8 characters"]]);
    expect(
      messagesOf(
        registerFormSchema.safeParse({ ...form, password: "ann2024!!!", confirmPassword: "ann2024!!!" }),
      ),
    ).toEqual([["password", PASSWORD_IS_EMAIL_MESSAGE]]);
  });

  it("sends neither the confirmation nor any role but user", () => {
    const request = toRegisterRequest(registerFormSchema.parse(form));
    expect(request).toEqual({
      fullName: "Ann Lee",
      email: "ann@example.com",
      password: "tiramisu-on-sunday",
      role: "user",
    });
    expect(registerRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe("verification code", () => {
  it("is exactly 6 digits", () => {
    const email = "ann@example.com";
    expect(verifyEmailRequestSchema.safeParse({ email, code: "012345" }).success).toBe(true);
    for (const code of ["12345", "1234567", "12345a", "", "12 345", "１２３４５６"]) {
      expect(verifyEmailRequestSchema.safeParse({ email, code }).success, code).toBe(false);
    }
  });

  it("keeps only digits, at most 6, of what is typed or pasted", () => {
    expect(sanitizeVerificationCodeInput(" 12-34 56 78")).toBe("123456");
    expect(sanitizeVerificationCodeInput("abc")).toBe("");
  });
});
