// Several processes starting together on an empty PostgreSQL database each migrate (TEST_DATABASE_URL;
// skipped on the embedded database, which one process owns): the lock makes them take turns.
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { withDatabase } from "../test/global-setup";
import { type DatabaseConnection, openDatabase } from "./client";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)("migrations on PostgreSQL", () => {
  it("are applied once when four processes start together on an empty database", async () => {
    const name = `hl_test_migrate_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const connections: DatabaseConnection[] = [];
    try {
      const url = withDatabase(serverUrl!, name);
      const starts = await Promise.allSettled(
        Array.from({ length: 4 }, () =>
          openDatabase({ databaseUrl: url, dataDir: path.join(os.tmpdir(), name), poolSize: 2 }),
        ),
      );
      for (const start of starts) if (start.status === "fulfilled") connections.push(start.value);
      expect(starts.map((start) => start.status)).toEqual([
        "fulfilled",
        "fulfilled",
        "fulfilled",
        "fulfilled",
      ]);
      const applied = await connections[0]!.pool!.query<{ count: string }>(
        "select count(*) from drizzle.__drizzle_migrations",
      );
      const journal = await import("./migrations/meta/_journal.json", { with: { type: "json" } });
      expect(Number(applied.rows[0]!.count)).toBe(journal.default.entries.length);
    } finally {
      await Promise.all(connections.map((connection) => connection.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
