// Where a training item's evidence comes from: the technician's own training documents, or one
// uploaded right there. The page provides it (it composes the uploads feature); items read it.

import { createContext, useContext } from "react";

export interface EvidenceDocument {
  id: string;
  filename: string;
}

export interface EvidenceSource {
  /** The caller's training documents, newest first. */
  documents: readonly EvidenceDocument[];
  /** Checks and uploads a file as a training document; null when it failed (the user has been told why). */
  upload(file: File): Promise<EvidenceDocument | null>;
  /** The upload in progress, if any: its file name and percent. */
  uploading: { filename: string; progress: number } | null;
  /** Evidence is read when attached: starts reading the document unless it already was (or is being). */
  readIfNeverRead(documentId: string): void;
}

const EvidenceSourceContext = createContext<EvidenceSource | null>(null);

export const EvidenceSourceProvider = EvidenceSourceContext.Provider;

export function useEvidenceSource(): EvidenceSource {
  const source = useContext(EvidenceSourceContext);
  if (!source) throw new Error("useEvidenceSource must be used within an EvidenceSourceProvider");
  return source;
}
