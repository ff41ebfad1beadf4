import type { DocumentType } from "@domain/enums";
import type { ActiveWorkHistoryForm } from "@domain/schemas/work-history";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { activeFormQueryOptions } from "@/features/uploads/api/active-form";
import { DocumentTypeChoice } from "@/features/uploads/components/document-type-choice";
import { DocumentsCard } from "@/features/uploads/components/documents-card";
import { FileDropZone } from "@/features/uploads/components/file-drop-zone";
import { OverwriteDialog } from "@/features/uploads/components/overwrite-dialog";
import { ProcessingNotes } from "@/features/uploads/components/processing-notes";
import { UploadProgress } from "@/features/uploads/components/upload-progress";
import { useUploadFlow } from "@/features/uploads/use-upload-flow";
import { checkFile, checkFileContent } from "@/lib/check-file";

type PendingOverwrite = { file: File; form: NonNullable<ActiveWorkHistoryForm> };

export function UploadPage() {
  const queryClient = useQueryClient();
  const flow = useUploadFlow();
  const [documentType, setDocumentType] = useState<DocumentType>("resume");
  const [checkingForm, setCheckingForm] = useState(false);
  const [pendingOverwrite, setPendingOverwrite] = useState<PendingOverwrite | null>(null);
  const browseButtonRef = useRef<HTMLButtonElement>(null);

  const busy = flow.status === "uploading" || checkingForm || pendingOverwrite !== null;

  async function activeForm(): Promise<ActiveWorkHistoryForm> {
    setCheckingForm(true);
    try {
      return await queryClient.fetchQuery(activeFormQueryOptions());
    } catch {
      // Uploading replaces nothing by itself; only processing does, and that is asked for separately.
      return null;
    } finally {
      setCheckingForm(false);
    }
  }

  async function handleFile(file: File) {
    if (busy) return;
    // Everything that can be known about the file is checked before asking about the form.
    const problem = checkFile(file) ?? (await checkFileContent(file));
    if (problem) {
      flow.refuse(file, problem);
      return;
    }
    if (documentType === "resume") {
      const form = await activeForm();
      // Only a form with something in it is worth the question (domain/form-emptiness.ts).
      if (form && !form.isEmpty) {
        setPendingOverwrite({ file, form });
        return;
      }
    }
    await flow.upload(file, documentType);
  }

  // The overwrite question's answer: Process & Overwrite reads the resume replacing the form; any
  // other way of closing keeps the resume, unread (its Process button asks again).
  const overwriteConfirmed = useRef(false);
  function answerOverwrite(file: File) {
    const after = overwriteConfirmed.current ? "process and overwrite" : "keep unprocessed";
    overwriteConfirmed.current = false;
    void flow.upload(file, "resume", after);
  }

  return (
    <>
      <PageHeader
        title="Upload Documents"
        description="Upload your resume to build your work history, or add training documents."
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h2">Upload a Document</CardTitle>
            <CardDescription>Only the first file is used if you drop several.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <DocumentTypeChoice value={documentType} onChange={setDocumentType} disabled={busy} />
            <FileDropZone
              onFile={(file) => void handleFile(file)}
              disabled={busy}
              browseButtonRef={browseButtonRef}
            />
            <UploadProgress
              status={flow.status}
              progress={flow.progress}
              filename={flow.filename}
              failed={flow.failed}
              failureReason={flow.failureReason}
            />
          </CardContent>
        </Card>
        <ProcessingNotes />
      </div>
      <div className="mt-6">
        <DocumentsCard />
      </div>
      <OverwriteDialog
        form={pendingOverwrite?.form ?? null}
        filename={pendingOverwrite?.file.name}
        onConfirm={() => {
          overwriteConfirmed.current = true;
        }}
        onClose={() => {
          if (pendingOverwrite) answerOverwrite(pendingOverwrite.file);
          setPendingOverwrite(null);
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          browseButtonRef.current?.focus();
        }}
      />
    </>
  );
}
