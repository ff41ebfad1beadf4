// Where a training item's evidence comes from: the technician's own training documents, or one
// uploaded right there. The page provides it (it composes the uploads feature); items read it.

import { createContext, useContext } from "react";
import type { EvidenceSource } from "@/components/evidence-picker";

export interface ItemEvidenceSource extends EvidenceSource {
  /** Evidence is read when attached: starts reading the document unless it already was (or is being). */
  readIfNeverRead(documentId: string): void;
}

const EvidenceSourceContext = createContext<ItemEvidenceSource | null>(null);

export const EvidenceSourceProvider = EvidenceSourceContext.Provider;

export function useEvidenceSource(): ItemEvidenceSource {
  const source = useContext(EvidenceSourceContext);
  if (!source) throw new Error("useEvidenceSource must be used within an EvidenceSourceProvider");
  return source;
}
