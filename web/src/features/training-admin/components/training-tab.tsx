import { Plus } from "lucide-react";
import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useChangeStructure } from "../api/edit-structure";
import { useTrainingStructure } from "../api/structure";
import { MoveFocusProvider } from "./move-buttons";
import { NamedDialog } from "./named-dialog";
import { type ImportRefusal, ProgramActions } from "./program-actions";
import { StructureTree } from "./structure-tree";

export const NO_PROGRAM_TITLE = "No training program yet";

/** The Training tab of /admin: the live training structure, its import and export (docs/product.md §15.7). */
export function TrainingTab() {
  const structure = useTrainingStructure();
  const change = useChangeStructure();
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Training program</CardTitle>
        <CardDescription>
          The tabs, sections and items technicians complete on their Checklists page.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ProgramActions onRefused={setRefusal} />
          <NamedDialog
            trigger={
              <Button data-add-tab>
                <Plus aria-hidden="true" />
                Add tab
              </Button>
            }
            title="Add a tab"
            description="A tab is one checklist on the technicians' Checklists page."
            submitLabel="Add tab"
            initial={{ name: "", description: null }}
            onSave={(body) => change.mutateAsync({ action: "create", kind: "tab", body })}
          />
        </div>
        {refusal ? (
          <Alert variant="destructive">
            <AlertTitle>{`${refusal.filename} was not imported`}</AlertTitle>
            <AlertDescription>
              <ul className="list-disc pl-4">
                {refusal.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        ) : null}
        {structure.data ? (
          structure.data.tabs.length > 0 ? (
            <MoveFocusProvider>
              <StructureTree tabs={structure.data.tabs} />
            </MoveFocusProvider>
          ) : (
            <div className="rounded-lg border border-dashed p-6 text-center">
              <p className="font-medium">{NO_PROGRAM_TITLE}</p>
              <p className="text-sm text-muted-foreground">
                Start from a Part 145 example with 'Import starter program' and edit it, import a file, or add
                a tab.
              </p>
            </div>
          )
        ) : structure.isError ? (
          <LoadError
            title="The training program could not be loaded"
            error={structure.error}
            onRetry={() => structure.refetch()}
            retrying={structure.isFetching}
          />
        ) : (
          <Spinner label="Loading the training program" showLabel className="py-6" />
        )}
      </CardContent>
    </Card>
  );
}
