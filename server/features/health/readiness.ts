import type { DatabaseConnection } from "../../db/client";
import { appliedMigrationMillis, newestMigrationMillis } from "../../db/migration-status";
import type { Storage } from "../../lib/storage/index";
import { withTimeout } from "./with-timeout";

/** Each check's own limit: a probe answers within about this long whatever hangs. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

export type CheckState = "ok" | "unavailable";

export interface Readiness {
  status: CheckState;
  database: CheckState;
  /** "pending": the database answers but lacks a migration this build carries. */
  migrations: "ok" | "pending" | "unavailable";
  storage: CheckState;
}

export interface ReadinessDeps {
  database: Pick<DatabaseConnection, "db" | "ping">;
  storage: Pick<Storage, "ping">;
  log: { warn(details: object, message: string): void };
  timeoutMs?: number;
}

/**
 * Whether this process can serve: the database answers, has every migration of this build, and the
 * storage answers. The checks run side by side, each with its timeout; a failure is logged with its
 * cause and answered only as the part that failed.
 */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? READINESS_CHECK_TIMEOUT_MS;
  const attempt = async <T>(part: string, check: () => Promise<T>): Promise<T | Error> => {
    try {
      return await withTimeout(check(), timeoutMs);
    } catch (error) {
      deps.log.warn({ err: error }, `readiness check: ${part} unavailable`);
      return error instanceof Error ? error : new Error(String(error));
    }
  };
  const [database, applied, storage] = await Promise.all([
    attempt("database", () => deps.database.ping()),
    attempt("migrations", () => appliedMigrationMillis(deps.database.db)),
    attempt("storage", async () => deps.storage.ping?.()),
  ]);
  const result: Readiness = {
    status: "ok",
    database: database instanceof Error ? "unavailable" : "ok",
    migrations:
      applied instanceof Error ? "unavailable" : applied >= newestMigrationMillis() ? "ok" : "pending",
    storage: storage instanceof Error ? "unavailable" : "ok",
  };
  if (result.migrations === "pending") {
    deps.log.warn({ applied }, "readiness check: the database lacks a migration of this build");
  }
  if (result.database !== "ok" || result.migrations !== "ok" || result.storage !== "ok") {
    result.status = "unavailable";
  }
  return result;
}
