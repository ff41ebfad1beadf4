// The bulk upload's queue (docs/product.md §18.1): every file its own row and progress, at most 4
// uploading at once, a failed file retried alone. One import per document type, made on first use.

import type { DocumentType } from "@domain/enums";
import { IMPORT_UPLOAD_CONCURRENCY, MAX_IMPORT_FILES } from "@domain/schemas/bulk-import";
import { useCallback, useRef, useState } from "react";
import { getErrorMessage } from "@/lib/api";
import { isTransientError } from "@/lib/api-error";
import { checkFile } from "@/lib/check-file";
import { createImport, uploadImportFile } from "./api/bulk-import";

export type BulkFileStatus = "waiting" | "uploading" | "uploaded" | "failed";

export interface BulkFile {
  key: number;
  file: File;
  documentType: DocumentType;
  status: BulkFileStatus;
  /** 0-100. */
  progress: number;
  error: string | null;
  /** False when sending it again cannot help (a file the checks refuse). */
  retryable: boolean;
}

export const TOO_MANY_FILES = {
  title: "Too many files",
  description: `Choose at most ${MAX_IMPORT_FILES} files at once.`,
};

export function useBulkUpload(options: { onUploaded: () => void; onTooMany: () => void }) {
  const [files, setFiles] = useState<BulkFile[]>([]);
  const queue = useRef<BulkFile[]>([]);
  const running = useRef(0);
  const nextKey = useRef(1);
  const imports = useRef(new Map<DocumentType, Promise<string>>());
  const { onUploaded, onTooMany } = options;

  const update = useCallback((key: number, changes: Partial<BulkFile>) => {
    setFiles((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  }, []);

  const importFor = useCallback((documentType: DocumentType) => {
    let created = imports.current.get(documentType);
    if (!created) {
      created = createImport(documentType).then((made) => made.id);
      // A failed creation is tried again by the next file.
      created.catch(() => imports.current.delete(documentType));
      imports.current.set(documentType, created);
    }
    return created;
  }, []);

  const pump = useCallback(() => {
    while (running.current < IMPORT_UPLOAD_CONCURRENCY) {
      const row = queue.current.shift();
      if (!row) return;
      running.current += 1;
      update(row.key, { status: "uploading", progress: 0, error: null });
      importFor(row.documentType)
        .then((importId) => uploadImportFile(importId, row.file, (progress) => update(row.key, { progress })))
        .then(
          () => {
            update(row.key, { status: "uploaded", progress: 100 });
            onUploaded();
          },
          // A refusal of the file itself (not a valid PDF, too large) fails the same way again: no Retry.
          (error: unknown) =>
            update(row.key, {
              status: "failed",
              error: getErrorMessage(error, "Upload failed"),
              retryable: isTransientError(error),
            }),
        )
        .finally(() => {
          running.current -= 1;
          pump();
        });
    }
  }, [importFor, onUploaded, update]);

  const add = useCallback(
    (picked: File[], documentType: DocumentType) => {
      if (picked.length === 0) return;
      if (picked.length > MAX_IMPORT_FILES) {
        onTooMany();
        return;
      }
      const rows = picked.map((file): BulkFile => {
        const problem = checkFile(file);
        return {
          key: nextKey.current++,
          file,
          documentType,
          status: problem ? "failed" : "waiting",
          progress: 0,
          error: problem?.description ?? null,
          retryable: !problem,
        };
      });
      setFiles((current) => [...current, ...rows]);
      queue.current.push(...rows.filter((row) => row.status === "waiting"));
      pump();
    },
    [onTooMany, pump],
  );

  const retry = useCallback(
    (row: BulkFile) => {
      update(row.key, { status: "waiting", progress: 0, error: null });
      queue.current.push(row);
      pump();
    },
    [pump, update],
  );

  /** Forgets the rows that are done (uploaded), keeping failed and running ones. */
  const clearUploaded = useCallback(() => {
    setFiles((current) => current.filter((row) => row.status !== "uploaded"));
  }, []);

  return { files, add, retry, clearUploaded };
}
