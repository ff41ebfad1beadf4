import { UPLOAD_STATUS_RESET_MS } from "@domain/constants";
import type { DocumentType } from "@domain/enums";
import { UNSUPPORTED_FILE_TYPE_MESSAGE, type UploadedDocument } from "@domain/schemas/uploads";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { ApiError } from "@/lib/api-error";
import type { FileProblem } from "@/lib/check-file";
import { StorageUploadError } from "@/lib/put-to-storage";
import { documentsQueryKey } from "@/lib/query-keys";
import { useProcessDocument } from "./api/process-document";
import { UPLOAD_FAILED_FALLBACK, useUploadDocument } from "./api/upload-document";

export type UploadStatus = "idle" | "uploading" | "success" | "error";

/**
 * What happens once the file is stored: read at once (the default: choosing a document is asking for
 * it to be read), read replacing the work history form the user agreed to replace, or kept unread
 * (the user cancelled the overwrite question).
 */
export type AfterUpload = "process" | "process and overwrite" | "keep unprocessed";

export type UploadFlow = {
  status: UploadStatus;
  /** 0-100, through the steps 10, 30-70 and 100. */
  progress: number;
  /** The file being (or last) uploaded. */
  filename: string | null;
  /** The last upload failed (or its file was refused); cleared when the next one starts. */
  failed: boolean;
  /**
   * Why, when trying again cannot help (empty, not a PDF/DOCX/TXT, too large, refused by the server's
   * checks); null when it may (the network, a server fault), and the screen says 'Please try again'.
   */
  failureReason: string | null;
  /**
   * Uploads the file and, unless told otherwise, starts its processing; resolves with the registered
   * document, or null when the upload failed (already toasted).
   */
  upload: (file: File, documentType: DocumentType, after?: AfterUpload) => Promise<UploadedDocument | null>;
  /** A file refused before uploading: toasts the problem and shows it in place of the last result. */
  refuse: (file: File, problem: FileProblem) => void;
};

/** The sentence that says why an upload was refused, when the refusal is about the file itself. */
export function failureReasonOf(error: unknown): string | null {
  if (error instanceof ApiError) {
    const refusal = error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 408;
    return refusal ? (error.serverMessage ?? null) : null;
  }
  if (error instanceof StorageUploadError) {
    return error.status >= 400 && error.status < 500 ? error.reason : null;
  }
  // Thrown before any request: an extension the app does not take.
  return error instanceof Error && error.message === UNSUPPORTED_FILE_TYPE_MESSAGE ? error.message : null;
}

/**
 * The upload client (docs/product.md §4.5): idle → uploading → success | error → idle, the progress
 * resetting 3 s after the end. Toasts and the list refresh happen here so every caller gets them.
 */
export function useUploadFlow(): UploadFlow {
  const queryClient = useQueryClient();
  const { mutateAsync } = useUploadDocument();
  const { mutate: process } = useProcessDocument({ quietStart: true });
  const [status, setStatus] = useState<UploadStatus>("idle");
  const [progress, setProgress] = useState(0);
  const [filename, setFilename] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [failureReason, setFailureReason] = useState<string | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const upload = useCallback(
    async (file: File, documentType: DocumentType, after: AfterUpload = "process") => {
      clearTimeout(resetTimer.current);
      setStatus("uploading");
      setProgress(0);
      setFilename(file.name);
      setFailed(false);
      setFailureReason(null);
      let document: UploadedDocument | null = null;
      try {
        document = await mutateAsync({ file, documentType, onProgress: setProgress });
        setStatus("success");
        toast({ title: "Upload successful", description: `${file.name} has been uploaded.` });
        void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
        if (after !== "keep unprocessed") {
          const overwrite = after === "process and overwrite";
          process({ documentType: document.documentType, id: document.id, overwrite });
        }
      } catch (error) {
        const reason = failureReasonOf(error);
        setStatus("error");
        setFailed(true);
        setFailureReason(reason);
        toast({
          variant: "destructive",
          title: "Upload failed",
          description: reason ?? getErrorMessage(error, UPLOAD_FAILED_FALLBACK),
        });
      }
      resetTimer.current = setTimeout(() => {
        setStatus("idle");
        setProgress(0);
      }, UPLOAD_STATUS_RESET_MS);
      return document;
    },
    [mutateAsync, process, queryClient],
  );

  const refuse = useCallback((file: File, problem: FileProblem) => {
    clearTimeout(resetTimer.current);
    setStatus("idle");
    setProgress(0);
    setFilename(file.name);
    setFailed(true);
    setFailureReason(problem.description);
    toast({ variant: "destructive", ...problem });
  }, []);

  return { status, progress, filename, failed, failureReason, upload, refuse };
}
