// The training document that proves an item: one of the technician's own, or one uploaded here.

import type { TrainingItemView } from "@domain/schemas/checklists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { EvidencePicker } from "@/components/evidence-picker";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { saveCompletion } from "../api/training-record";
import { useEvidenceSource } from "../evidence-source";

export const EVIDENCE_SAVE_ERROR = "The evidence could not be saved.";

export function EvidenceField({ item }: { item: TrainingItemView }) {
  const queryClient = useQueryClient();
  const source = useEvidenceSource();
  const attach = useMutation({
    mutationFn: (documentId: string | null) =>
      saveCompletion(queryClient, item.id, { evidenceDocumentId: documentId }),
    onError: (error) =>
      toast({
        title: "Error",
        description: getErrorMessage(error, EVIDENCE_SAVE_ERROR),
        variant: "destructive",
      }),
  });

  return (
    <EvidencePicker
      evidence={item.completion?.evidence ?? null}
      subject={item.name}
      source={source}
      busy={attach.isPending}
      layout="field"
      labels={{ choose: "Attach one of your training documents", upload: "Upload a document" }}
      onAttach={(documentId, how) =>
        // A chosen document is read once attached, if it never was: its reading says whom and what
        // it names. One uploaded here is read by its upload.
        attach.mutate(
          documentId,
          how === "chosen" ? { onSuccess: () => source.readIfNeverRead(documentId) } : undefined,
        )
      }
      onRemove={() => attach.mutate(null)}
    />
  );
}
