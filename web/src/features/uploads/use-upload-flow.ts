import { UPLOAD_STATUS_RESET_MS } from "@domain/constants";
import type { DocumentType } from "@domain/enums";
import type { UploadedDocument } from "@domain/schemas/uploads";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { documentsQueryKey } from "@/lib/query-keys";
import { UPLOAD_FAILED_FALLBACK, useUploadDocument } from "./api/upload-document";

export type UploadStatus = "idle" | "uploading" | "success" | "error";

export type UploadFlow = {
  status: UploadStatus;
  /** 0-100, through the steps 10, 30-70 and 100. */
  progress: number;
  /** The file being (or last) uploaded. */
  filename: string | null;
  /** The last upload failed; cleared when the next one starts. */
  failed: boolean;
  /** Uploads the file; resolves with the registered document, or null when it failed (already toasted). */
  upload: (file: File, documentType: DocumentType) => Promise<UploadedDocument | null>;
};

/**
 * The upload client (docs/product.md §4.5): idle → uploading → success | error → idle, the progress
 * resetting 3 s after the end. Toasts and the list refresh happen here so every caller gets them.
 */
export function useUploadFlow(): UploadFlow {
  const queryClient = useQueryClient();
  const { mutateAsync } = useUploadDocument();
  const [status, setStatus] = useState<UploadStatus>("idle");
  const [progress, setProgress] = useState(0);
  const [filename, setFilename] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const upload = useCallback(
    async (file: File, documentType: DocumentType) => {
      clearTimeout(resetTimer.current);
      setStatus("uploading");
      setProgress(0);
      setFilename(file.name);
      setFailed(false);
      let document: UploadedDocument | null = null;
      try {
        document = await mutateAsync({ file, documentType, onProgress: setProgress });
        setStatus("success");
        toast({ title: "Upload successful", description: `${file.name} has been uploaded.` });
        void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
      } catch (error) {
        setStatus("error");
        setFailed(true);
        toast({
          variant: "destructive",
          title: "Upload failed",
          description: getErrorMessage(error, UPLOAD_FAILED_FALLBACK),
        });
      }
      resetTimer.current = setTimeout(() => {
        setStatus("idle");
        setProgress(0);
      }, UPLOAD_STATUS_RESET_MS);
      return document;
    },
    [mutateAsync, queryClient],
  );

  return { status, progress, filename, failed, upload };
}
