// Uploads: presigned URL, completion and the document list (docs/product.md §3.4 and §7.3).

import { z } from "zod";
import {
  ACCEPTED_UPLOAD_EXTENSIONS,
  ACCEPTED_UPLOAD_MIME_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_EXTENSION_MIME_TYPES,
  UPLOAD_FILENAME_MAX_LENGTH,
  type UploadExtension,
  type UploadMimeType,
} from "../constants";
import { DOCUMENT_TYPES, PROCESSING_STATUSES } from "../enums";
import { progressPercent, timestamp } from "./fields";
import { trainingDocumentViewSchema } from "./training-document";

export const UNSUPPORTED_FILE_TYPE_MESSAGE = "Only PDF, DOCX and TXT files are accepted";
export const FILE_TOO_LARGE_MESSAGE = "Maximum file size is 10MB";

/** The lower-cased extension of a filename when it is one we accept, else null. */
export function acceptedExtensionOf(filename: string): UploadExtension | null {
  const extension = /\.([^./\\]+)$/.exec(filename)?.[1]?.toLowerCase();
  return (ACCEPTED_UPLOAD_EXTENSIONS as readonly string[]).includes(extension ?? "")
    ? (extension as UploadExtension)
    : null;
}

/** The MIME type we expect for a filename, by its extension (browsers do not agree on docx). */
export function mimeTypeForFilename(filename: string): UploadMimeType | null {
  const extension = acceptedExtensionOf(filename);
  return extension ? UPLOAD_EXTENSION_MIME_TYPES[extension] : null;
}

const filenameSchema = z
  .string()
  .trim()
  .min(1, "A filename is required")
  .max(UPLOAD_FILENAME_MAX_LENGTH, `The filename must be at most ${UPLOAD_FILENAME_MAX_LENGTH} characters`)
  .refine((filename) => acceptedExtensionOf(filename) !== null, { error: UNSUPPORTED_FILE_TYPE_MESSAGE });

const mimeTypeSchema = z.enum(ACCEPTED_UPLOAD_MIME_TYPES, { error: UNSUPPORTED_FILE_TYPE_MESSAGE });

const extensionMatchesMimeType = {
  check: (body: { filename: string; mimeType: string }) =>
    mimeTypeForFilename(body.filename) === body.mimeType,
  message: "The file type does not match the file's extension",
};

/**
 * Object paths are made by the server: uploads/<userId>/<uuid>.<ext>. The pattern refuses anything
 * else (path traversal included) before a storage driver sees it.
 */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
export const UPLOAD_OBJECT_PATH_PATTERN = new RegExp(
  `^uploads/${UUID}/${UUID}\\.(?:${ACCEPTED_UPLOAD_EXTENSIONS.join("|")})$`,
);

export function uploadObjectPath(userId: string, objectId: string, extension: UploadExtension): string {
  return `uploads/${userId}/${objectId}.${extension}`;
}

// --- Requests ------------------------------------------------------------------------------------

/** POST /api/upload/presigned-url */
export const presignedUrlRequestSchema = z
  .object({ filename: filenameSchema, contentType: mimeTypeSchema })
  .refine(
    ({ filename, contentType }) => extensionMatchesMimeType.check({ filename, mimeType: contentType }),
    { error: extensionMatchesMimeType.message, path: ["contentType"] },
  );
export type PresignedUrlRequest = z.infer<typeof presignedUrlRequestSchema>;

/**
 * Where to PUT the file: an absolute presigned URL (S3), or a path on the API's own origin (the local
 * driver), so the upload works from whatever address the page was opened at.
 */
const uploadTargetSchema = z.union([
  z.url({ protocol: /^https?$/ }),
  z.string().regex(/^\/(?!\/)\S*$/, "Must be an absolute URL or a path on this origin"),
]);

export const presignedUrlResponseSchema = z.object({ url: uploadTargetSchema, objectPath: z.string() });
export type PresignedUrlResponse = z.infer<typeof presignedUrlResponseSchema>;

/** The uploaded object a completion registers (also a bulk import's, docs/product.md §18.1). */
export const uploadedFileFields = {
  objectPath: z.string().regex(UPLOAD_OBJECT_PATH_PATTERN, "Unknown upload"),
  filename: filenameSchema,
  fileSize: z.int().min(1, "The file is empty").max(MAX_UPLOAD_BYTES, FILE_TOO_LARGE_MESSAGE),
  mimeType: mimeTypeSchema,
};

/** The refinement every completion has: the file's extension names its MIME type. */
export const EXTENSION_MATCHES_MIME_TYPE: [
  typeof extensionMatchesMimeType.check,
  { error: string; path: string[] },
] = [extensionMatchesMimeType.check, { error: extensionMatchesMimeType.message, path: ["mimeType"] }];

/** POST /api/upload/complete. The server still checks the stored object's real size and bytes. */
export const completeUploadRequestSchema = z
  .object({ ...uploadedFileFields, documentType: z.enum(DOCUMENT_TYPES) })
  .refine(...EXTENSION_MATCHES_MIME_TYPE);
export type CompleteUploadRequest = z.infer<typeof completeUploadRequestSchema>;

/**
 * The answer's `code` (409) when processing a resume would replace the owner's work history form and
 * the request did not say `overwrite: true`: the client asks 'Overwrite Existing Work History?' first.
 */
export const OVERWRITE_CONFIRMATION_REQUIRED_CODE = "overwrite_confirmation_required";

/** POST /api/uploads/{documentType}/{id}/process: an optional body; `overwrite` confirms replacing the form. */
export const processDocumentRequestSchema = z.object({ overwrite: z.boolean().optional() }).strict();
export type ProcessDocumentRequest = z.infer<typeof processDocumentRequestSchema>;

/** Route parameters of DELETE /api/uploads/{documentType}/{id} and .../process. */
export const documentParamsSchema = z.object({ documentType: z.enum(DOCUMENT_TYPES), id: z.uuid() });
export type DocumentParams = z.infer<typeof documentParamsSchema>;

// --- Views ---------------------------------------------------------------------------------------

/** The latest processing task of a document, or null when none was ever started. */
export const documentTaskSchema = z.object({
  status: z.enum(PROCESSING_STATUSES),
  progress: progressPercent,
  errorMessage: z.string().nullable(),
});
export type DocumentTask = z.infer<typeof documentTaskSchema>;

/** The uploaded-document view (docs/product.md §3.4) (GET /api/uploads, POST /api/upload/complete). */
export const uploadedDocumentSchema = z.object({
  id: z.uuid(),
  documentType: z.enum(DOCUMENT_TYPES),
  filename: z.string(),
  fileSize: z.int().min(0),
  uploadedAt: timestamp,
  processingStatus: z.enum(PROCESSING_STATUSES),
  task: documentTaskSchema.nullable(),
  /**
   * A training document that was read: the certificate, whose it is and its proposed checklist
   * mappings with their decisions (docs/product.md §16.5); null (or absent) otherwise.
   */
  training: trainingDocumentViewSchema.nullable().optional(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

export const uploadedDocumentListSchema = z.array(uploadedDocumentSchema);
