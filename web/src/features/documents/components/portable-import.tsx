import { PORTABLE_IMPORT_MAX_BYTES } from "@domain/schemas/portable-export";
import { LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { getErrorMessage } from "@/lib/api";
import { useImportPortableExport } from "../api/portable-import";
import { importSummary } from "../import-words";

export const NOT_JSON_MESSAGE = "This file is not a Hangar Log export (it is not JSON).";
export const TOO_LARGE_MESSAGE = `This file is too large for an export (at most ${PORTABLE_IMPORT_MAX_BYTES / 1024 / 1024} MB).`;

/** Picks an export file and imports it into this (empty) account; says what came in, or why not. */
export function PortableImport() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const importing = useImportPortableExport();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setProblem(null);
    importing.reset();
    if (file.size > PORTABLE_IMPORT_MAX_BYTES) return setProblem(TOO_LARGE_MESSAGE);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      return setProblem(NOT_JSON_MESSAGE);
    }
    importing.mutate(parsed, { onError: (error) => setProblem(getErrorMessage(error)) });
  };

  const result = importing.data;
  return (
    <form className="grid w-full gap-3" onSubmit={submit}>
      <div className="grid gap-1.5">
        <Label htmlFor={inputId}>Import an export file</Label>
        <Input
          id={inputId}
          type="file"
          accept=".json,application/json"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
            importing.reset();
          }}
        />
      </div>
      <div>
        <Button type="submit" disabled={!file || importing.isPending} aria-busy={importing.isPending}>
          {importing.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Import
        </Button>
      </div>
      {problem ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      ) : null}
      {result ? (
        <Alert role="status">
          <AlertDescription>
            <p>{importSummary(result)}</p>
            {result.trainingNotFound.length > 0 ? (
              <>
                <p className="mt-2">Not in this center's training program, so not imported:</p>
                <ul className="mt-1 list-disc pl-5">
                  {result.trainingNotFound.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}
    </form>
  );
}
