// The technician's training documents and the upload of a new one, for a logbook entry's evidence
// (docs/product.md §22.1): the uploads feature's list and upload flow, composed here because
// features do not import each other. An evidence file is kept unread: a task card or work order is
// not a certificate to be matched to training items.

import { useMemo } from "react";
import type { LogbookEvidenceSource } from "@/features/logbook/components/entry-evidence";
import { useDocuments } from "@/features/uploads/api/documents";
import { useUploadFlow } from "@/features/uploads/use-upload-flow";
import { checkFile, checkFileContent } from "@/lib/check-file";

export function useLogbookEvidenceSource(): LogbookEvidenceSource {
  const documents = useDocuments();
  const flow = useUploadFlow();
  return useMemo(
    () => ({
      documents: (documents.data ?? []).filter((document) => document.documentType === "training"),
      uploading:
        flow.status === "uploading" ? { filename: flow.filename ?? "", progress: flow.progress } : null,
      upload: async (file: File) => {
        const problem = checkFile(file) ?? (await checkFileContent(file));
        if (problem) {
          flow.refuse(file, problem);
          return null;
        }
        // The flow toasts the outcome and refreshes the document list.
        return flow.upload(file, "training", "keep unprocessed");
      },
    }),
    [documents.data, flow],
  );
}
