// A worker on local storage reads the files the API wrote under its DATA_DIR: with another DATA_DIR
// (another host, a container without the shared volume) every document would fail as unreadable.
// docs/operations.md, 'Running several processes'.

import { desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { resumeUploads, trainingUploads } from "../../db/schema/index";
import type { Storage } from "../../lib/storage/index";

/** Documents looked at: one present is enough (a few may have lost their file for other reasons). */
const SAMPLE = 5;

export type StorageVisibility = { visible: true } | { visible: false; checked: number };

/** Whether this process's storage holds the files of the newest stored documents (true with none yet). */
export async function storageShowsStoredDocuments(
  db: Database,
  storage: Storage,
): Promise<StorageVisibility> {
  const newest = await Promise.all(
    [resumeUploads, trainingUploads].map((table) =>
      db.select({ path: table.fileUrl }).from(table).orderBy(desc(table.uploadedAt)).limit(SAMPLE),
    ),
  );
  const paths = newest.flat().map((row) => row.path);
  for (const path of paths) {
    if (await storage.head(path)) return { visible: true };
  }
  return paths.length === 0 ? { visible: true } : { visible: false, checked: paths.length };
}
