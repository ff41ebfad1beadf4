// The evidence of a record (a training item's completion, docs/product.md §15; a logbook entry,
// §22.1): one of the technician's own training documents chosen in a list, or one uploaded right there.
// Its file, once attached, downloads and can be removed. The page provides where the documents come
// from (it composes the uploads feature); each screen gives its own words and layout.

import { ACCEPTED_UPLOAD_EXTENSIONS } from "@domain/constants";
import { FileText, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { DownloadButton } from "@/components/download-button";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

export interface EvidenceDocument {
  id: string;
  filename: string;
}

/** Where evidence comes from: the caller's training documents and an upload of a new one. */
export interface EvidenceSource {
  /** The caller's training documents, newest first. */
  documents: readonly EvidenceDocument[];
  /** Checks and uploads a file as a training document; null when it failed (the user was told why). */
  upload(file: File): Promise<EvidenceDocument | null>;
  /** The upload in progress, if any: its file name and percent. */
  uploading: { filename: string; progress: number } | null;
}

const ACCEPT = ACCEPTED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(",");

/**
 * "field": a labelled field ('Evidence' above the file or the list), as in an item's details.
 * "row": one line under a record, the list labelled for screen readers, the file as 'Evidence: {name}'.
 */
type EvidenceLayout = "field" | "row";

export function EvidencePicker({
  evidence,
  subject,
  source,
  busy,
  editable = true,
  layout,
  labels,
  onAttach,
  onRemove,
}: {
  evidence: EvidenceDocument | null;
  /** What the evidence is for (an item's name, an entry's task), said to screen readers. */
  subject: string;
  source: EvidenceSource;
  /** The caller is saving a change of evidence. */
  busy: boolean;
  /** False: the file is shown and no more changed; without one nothing is shown. */
  editable?: boolean;
  layout: EvidenceLayout;
  /** The list's first option and the upload button's words. */
  labels: { choose: string; upload: string };
  /** A document chosen in the list, or uploaded here (`uploaded`). */
  onAttach: (documentId: string, how: "chosen" | "uploaded") => void;
  onRemove: () => void;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // Only the record that started the upload shows its progress.
  const [uploadingHere, setUploadingHere] = useState(false);
  const disabled = busy || source.uploading !== null;
  const field = layout === "field";

  if (evidence) {
    const file = (
      <div
        className={field ? "flex flex-wrap items-center gap-3" : "flex flex-wrap items-center gap-2 text-sm"}
      >
        <span className={field ? "flex items-center gap-1.5 text-sm" : "flex items-center gap-1.5"}>
          <FileText className="size-4 text-muted-foreground" aria-hidden="true" />
          {field ? evidence.filename : `Evidence: ${evidence.filename}`}
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
          <Button
            type="button"
            variant={field ? "outline" : "ghost"}
            size="sm"
            disabled={disabled}
            onClick={onRemove}
          >
            Remove evidence <span className="sr-only">from {subject}</span>
          </Button>
        ) : null}
      </div>
    );
    return field ? (
      <div className="grid gap-2">
        <span className="text-sm font-medium">Evidence</span>
        {file}
      </div>
    ) : (
      file
    );
  }
  if (!editable) return null;

  async function uploadAndAttach(file: File) {
    setUploadingHere(true);
    try {
      const document = await source.upload(file);
      if (document) onAttach(document.id, "uploaded");
    } finally {
      setUploadingHere(false);
    }
  }

  const progress =
    uploadingHere && source.uploading
      ? `Uploading ${source.uploading.filename}… ${source.uploading.progress}%`
      : null;
  const controls = (
    <>
      <NativeSelect
        id={id}
        className={field ? "max-w-md" : "h-8 max-w-xs text-sm"}
        value=""
        disabled={disabled || source.documents.length === 0}
        onChange={(event) => {
          if (event.target.value) onAttach(event.target.value, "chosen");
        }}
      >
        <option value="">
          {source.documents.length === 0 ? "No training documents yet" : labels.choose}
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
        {labels.upload} <span className="sr-only">for {subject}</span>
      </Button>
      <input
        ref={fileInput}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        accept={ACCEPT}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void uploadAndAttach(file);
        }}
      />
    </>
  );

  if (field) {
    return (
      <div className="grid gap-2">
        <Label htmlFor={id}>Evidence</Label>
        <div className="flex flex-wrap items-center gap-3">{controls}</div>
        {progress ? (
          <p role="status" className="text-sm text-muted-foreground">
            {progress}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="sr-only">
        {`Evidence for ${subject}`}
      </label>
      {controls}
      {progress ? (
        <span role="status" className="text-muted-foreground">
          {progress}
        </span>
      ) : null}
    </div>
  );
}
