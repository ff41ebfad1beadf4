// The team screens read every member's identity, work history and training record: at 2,000 members
// that is ~150 ms on the embedded database. Each of those reads is kept per database handle and
// reused while its area's version and the calendar day are unchanged, so an unchanged team is
// answered from memory, a completion changed re-reads only the training records, and any committed
// change is seen by the next request, in every process. docs/performance.md (Team overview)
import type { Database } from "../../db/client";
import type { TeamDataArea } from "../../db/schema/index";
import { readTeamDataVersions, type TeamDataVersions } from "./team-data-version";

interface Entry {
  version: string;
  day: string;
  value: unknown;
}

const keptByDatabase = new WeakMap<Database, Map<string, Entry>>();

/** The team data's versions of one request: read once, before anything it keeps or computes. */
export async function teamReads(db: Database, day: string) {
  const versions: TeamDataVersions = await readTeamDataVersions(db);
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new Map();
    keptByDatabase.set(db, kept);
  }
  const entries = kept;
  return {
    /**
     * `compute()`, or what it gave before under `key` when the areas it reads are unchanged since and
     * it is the same day. A failure is not kept.
     */
    async kept<T>(key: string, areas: readonly TeamDataArea[], compute: () => Promise<T>): Promise<T> {
      const version = areas.map((area) => versions[area]).join(":");
      const entry = entries.get(key);
      if (entry && entry.version === version && entry.day === day) return entry.value as T;
      const value = await compute();
      entries.set(key, { version, day, value });
      return value;
    },
  };
}

export type TeamReads = Awaited<ReturnType<typeof teamReads>>;
