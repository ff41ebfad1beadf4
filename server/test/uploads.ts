import { randomUUID } from "node:crypto";
import type { DocumentType } from "@domain/enums";
import { type UploadedDocument, uploadedDocumentSchema } from "@domain/schemas/uploads";
import type { Database } from "../db/client";
import { trainingUploads } from "../db/schema/index";
import type { TestApp } from "./app";
import type { SignedInUser } from "./users";

const MIME_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
} as const;

/** Uploads a file the way the browser does (presign, PUT, complete) and returns the document view. */
export async function uploadDocument(
  testApp: TestApp,
  user: SignedInUser,
  options: { filename: string; bytes: Buffer; documentType?: DocumentType },
): Promise<UploadedDocument> {
  const extension = options.filename.split(".").pop() as keyof typeof MIME_TYPES;
  const contentType = MIME_TYPES[extension];
  const issued = await testApp.app.inject({
    method: "POST",
    url: "/api/upload/presigned-url",
    headers: { cookie: user.cookie },
    payload: { filename: options.filename, contentType },
  });
  if (issued.statusCode !== 200) throw new Error(`presign failed: ${issued.body}`);
  const { url, objectPath } = issued.json() as { url: string; objectPath: string };
  const target = new URL(url, "http://localhost");
  const put = await testApp.app.inject({
    method: "PUT",
    url: target.pathname + target.search,
    payload: options.bytes,
    headers: { "content-type": contentType },
  });
  if (put.statusCode >= 300) throw new Error(`storage PUT failed: ${put.body}`);
  const completed = await testApp.app.inject({
    method: "POST",
    url: "/api/upload/complete",
    headers: { cookie: user.cookie },
    payload: {
      objectPath,
      filename: options.filename,
      fileSize: options.bytes.length,
      mimeType: contentType,
      documentType: options.documentType ?? "resume",
    },
  });
  if (completed.statusCode !== 201) throw new Error(`complete failed: ${completed.body}`);
  return uploadedDocumentSchema.parse(completed.json());
}

/**
 * Documents already stored by a user, one per size given, written straight to the table (the files
 * themselves do not matter to the quota), so a test reaches a quota without uploading 200 MB.
 */
export async function fillStorage(db: Database, userId: string, sizes: readonly number[]): Promise<void> {
  if (sizes.length === 0) return;
  await db.insert(trainingUploads).values(
    sizes.map((fileSize, index) => ({
      userId,
      filename: `stored-${index}.pdf`,
      fileUrl: `uploads/${userId}/${randomUUID()}.pdf`,
      fileSize,
      mimeType: "application/pdf",
    })),
  );
}
