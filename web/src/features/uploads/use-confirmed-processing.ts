import type { UploadedDocument } from "@domain/schemas/uploads";
import type { ActiveWorkHistoryForm } from "@domain/schemas/work-history";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { activeFormQueryOptions } from "./api/active-form";
import { type DocumentRef, useProcessDocument } from "./api/process-document";

type ProcessableDocument = Pick<UploadedDocument, "documentType" | "id" | "filename">;

export type PendingOverwrite = {
  document: ProcessableDocument;
  form: NonNullable<ActiveWorkHistoryForm>;
};

export type ConfirmedProcessing = {
  /** Process: a resume asks 'Overwrite Existing Work History?' first while a non-empty form exists. */
  process: (document: ProcessableDocument) => void;
  /** The question on screen, or null. */
  pending: PendingOverwrite | null;
  confirm: () => void;
  cancel: () => void;
  /** The document whose Process is under way (checking the form or starting). */
  startingId: string | null;
};

const OVERWRITE_CHECK_FAILED = "Could not check your work history form. Please try again.";
const PRESS_AGAIN = "Please press Process again.";

/**
 * Process from the document list. A resume replaces the work history form, so while it holds anything the
 * user is asked first, whatever the document's state (never processed, failed); the server insists
 * too (409 overwrite_confirmation_required), and that answer opens the same question.
 */
export function useConfirmedProcessing(): ConfirmedProcessing {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingOverwrite | null>(null);
  const [checkingId, setCheckingId] = useState<string | null>(null);
  const documents = useRef(new Map<string, ProcessableDocument>());

  async function askIfFormExists(document: ProcessableDocument): Promise<boolean> {
    setCheckingId(document.id);
    try {
      const form = await queryClient.fetchQuery(activeFormQueryOptions());
      // A form with nothing typed in it loses nothing (domain/form-emptiness.ts): no question.
      const worthAsking = form !== null && !form.isEmpty;
      if (worthAsking) setPending({ document, form });
      return worthAsking;
    } finally {
      setCheckingId(null);
    }
  }

  const mutation = useProcessDocument({
    onOverwriteRequired: ({ id }: DocumentRef) => {
      const document = documents.current.get(id);
      if (!document) return;
      askIfFormExists(document)
        .then((asked) => {
          // The form is gone again: nothing would be replaced, so it may simply be pressed again.
          if (!asked) toast({ title: "Your work history form changed", description: PRESS_AGAIN });
        })
        .catch(() =>
          toast({ variant: "destructive", title: "Processing failed", description: OVERWRITE_CHECK_FAILED }),
        );
    },
  });

  function start(document: ProcessableDocument, overwrite: boolean) {
    documents.current.set(document.id, document);
    mutation.mutate({ documentType: document.documentType, id: document.id, overwrite });
  }

  async function process(document: ProcessableDocument) {
    if (document.documentType !== "resume") return start(document, false);
    let asked = false;
    try {
      asked = await askIfFormExists(document);
    } catch {
      // The server still refuses a silent overwrite, and its answer opens the question.
    }
    if (!asked) start(document, false);
  }

  return {
    process: (document) => void process(document),
    pending,
    confirm: () => {
      if (pending) start(pending.document, true);
    },
    cancel: () => setPending(null),
    startingId: checkingId ?? (mutation.isPending ? (mutation.variables?.id ?? null) : null),
  };
}
