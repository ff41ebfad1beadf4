// Bulk imports for API tests and the bench: documents naming a given person, uploaded the way the
// admin screen uploads them (create the import, then presign, PUT and complete each file).

import { readFileSync } from "node:fs";
import type { DocumentType } from "@domain/enums";
import type { FuzzyMatchPage, FuzzyMatchView } from "@domain/schemas/fuzzy-match";
import type { TestApp } from "./app";

const FIXTURES = new URL("./fixtures/", import.meta.url);
const RESUME = readFileSync(new URL("resumes/line-technician.txt", FIXTURES), "utf8");
const CERTIFICATE = readFileSync(new URL("training/01-human-factors-centered.txt", FIXTURES), "utf8");

/** The sample resume, rewritten to name `fullName` (upper case, as resumes head them) and `email`. */
export function resumeNaming(fullName: string, email: string | null): Buffer {
  return Buffer.from(
    RESUME.replace("ROSA DELGADO", fullName.toUpperCase()).replace(
      "rosa.delgado.amt@example.com",
      email ?? "",
    ),
  );
}

/** The sample certificate of completion, for `fullName`, with the trainee's e-mail address when given. */
export function certificateNaming(fullName: string, email: string | null = null): Buffer {
  const text = CERTIFICATE.replace("John A. Smith", fullName);
  return Buffer.from(email ? `${text}\nTrainee e-mail: ${email}\n` : text);
}

export interface ImportFile {
  filename: string;
  bytes: Buffer;
  /** text/plain unless given. */
  mimeType?: string;
}

/** Creates an import as `cookie`'s administrator and uploads the files; returns the cards' ids. */
export async function importFiles(
  testApp: TestApp,
  cookie: string,
  documentType: DocumentType,
  files: ImportFile[],
): Promise<string[]> {
  const { app } = testApp;
  const created = await app.inject({
    method: "POST",
    url: "/api/admin/imports",
    headers: { cookie },
    payload: { documentType },
  });
  if (created.statusCode !== 201) throw new Error(`import failed: ${created.body}`);
  const importId = (created.json() as { id: string }).id;
  const ids: string[] = [];
  for (const file of files) {
    const issued = await app.inject({
      method: "POST",
      url: `/api/admin/imports/${importId}/presigned-url`,
      headers: { cookie },
      payload: { filename: file.filename, contentType: file.mimeType ?? "text/plain" },
    });
    if (issued.statusCode !== 200) throw new Error(`presign failed: ${issued.body}`);
    const { url, objectPath } = issued.json() as { url: string; objectPath: string };
    const target = new URL(url, "http://localhost");
    await app.inject({
      method: "PUT",
      url: target.pathname + target.search,
      payload: file.bytes,
      headers: { "content-type": file.mimeType ?? "text/plain" },
    });
    const completed = await app.inject({
      method: "POST",
      url: `/api/admin/imports/${importId}/complete`,
      headers: { cookie },
      payload: {
        objectPath,
        filename: file.filename,
        fileSize: file.bytes.length,
        mimeType: file.mimeType ?? "text/plain",
      },
    });
    if (completed.statusCode !== 201) throw new Error(`complete failed: ${completed.body}`);
    ids.push((completed.json() as { id: string }).id);
  }
  return ids;
}

/** Every card of the four views, by id (reads every page). */
export async function allCards(testApp: TestApp, cookie: string): Promise<Map<string, FuzzyMatchView>> {
  const cards = new Map<string, FuzzyMatchView>();
  for (const view of ["reading", "waiting", "assigned", "ignored"]) {
    for (let page = 1; ; page++) {
      const response = await testApp.app.inject({
        method: "GET",
        url: `/api/admin/fuzzy-matches?view=${view}&page=${page}`,
        headers: { cookie },
      });
      const body = response.json() as FuzzyMatchPage;
      for (const item of body.items) cards.set(item.id, item);
      if (page * body.pageSize >= body.total) break;
    }
  }
  return cards;
}

/** Waits until none of the cards is being read any more; returns them. */
export async function waitUntilRead(
  testApp: TestApp,
  cookie: string,
  ids: string[],
  timeoutMs = 60_000,
): Promise<Map<string, FuzzyMatchView>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const cards = await allCards(testApp, cookie);
    if (ids.every((id) => cards.get(id) && cards.get(id)?.state !== "reading")) return cards;
    if (Date.now() > deadline) throw new Error("imported documents were not read in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
