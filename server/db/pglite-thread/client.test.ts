// The embedded database in its own thread behaves like PGlite on this thread: what Drizzle reads and
// writes, PostgreSQL's error fields, transactions (commit, rollback, savepoints, exclusivity) and
// durability across a restart.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isUniqueViolation } from "../../lib/database-errors";
import { type DatabaseConnection, openDatabase } from "../client";
import { users } from "../schema/index";

let dataDir: string;
let connection: DatabaseConnection;

const newUser = (email: string) => ({ email, fullName: "Thread Test", password: "not-a-real-hash" });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-pglite-thread-"));
  connection = await openDatabase({ dataDir, pgliteThread: true });
});

afterAll(async () => {
  await connection?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("PGlite in its own thread", () => {
  it("is migrated and reads rows back as Drizzle maps them (timestamps as Date)", async () => {
    const [created] = await connection.db.insert(users).values(newUser("a@example.com")).returning();
    expect(created!.createdAt).toBeInstanceOf(Date);
    expect(created!.role).toBe("user");
    const [read] = await connection.db.select().from(users).where(eq(users.id, created!.id));
    expect(read).toEqual(created);
    await expect(connection.ping()).resolves.toBeUndefined();
  });

  it("keeps PostgreSQL's error code and constraint, so a duplicate is recognised", async () => {
    await connection.db.insert(users).values(newUser("dup@example.com"));
    const failure = await connection.db
      .insert(users)
      .values(newUser("dup@example.com"))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(failure, "users_email_unique")).toBe(true);
  });

  it("commits a transaction and rolls back one that throws", async () => {
    await connection.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser("kept@example.com"));
    });
    await expect(
      connection.db.transaction(async (tx) => {
        await tx.insert(users).values(newUser("lost@example.com"));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const emails = (await connection.db.select({ email: users.email }).from(users)).map((row) => row.email);
    expect(emails).toContain("kept@example.com");
    expect(emails).not.toContain("lost@example.com");
  });

  it("rolls back only the inner part of a nested transaction", async () => {
    await connection.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser("outer@example.com"));
      await tx
        .transaction(async (inner) => {
          await inner.insert(users).values(newUser("inner@example.com"));
          throw new Error("inner fails");
        })
        .catch(() => {});
    });
    const emails = (await connection.db.select({ email: users.email }).from(users)).map((row) => row.email);
    expect(emails).toContain("outer@example.com");
    expect(emails).not.toContain("inner@example.com");
  });

  it("makes a query from outside wait until an open transaction ends", async () => {
    const order: string[] = [];
    let finish!: () => void;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = connection.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser("during@example.com"));
      await held;
      order.push("commit");
    });
    // Let the transaction begin before the outside read is asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = connection.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, "during@example.com"))
      .then(([row]) => {
        order.push("outside read");
        return row!.n;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual([]);
    finish();
    await transaction;
    // It saw the committed row, never the transaction's uncommitted state from outside.
    expect(await outside).toBe(1);
    expect(order).toEqual(["commit", "outside read"]);
  });

  it("runs a query from outside before a transaction asked for after it, as PGlite's own lock does", async () => {
    const order: string[] = [];
    let finish!: () => void;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const first = connection.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser("first@example.com"));
      await held;
      order.push("first transaction");
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const read = connection.db
      .select({ n: count() })
      .from(users)
      .then(() => order.push("outside read"));
    const second = connection.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser("second@example.com"));
      order.push("second transaction");
    });
    finish();
    await Promise.all([first, read, second]);
    expect(order).toEqual(["first transaction", "outside read", "second transaction"]);
  });

  it("refuses to commit a transaction whose statement failed inside it", async () => {
    await expect(
      connection.db.transaction(async (tx) => {
        await tx.insert(users).values(newUser("aborted@example.com"));
        await tx.execute(sql`select 1/0`).catch(() => {});
      }),
    ).rejects.toThrow();
    const rows = await connection.db.select().from(users).where(eq(users.email, "aborted@example.com"));
    expect(rows).toEqual([]);
  });

  it("keeps what was written across a restart", async () => {
    await connection.db.insert(users).values(newUser("durable@example.com"));
    await connection.close();
    connection = await openDatabase({ dataDir, pgliteThread: true });
    const rows = await connection.db.select().from(users).where(eq(users.email, "durable@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("answers 'unavailable' (503), not a crash, once its thread has stopped", async () => {
    const otherDir = mkdtempSync(path.join(os.tmpdir(), "hangar-pglite-thread-"));
    try {
      const stopped = await openDatabase({ dataDir: otherDir, pgliteThread: true });
      await stopped.close();
      const failure = await stopped.db
        .select()
        .from(users)
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      await expect(stopped.ping()).rejects.toThrow();
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it("refuses a second opening of the same directory while the first is open", async () => {
    await expect(openDatabase({ dataDir, pgliteThread: true })).rejects.toThrow();
  });
});
