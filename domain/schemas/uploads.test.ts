import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../constants";
import {
  acceptedExtensionOf,
  completeUploadRequestSchema,
  mimeTypeForFilename,
  presignedUrlRequestSchema,
  UPLOAD_OBJECT_PATH_PATTERN,
  uploadedDocumentSchema,
  uploadObjectPath,
} from "./uploads";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("accepted files", () => {
  it("knows the three types by extension, in any case", () => {
    expect(acceptedExtensionOf("CV.PDF")).toBe("pdf");
    expect(mimeTypeForFilename("resume.final.docx")).toBe(DOCX);
    expect(mimeTypeForFilename("notes.txt")).toBe("text/plain");
    for (const name of ["resume.doc", "resume", "resume.pdf.exe", ".pdf/", "pdf"]) {
      expect(acceptedExtensionOf(name), name).toBeNull();
    }
  });
});

describe("presigned URL request", () => {
  it("accepts a filename with its matching type", () => {
    expect(
      presignedUrlRequestSchema.safeParse({ filename: "cv.pdf", contentType: "application/pdf" }).success,
    ).toBe(true);
    expect(presignedUrlRequestSchema.safeParse({ filename: "cv.docx", contentType: DOCX }).success).toBe(
      true,
    );
  });

  it("refuses other types and a type that does not match the extension", () => {
    expect(
      presignedUrlRequestSchema.safeParse({ filename: "cv.exe", contentType: "application/pdf" }).success,
    ).toBe(false);
    expect(
      presignedUrlRequestSchema.safeParse({ filename: "cv.png", contentType: "image/png" }).success,
    ).toBe(false);
    expect(
      presignedUrlRequestSchema.safeParse({ filename: "cv.pdf", contentType: "text/plain" }).success,
    ).toBe(false);
  });
});

describe("complete request", () => {
  const userId = crypto.randomUUID();
  const valid = {
    objectPath: uploadObjectPath(userId, crypto.randomUUID(), "pdf"),
    filename: "cv.pdf",
    fileSize: 1234,
    mimeType: "application/pdf",
    documentType: "resume",
  };

  it("accepts a server-made object path and a size up to 10 MB", () => {
    expect(completeUploadRequestSchema.safeParse(valid).success).toBe(true);
    expect(completeUploadRequestSchema.safeParse({ ...valid, fileSize: MAX_UPLOAD_BYTES }).success).toBe(
      true,
    );
  });

  it("refuses a file over 10 MB or empty", () => {
    expect(completeUploadRequestSchema.safeParse({ ...valid, fileSize: MAX_UPLOAD_BYTES + 1 }).success).toBe(
      false,
    );
    expect(completeUploadRequestSchema.safeParse({ ...valid, fileSize: 0 }).success).toBe(false);
  });

  it("refuses object paths the server did not make, path traversal included", () => {
    for (const objectPath of [
      `uploads/${userId}/../../etc/passwd`,
      `uploads/${userId}/${crypto.randomUUID()}.exe`,
      `/uploads/${userId}/${crypto.randomUUID()}.pdf`,
      `other/${userId}/${crypto.randomUUID()}.pdf`,
      `uploads/${userId}/${crypto.randomUUID()}.pdf/..`,
    ]) {
      expect(UPLOAD_OBJECT_PATH_PATTERN.test(objectPath), objectPath).toBe(false);
      expect(completeUploadRequestSchema.safeParse({ ...valid, objectPath }).success).toBe(false);
    }
  });

  it("refuses an unknown document type and a mismatched MIME type", () => {
    expect(completeUploadRequestSchema.safeParse({ ...valid, documentType: "other" }).success).toBe(false);
    expect(completeUploadRequestSchema.safeParse({ ...valid, mimeType: DOCX }).success).toBe(false);
  });
});

describe("uploaded document view", () => {
  it("has a task with an integer progress 0-100, or none", () => {
    const document = {
      id: crypto.randomUUID(),
      documentType: "resume",
      filename: "cv.pdf",
      fileSize: 1234,
      uploadedAt: "2024-06-10T12:00:00.000Z",
      processingStatus: "queued",
      task: null,
    };
    expect(uploadedDocumentSchema.safeParse(document).success).toBe(true);
    const task = { status: "processing", progress: 30, errorMessage: null };
    expect(uploadedDocumentSchema.safeParse({ ...document, task }).success).toBe(true);
    expect(uploadedDocumentSchema.safeParse({ ...document, task: { ...task, progress: 101 } }).success).toBe(
      false,
    );
    expect(uploadedDocumentSchema.safeParse({ ...document, task: { ...task, progress: 2.5 } }).success).toBe(
      false,
    );
  });
});
