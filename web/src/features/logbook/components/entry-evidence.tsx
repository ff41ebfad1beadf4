// The evidence of a logbook entry (docs/product.md §22.1): one of the technician's own training
// documents, or one uploaded right there through the uploads feature's flow (the page provides it,
// as the Checklists page does for a training item). Only a draft's evidence changes; a locked
// entry shows its file.

import type { LogbookEntry } from "@domain/schemas/logbook";
import { EvidencePicker, type EvidenceSource } from "@/components/evidence-picker";

export function EntryEvidence({
  entry,
  source,
  busy,
  onChange,
}: {
  entry: LogbookEntry;
  source: EvidenceSource;
  busy: boolean;
  onChange: (documentId: string | null) => void;
}) {
  return (
    <EvidencePicker
      evidence={entry.evidence}
      subject={entry.task}
      source={source}
      busy={busy}
      editable={entry.status === "draft"}
      layout="row"
      labels={{ choose: "Attach evidence", upload: "Upload evidence" }}
      onAttach={(documentId) => onChange(documentId)}
      onRemove={() => onChange(null)}
    />
  );
}
