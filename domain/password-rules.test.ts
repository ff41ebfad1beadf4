import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS_TEXT } from "./common-passwords";
import {
  isCommonPassword,
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  passwordProblem,
} from "./password-rules";

describe("passwordProblem", () => {
  it("wants 8 to 256 characters", () => {
    expect(passwordProblem("k7#mQ2x")).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(passwordProblem("k7#mQ2x!")).toBeNull();
    expect(passwordProblem("k7#mQ2x!vZ")).toBeNull();
    expect(passwordProblem("a passphrase ".repeat(20).slice(0, 256))).toBeNull();
    expect(passwordProblem("a passphrase ".repeat(20).slice(0, 257))).toBe(PASSWORD_TOO_LONG_MESSAGE);
  });

  it("refuses the common passwords of the list, with usual endings, case and letter swaps", () => {
    for (const password of [
      "1234567890",
      "qwertyuiop",
      "password123",
      "Password2024!",
      "P@ssw0rd2026",
      "!!Dragon1987",
      "iloveyou123",
      "1q2w3e4r5t",
      "Hangarlog2026",
      "mechanic1234",
    ]) {
      expect(passwordProblem(password), password).toBe(PASSWORD_TOO_COMMON_MESSAGE);
    }
  });

  it("refuses repetitions and runs of digits, letters or keyboard rows", () => {
    for (const password of [
      "aaaaaaaaaa",
      "abcabcabcabc",
      "1212121212",
      "9876543210",
      "abcdefghijk",
      "lkjhgfdsa1",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("refuses the account's own address or its name, with only digits and symbols added", () => {
    const email = "dana.rivera@example.com";
    for (const password of [email, "Dana.Rivera", "dana.rivera2024", "DanaRivera!!", "2024dana.rivera"]) {
      expect(passwordProblem(password, email), password).toBe(PASSWORD_IS_EMAIL_MESSAGE);
    }
    expect(passwordProblem("dana rivera fixes turbines", email)).toBeNull();
  });

  it("accepts passphrases and random strings, without composition rules", () => {
    for (const password of [
      "correct horse battery",
      "tiramisu-on-sunday",
      "zq8#Lm2!xR",
      "all lower case words",
    ]) {
      expect(passwordProblem(password, "someone@example.com"), password).toBeNull();
    }
  });

  it("ships a list of about a thousand lower-case entries without duplicates", () => {
    const entries = COMMON_PASSWORDS_TEXT.split("\n").filter(Boolean);
    expect(entries.length).toBeGreaterThan(1000);
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries.every((entry) => entry === entry.toLowerCase())).toBe(true);
  });
});
