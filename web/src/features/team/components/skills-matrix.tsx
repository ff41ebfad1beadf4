// The skills matrix (docs/product.md §17.2): members × the items of one checklist tab (statuses in
// words) or × the makes and models of one discipline (months of experience); 'Who can do it?' over
// both; the visible rows exported as CSV.

import {
  EXPERIENCE_DISCIPLINE_LABELS,
  EXPERIENCE_DISCIPLINES,
  type ExperienceDiscipline,
} from "@domain/enums";
import { Grid3x3 } from "lucide-react";
import { useId, useState } from "react";
import { LoadError } from "@/components/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { CenteredSpinner } from "@/components/ui/spinner";
import { useTeamEquipment, useTeamMatrix } from "../api/team-matrix";
import { EquipmentMatrix } from "./equipment-matrix";
import { TrainingMatrix } from "./training-matrix";
import { WhoCanDoItPanel } from "./who-can-do-it-panel";

type View = "training" | ExperienceDiscipline;

function Placeholder({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-md border border-dashed py-10 text-center text-sm text-muted-foreground">
      <Grid3x3 className="size-8" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/** `enabled` false (a technician): the placeholder, and nothing is asked of the server. */
export function SkillsMatrix({ enabled = false }: { enabled?: boolean }) {
  const id = useId();
  const [tabId, setTabId] = useState<string | null>(null);
  const [view, setView] = useState<View>("training");
  const [search, setSearch] = useState("");
  const matrix = useTeamMatrix(tabId, enabled);
  const equipment = useTeamEquipment(enabled);
  const failed = matrix.isError ? matrix : equipment.isError ? equipment : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Skills Matrix</CardTitle>
        <CardDescription>Aircraft, powerplant and avionics skills across the team</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!enabled ? (
          <Placeholder text="The skills matrix will appear here once team data is available." />
        ) : failed ? (
          <LoadError
            title="The skills matrix could not be loaded"
            error={failed.error}
            onRetry={() => failed.refetch()}
            retrying={failed.isFetching}
          />
        ) : !matrix.data || !equipment.data ? (
          <CenteredSpinner fullScreen={false} label="Loading the skills matrix" />
        ) : (
          <>
            <div className="flex flex-wrap gap-4">
              <div className="grid w-56 gap-1.5">
                <Label htmlFor={`${id}-view`}>Show</Label>
                <NativeSelect
                  id={`${id}-view`}
                  value={view}
                  onChange={(event) => setView(event.target.value as View)}
                >
                  <option value="training">Training</option>
                  {EXPERIENCE_DISCIPLINES.map((discipline) => (
                    <option key={discipline} value={discipline}>
                      {`${EXPERIENCE_DISCIPLINE_LABELS[discipline]} experience`}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              {view === "training" && matrix.data.tab ? (
                <div className="grid w-56 gap-1.5">
                  <Label htmlFor={`${id}-tab`}>Checklist</Label>
                  <NativeSelect
                    id={`${id}-tab`}
                    value={matrix.data.tab.id}
                    onChange={(event) => setTabId(event.target.value)}
                  >
                    {matrix.data.tabs.map((tab) => (
                      <option key={tab.id} value={tab.id}>
                        {tab.name}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ) : null}
            </div>
            {view !== "training" ? (
              <EquipmentMatrix
                key={view}
                equipment={equipment.data}
                discipline={view}
                search={search}
                onSearch={setSearch}
              />
            ) : matrix.data.tab ? (
              <TrainingMatrix
                key={matrix.data.tab.id}
                matrix={matrix.data}
                search={search}
                onSearch={setSearch}
              />
            ) : (
              <Placeholder text="The training columns will appear here once an administrator sets up the training program." />
            )}
            <WhoCanDoItPanel
              key={`who-${matrix.data.tab?.id ?? "none"}`}
              members={matrix.data.members}
              matrix={matrix.data}
              equipment={equipment.data}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
