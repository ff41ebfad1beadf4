import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { DatabaseStartError } from "./errors";

export interface DirectoryLock {
  release(): void;
}

/**
 * An exclusive lock file beside the embedded database: created atomically with O_EXCL and holding the PID.
 * A lock left by a dead process is taken over; a live owner makes the start fail with a clear message.
 */
export function acquireDirectoryLock(directory: string): DirectoryLock {
  const lockPath = path.join(directory, "hangar-log.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new DatabaseStartError(
          `The embedded database in ${directory} is already in use by process ${owner}. ` +
            "Stop that process, or use a different DATA_DIR, or set DATABASE_URL to run several processes on PostgreSQL.",
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseStartError(`Could not lock the embedded database in ${directory}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
