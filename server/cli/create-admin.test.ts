import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../db/client";
import { users } from "../db/schema/index";
import { hashPassword, verifyPassword } from "../lib/passwords";

// `npm run create-admin` as a user runs it: a child process on a temporary DATA_DIR (embedded database).

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);

let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-cli-"));
  // Start from the migrated test template: creating an embedded database from nothing takes seconds.
  const template = new Blob([readFileSync(inject("pgliteTemplatePath"))]);
  const seed = await PGlite.create({ dataDir: path.join(dataDir, "pg"), loadDataDir: template });
  await seed.close();
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function createAdmin(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "server/cli/create-admin.ts", ...args],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          ADMIN_EMAIL: "",
          ADMIN_PASSWORD: "",
          ...env,
        },
        timeout: 60_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>) {
  const database = await openDatabase({ dataDir });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

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
  });
});
