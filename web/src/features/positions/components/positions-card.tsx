import { Plus } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getServerMessage } from "@/lib/api";
import { usePositions, useProgramForPositions, useSavePosition } from "../api/positions";
import { PositionDialog } from "./position-dialog";

const EMPTY = { name: "", description: null, dueWithinDays: null, requirements: [] };

/** On Admin → Training: the positions and what each requires (docs/product.md §15.8). */
export function PositionsCard() {
  const positions = usePositions();
  const program = useProgramForPositions();
  const save = useSavePosition();
  const live = positions.data?.positions.filter((position) => !position.archived) ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Positions</CardTitle>
        <CardDescription>
          What each position must train on. People without a position train on the whole program.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {program.data ? (
          <div>
            <PositionDialog
              trigger={
                <Button>
                  <Plus aria-hidden="true" />
                  Add position
                </Button>
              }
              title="Add a position"
              submitLabel="Add position"
              initial={EMPTY}
              program={program.data}
              onSave={async (body) => {
                await save.mutateAsync({ action: "create", body });
                toast({ title: "Position added", description: `"${body.name}" was added.` });
              }}
            />
          </div>
        ) : null}
        {positions.isPending ? (
          <Spinner label="Loading positions" />
        ) : positions.isError ? (
          <LoadError
            title="The positions could not be loaded"
            error={positions.error}
            onRetry={() => positions.refetch()}
            retrying={positions.isFetching}
          />
        ) : live.length === 0 ? (
          <p className="text-sm text-muted-foreground">No positions yet.</p>
        ) : (
          <ul className="grid gap-3">
            {live.map((position) => (
              <li key={position.id} className="rounded-md border p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="font-medium">{position.name}</h3>
                    {position.description ? (
                      <p className="text-sm text-muted-foreground">{position.description}</p>
                    ) : null}
                    <p className="text-sm text-muted-foreground">
                      {position.memberCount === 1 ? "1 person" : `${position.memberCount} people`}
                      {position.dueWithinDays
                        ? ` · Initial training due within ${position.dueWithinDays} days`
                        : ""}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    {program.data ? (
                      <PositionDialog
                        trigger={
                          <Button variant="outline" size="sm" aria-label={`Edit ${position.name}`}>
                            Edit
                          </Button>
                        }
                        title={`Edit ${position.name}`}
                        submitLabel="Save"
                        initial={position}
                        program={program.data}
                        onSave={async (body) => {
                          await save.mutateAsync({ action: "edit", id: position.id, body });
                          toast({ title: "Position saved" });
                        }}
                      />
                    ) : null}
                    <ConfirmDialog
                      trigger={
                        <Button variant="outline" size="sm" aria-label={`Archive ${position.name}`}>
                          Archive
                        </Button>
                      }
                      title={`Archive "${position.name}"?`}
                      description="It stops requiring anything of the people in it; its history is kept."
                      confirmLabel="Archive"
                      onConfirm={async () => {
                        try {
                          await save.mutateAsync({ action: "archive", id: position.id });
                          toast({ title: "Archived", description: `"${position.name}" was archived.` });
                        } catch (error) {
                          toast({
                            title: "The position was not archived",
                            description: getServerMessage(error) ?? "Try again.",
                            variant: "destructive",
                          });
                        }
                      }}
                    />
                  </div>
                </div>
                {position.requirements.length > 0 ? (
                  <ul className="mt-2 list-disc pl-5 text-sm">
                    {position.requirements.map((requirement) => (
                      <li key={requirement.id}>{requirement.name}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-sm text-muted-foreground">Requires nothing yet.</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
