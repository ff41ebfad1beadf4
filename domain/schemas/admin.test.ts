import { describe, expect, it } from "vitest";
import { adminCreateUserSchema, adminUpdateUserSchema, adminUserSchema, updateAiPromptSchema } from "./admin";

const user = { fullName: "Ann Lee", email: "Ann@Example.com", role: "admin" };

describe("admin user requests", () => {
  it("creates with the usual rules, role user by default", () => {
    expect(adminCreateUserSchema.parse({ ...user, role: undefined, password: "tiramisu-on-sunday" })).toEqual(
      {
        fullName: "Ann Lee",
        email: "ann@example.com",
        password: "tiramisu-on-sunday",
        role: "user",
      },
    );
    expect(adminCreateUserSchema.safeParse({ ...user, password: "short" }).success).toBe(false);
    expect(
      adminCreateUserSchema.safeParse({ ...user, password: "tiramisu-on-sunday", role: "root" }).success,
    ).toBe(false);
  });

  it("keeps the password when it is missing or blank", () => {
    expect(adminUpdateUserSchema.parse(user).password).toBeUndefined();
    expect(adminUpdateUserSchema.parse({ ...user, password: "" }).password).toBeUndefined();
    expect(adminUpdateUserSchema.parse({ ...user, password: "   " }).password).toBeUndefined();
    expect(adminUpdateUserSchema.parse({ ...user, password: "new password" }).password).toBe("new password");
    expect(adminUpdateUserSchema.safeParse({ ...user, password: "short" }).success).toBe(false);
  });

  it("requires name, e-mail and role on update and refuses unknown fields", () => {
    expect(adminUpdateUserSchema.safeParse({ ...user, fullName: "" }).success).toBe(false);
    expect(adminUpdateUserSchema.safeParse({ fullName: "Ann", role: "user" }).success).toBe(false);
    expect(adminUpdateUserSchema.safeParse({ ...user, emailVerified: true }).success).toBe(false);
  });

  it("never carries a password in the user row", () => {
    const row = adminUserSchema.parse({
      id: crypto.randomUUID(),
      fullName: "Ann",
      email: "ann@example.com",
      role: "user",
      createdAt: "2024-06-10T12:00:00.000+00:00",
      emailVerified: true,
      state: "active",
      password: "$argon2id$...",
    });
    expect(row).not.toHaveProperty("password");
  });
});

describe("AI prompt update", () => {
  it("needs non-blank content of at most 20,000 characters", () => {
    expect(updateAiPromptSchema.safeParse({ promptContent: "Extract the work history.\n" }).success).toBe(
      true,
    );
    expect(updateAiPromptSchema.safeParse({ promptContent: " \n " }).success).toBe(false);
    expect(updateAiPromptSchema.safeParse({ promptContent: "x".repeat(20_000) }).success).toBe(true);
    expect(updateAiPromptSchema.safeParse({ promptContent: "x".repeat(20_001) }).success).toBe(false);
  });
});
