// The technician's training documents and the upload of a new one, as the evidence of a record
// (a training item's, docs/product.md §15; a logbook entry's, §22.1): this feature's list and upload
// flow, which the pages hand to the features that show evidence (features do not import each other).

import { useMemo } from "react";
import type { EvidenceSource } from "@/components/evidence-picker";
import { checkFile, checkFileContent } from "@/lib/check-file";
import { useDocuments } from "./api/documents";
import { useProcessDocument } from "./api/process-document";
import { useUploadFlow } from "./use-upload-flow";

export interface TrainingEvidenceSource extends EvidenceSource {
  /** Starts reading an attached document unless it already was (or is being); nothing when kept unread. */
  readIfNeverRead(documentId: string): void;
}

/**
 * `read`: a training item's evidence is read (uploaded and read at once, or read once chosen), for its
 * reading says whom and what it names. `keep unread`: a task card or work order is not a certificate to
 * be matched to training items.
 */
export function useTrainingEvidenceSource(reading: "read" | "keep unread"): TrainingEvidenceSource {
  const documents = useDocuments();
  const flow = useUploadFlow();
  const { mutate: process } = useProcessDocument({ quietStart: true });
  return useMemo(
    () => ({
      documents: (documents.data ?? []).filter((document) => document.documentType === "training"),
      readIfNeverRead: (documentId: string) => {
        if (reading === "keep unread") return;
        const document = documents.data?.find(
          (one) => one.documentType === "training" && one.id === documentId,
        );
        if (document && document.task == null) process({ documentType: "training", id: documentId });
      },
      uploading:
        flow.status === "uploading" ? { filename: flow.filename ?? "", progress: flow.progress } : null,
      upload: async (file: File) => {
        const problem = checkFile(file) ?? (await checkFileContent(file));
        if (problem) {
          flow.refuse(file, problem);
          return null;
        }
        // The flow toasts the outcome and refreshes the document list.
        return flow.upload(file, "training", reading === "read" ? "process" : "keep unprocessed");
      },
    }),
    [documents.data, flow, process, reading],
  );
}
