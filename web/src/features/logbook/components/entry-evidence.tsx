// The evidence of a logbook entry (docs/product.md §22.1): one of the technician's own training
// documents, or one uploaded right there through the uploads feature's flow (the page provides it,
// as the Checklists page does for a training item). Only a draft's evidence changes; a locked
// entry shows its file.

import { ACCEPTED_UPLOAD_EXTENSIONS } from "@domain/constants";
import type { LogbookEntry } from "@domain/schemas/logbook";
import { FileText, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { DownloadButton } from "@/components/download-button";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";

export interface LogbookEvidenceDocument {
  id: string;
  filename: string;
}

/** Where evidence comes from: the caller's training documents and an upload of a new one. */
export interface LogbookEvidenceSource {
  documents: readonly LogbookEvidenceDocument[];
  /** Checks and uploads a file as a training document; null when it failed (the user was told why). */
  upload(file: File): Promise<LogbookEvidenceDocument | null>;
  uploading: { filename: string; progress: number } | null;
}

export function EntryEvidence({
  entry,
  source,
  busy,
  onChange,
}: {
  entry: LogbookEntry;
  source: LogbookEvidenceSource;
  busy: boolean;
  onChange: (documentId: string | null) => void;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploadingHere, setUploadingHere] = useState(false);
  const evidence = entry.evidence;
  const editable = entry.status === "draft";
  const disabled = busy || source.uploading !== null;

  if (evidence) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="flex items-center gap-1.5">
          <FileText className="size-4 text-muted-foreground" aria-hidden="true" />
          {`Evidence: ${evidence.filename}`}
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
        {editable ? (
          <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
            Remove evidence <span className="sr-only">from {entry.task}</span>
          </Button>
        ) : null}
      </div>
    );
  }
  if (!editable) return null;

  async function uploadAndAttach(file: File) {
    setUploadingHere(true);
    try {
      const document = await source.upload(file);
      if (document) onChange(document.id);
    } finally {
      setUploadingHere(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="sr-only">
        {`Evidence for ${entry.task}`}
      </label>
      <NativeSelect
        id={id}
        className="h-8 max-w-xs text-sm"
        value=""
        disabled={disabled || source.documents.length === 0}
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value);
        }}
      >
        <option value="">
          {source.documents.length === 0 ? "No training documents yet" : "Attach evidence"}
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
        disabled={disabled}
        onClick={() => fileInput.current?.click()}
      >
        <Upload aria-hidden="true" />
        Upload evidence <span className="sr-only">for {entry.task}</span>
      </Button>
      <input
        ref={fileInput}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`evidence-file-${entry.id}`}
        accept={ACCEPTED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(",")}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void uploadAndAttach(file);
        }}
      />
      {uploadingHere && source.uploading ? (
        <span role="status" className="text-muted-foreground">
          {`Uploading ${source.uploading.filename}… ${source.uploading.progress}%`}
        </span>
      ) : null}
    </div>
  );
}
