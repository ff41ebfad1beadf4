import { Download, PackagePlus, Upload } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { ApiError } from "@/lib/api-error";
import { downloadJson } from "@/lib/download";
import { exportProgram, useImportProgram, useImportStarterProgram } from "../api/program";
import { FILE_ALREADY_HERE, importSummary, STARTER_ALREADY_HERE } from "../import-summary";
import { PROGRAM_FILE_PROBLEMS_SHOWN, problemPlace, readProgramText } from "../program-file";

export const EXPORT_FILENAME = "training-program.json";

/** Why a file was not imported: its first problems, the client's or the server's. */
export type ImportRefusal = { filename: string; problems: string[] };

/** The server's refusal in the words the client uses: `body.tabs.0.name` → 'tab 1, name'. */
function refusalOf(error: unknown): string[] {
  if (error instanceof ApiError && error.issues.length > 0)
    return error.issues.slice(0, PROGRAM_FILE_PROBLEMS_SHOWN).map((issue) => {
      const path = issue.path
        .replace(/^body\.?/, "")
        .split(".")
        .filter((part) => part !== "")
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      const place = problemPlace(path);
      return place ? `${place}: ${issue.message}` : issue.message;
    });
  return [getErrorMessage(error, "The file was not imported")];
}

/**
 * 'Import starter program', 'Export' and 'Import': each toasts what happened; a refused file is
 * reported through `onRefused` (shown above the structure until the next import).
 */
export function ProgramActions({ onRefused }: { onRefused: (refusal: ImportRefusal | null) => void }) {
  const starter = useImportStarterProgram();
  const importFile = useImportProgram();
  const [exporting, setExporting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const importStarter = () =>
    starter.mutate(undefined, {
      onSuccess: (result) =>
        toast({
          title: "Starter program imported",
          description: importSummary(result) ?? STARTER_ALREADY_HERE,
        }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Error", description: getErrorMessage(error) }),
    });

  const exportAll = async () => {
    setExporting(true);
    try {
      downloadJson(EXPORT_FILENAME, await exportProgram());
      toast({ title: "Exported", description: `The training program was saved as ${EXPORT_FILENAME}.` });
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: getErrorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again is a new import
    if (!file) return;
    onRefused(null);
    const reading = readProgramText(await file.text());
    if (!reading.ok) {
      onRefused({ filename: file.name, problems: reading.problems });
      return;
    }
    importFile.mutate(reading.program, {
      onSuccess: (result) =>
        toast({ title: "Program imported", description: importSummary(result) ?? FILE_ALREADY_HERE }),
      onError: (error) => onRefused({ filename: file.name, problems: refusalOf(error) }),
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={importStarter} disabled={starter.isPending}>
        {starter.isPending ? <Spinner size="sm" label="Importing" /> : <PackagePlus aria-hidden="true" />}
        Import starter program
      </Button>
      <Button variant="outline" onClick={() => void exportAll()} disabled={exporting}>
        {exporting ? <Spinner size="sm" label="Exporting" /> : <Download aria-hidden="true" />}
        Export
      </Button>
      <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={importFile.isPending}>
        {importFile.isPending ? <Spinner size="sm" label="Importing" /> : <Upload aria-hidden="true" />}
        Import
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        aria-label="Training program file"
        className="hidden"
        onChange={(event) => void chooseFile(event)}
      />
    </div>
  );
}
