// One document through the API as the upload page sends it: presign → PUT → complete → process, then
// the uploads list polled until its task is completed (the draft form is filled, or the certificate's
// reading stored). Used by the warm runs of bench/upload-to-draft.bench.ts and by its cold-start child.
import { readFileSync } from "node:fs";
import { renderPdf } from "../../server/test/rendered-documents";
import type { App } from "../../server/types";

export type BenchDocumentKind = "resume" | "certificate";

export interface BenchDocument {
  kind: BenchDocumentKind;
  bytes: Buffer;
}

/** The two fixtures as the PDFs a technician would upload (rendered once, outside any timing). */
export async function renderBenchDocument(kind: BenchDocumentKind): Promise<BenchDocument> {
  const fixture = kind === "resume" ? "two-page-resume.txt" : "certificate.txt";
  const text = readFileSync(new URL(`../fixtures/${fixture}`, import.meta.url), "utf8");
  return { kind, bytes: Buffer.from(await renderPdf(text, { fontSize: 10 })) };
}

/** Milliseconds from the presign request to the completed task; deletes the document afterwards. */
export async function uploadAndProcess(app: App, cookie: string, document: BenchDocument): Promise<number> {
  const documentType = document.kind === "resume" ? "resume" : "training";
  const filename = `${document.kind}.pdf`;
  const started = performance.now();
  const issued = await app.inject({
    method: "POST",
    url: "/api/upload/presigned-url",
    headers: { cookie },
    payload: { filename, contentType: "application/pdf" },
  });
  const { url, objectPath } = issued.json() as { url: string; objectPath: string };
  // The local driver's upload URL is a same-origin path (docs/decisions/0023-relative-upload-url.md).
  const target = new URL(url, "http://localhost");
  await app.inject({
    method: "PUT",
    url: target.pathname + target.search,
    payload: document.bytes,
    headers: { "content-type": "application/pdf" },
  });
  const completed = await app.inject({
    method: "POST",
    url: "/api/upload/complete",
    headers: { cookie },
    payload: {
      objectPath,
      filename,
      fileSize: document.bytes.length,
      mimeType: "application/pdf",
      documentType,
    },
  });
  const documentId = completed.json().id as string;
  // From the second resume a form exists: replacing it needs the confirmation the dialog gives.
  const queued = await app.inject({
    method: "POST",
    url: `/api/uploads/${documentType}/${documentId}/process`,
    headers: { cookie },
    payload: { overwrite: true },
  });
  if (queued.statusCode !== 201) throw new Error(`process answered ${queued.statusCode}: ${queued.body}`);
  for (;;) {
    const documents = (
      await app.inject({ method: "GET", url: "/api/uploads", headers: { cookie } })
    ).json() as { id: string; task: { status: string } | null }[];
    const status = documents.find((row) => row.id === documentId)?.task?.status;
    if (status === "completed") {
      const elapsed = performance.now() - started;
      // Not timed: keeps the account under its stored-documents quota across the runs.
      await app.inject({
        method: "DELETE",
        url: `/api/uploads/${documentType}/${documentId}`,
        headers: { cookie },
      });
      return elapsed;
    }
    if (status === "failed") throw new Error(`processing the ${document.kind} failed`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
