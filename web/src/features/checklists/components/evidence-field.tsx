// The training document that proves an item: one of the technician's own, or one uploaded here.

import { ACCEPTED_UPLOAD_EXTENSIONS } from "@domain/constants";
import type { TrainingItemView } from "@domain/schemas/checklists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileText, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { DownloadButton } from "@/components/download-button";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { saveCompletion } from "../api/training-record";
import { useEvidenceSource } from "../evidence-source";

export const EVIDENCE_SAVE_ERROR = "The evidence could not be saved.";

export function EvidenceField({ item }: { item: TrainingItemView }) {
  const id = useId();
  const queryClient = useQueryClient();
  const source = useEvidenceSource();
  const fileInput = useRef<HTMLInputElement>(null);
  // Only the item that started the upload shows its progress.
  const [uploadingHere, setUploadingHere] = useState(false);
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
  const evidence = item.completion?.evidence ?? null;
  const busy = attach.isPending || source.uploading !== null;

  async function uploadAndAttach(file: File) {
    setUploadingHere(true);
    try {
      const document = await source.upload(file);
      if (document) attach.mutate(document.id);
    } finally {
      setUploadingHere(false);
    }
  }

  if (evidence) {
    return (
      <div className="grid gap-2">
        <span className="text-sm font-medium">Evidence</span>
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex items-center gap-1.5 text-sm">
            <FileText className="size-4 text-muted-foreground" aria-hidden="true" />
            {evidence.filename}
          </span>
          <DownloadButton
            url={`/api/uploads/training/${evidence.id}/file`}
            label={
              <>
                Download <span className="sr-only">{evidence.filename}</span>
              </>
            }
            fallbackFilename={evidence.filename}
            failureTitle="The evidence could not be downloaded"
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => attach.mutate(null)}
          >
            Remove evidence <span className="sr-only">from {item.name}</span>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Evidence</Label>
      <div className="flex flex-wrap items-center gap-3">
        <NativeSelect
          id={id}
          className="max-w-md"
          value=""
          disabled={busy || source.documents.length === 0}
          onChange={(event) => {
            const documentId = event.target.value;
            // Read once attached, if it never was: its reading says whom and what it names.
            if (documentId)
              attach.mutate(documentId, { onSuccess: () => source.readIfNeverRead(documentId) });
          }}
        >
          <option value="">
            {source.documents.length === 0
              ? "No training documents yet"
              : "Attach one of your training documents"}
          </option>
          {source.documents.map((document) => (
            <option key={document.id} value={document.id}>
              {document.filename}
            </option>
          ))}
        </NativeSelect>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          <Upload aria-hidden="true" />
          Upload a document <span className="sr-only">for {item.name}</span>
        </Button>
        <input
          ref={fileInput}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          accept={ACCEPTED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(",")}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void uploadAndAttach(file);
          }}
        />
      </div>
      {uploadingHere && source.uploading ? (
        <p role="status" className="text-sm text-muted-foreground">
          {`Uploading ${source.uploading.filename}… ${source.uploading.progress}%`}
        </p>
      ) : null}
    </div>
  );
}
