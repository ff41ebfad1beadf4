import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { users } from "../db/schema/index";
import { hashPassword, verifyPassword } from "../lib/passwords";
import { migratedDataDir, runCli, withDataDirDatabase } from "../test/cli";

// `npm run create-admin` as a user runs it: a child process on a temporary DATA_DIR (embedded database).

let dataDir: string;
beforeAll(async () => {
  dataDir = await migratedDataDir("cli");
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const createAdmin = (args: string[], env: Record<string, string> = {}) =>
  runCli("create-admin.ts", args, {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    ...env,
  });

const withDatabase = <T>(use: (db: Database) => Promise<T>) => withDataDirDatabase(dataDir, use);

describe("npm run create-admin", () => {
  it("explains what is missing without a password and without a terminal", async () => {
    const result = await createAdmin(["--email", "boss@example.com", "--name", "The Boss"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("set ADMIN_PASSWORD");
  });

  it("requires --email and --name", async () => {
    const result = await createAdmin(["--email", "boss@example.com"], { ADMIN_PASSWORD: "boss-password-1" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("--email and --name are required");
    expect(result.stderr).toContain("npm run create-admin -- --email");
  });

  it("refuses an invalid address", async () => {
    const result = await createAdmin(["--email", "not-an-address", "--name", "X"], {
      ADMIN_PASSWORD: "boss-password-1",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Invalid");
  });

  it("creates a verified administrator with the password from ADMIN_PASSWORD, and promotes an existing user", async () => {
    const created = await createAdmin(["--email", "Boss@Example.com", "--name", "The Boss"], {
      ADMIN_PASSWORD: "boss-password-1",
    });
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("Administrator boss@example.com: created");

    await withDatabase(async (db) => {
      const [boss] = await db.select().from(users).where(eq(users.email, "boss@example.com"));
      expect(boss).toMatchObject({ role: "admin", emailVerified: true, fullName: "The Boss" });
      expect(await verifyPassword(boss?.password ?? "", "boss-password-1")).toBe(true);
      await db.insert(users).values({
        email: "tech@example.com",
        password: await hashPassword("tech-password-1"),
        fullName: "A Technician",
        role: "user",
      });
    });

    const promoted = await createAdmin(["--email", "tech@example.com", "--name", "Lead Technician"], {
      ADMIN_PASSWORD: "tech-password-2",
    });
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain("Administrator tech@example.com: promoted");

    const [tech] = await withDatabase((db) =>
      db.select().from(users).where(eq(users.email, "tech@example.com")),
    );
    expect(tech).toMatchObject({ role: "admin", emailVerified: true, fullName: "Lead Technician" });
    expect(await verifyPassword(tech?.password ?? "", "tech-password-2")).toBe(true);
    // Two child processes and four database opens: seconds each when the other CLI tests run beside it.
  }, 120_000);
});
