import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { isEmailNotVerifiedError } from "./login-errors";

const apiError = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ error: message, message }), "");

describe("isEmailNotVerifiedError", () => {
  it.each([
    "Your email address is not verified. Please verify your email to sign in.",
    "Email not verified",
    "Please verify your e-mail address first",
  ])("recognises %j", (message) => {
    expect(isEmailNotVerifiedError(apiError(403, message))).toBe(true);
    expect(isEmailNotVerifiedError(new Error(message))).toBe(true);
  });

  it.each([
    "Invalid email or password.",
    "Account not verified",
    "Too many failed sign-in attempts for this email address. Please try again in 15 minutes.",
    "Too many failed sign-in attempts for this account. Please wait 15 seconds before trying again.",
    "Too many failed sign-in attempts from this browser. Please wait 5 minutes before trying again.",
  ])("does not treat %j as not verified", (message) => {
    expect(isEmailNotVerifiedError(apiError(401, message))).toBe(false);
  });

  it("is false for values that are not errors", () => {
    expect(isEmailNotVerifiedError(undefined)).toBe(false);
  });
});
