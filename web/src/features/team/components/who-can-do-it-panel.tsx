import type { TeamEquipment, TeamMatrix } from "@domain/schemas/team";
import { useMemo, useState } from "react";
import {
  equipmentRequirement,
  type Requirement,
  type TeamPerson,
  trainingRequirement,
  whoCanDoIt,
} from "../who-can-do-it";

function ChoiceGroup({
  legend,
  choices,
  chosen,
  onToggle,
}: {
  legend: string;
  choices: { key: string; name: string }[];
  chosen: ReadonlySet<string>;
  onToggle: (key: string, on: boolean) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm text-muted-foreground">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {choices.map((choice) => (
          <label key={choice.key} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={chosen.has(choice.key)}
              onChange={(event) => onToggle(choice.key, event.target.checked)}
            />
            {choice.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Tick the training and the equipment a job needs: who qualifies, and who is one requirement away. */
export function WhoCanDoItPanel({
  members,
  matrix,
  equipment,
}: {
  members: readonly TeamPerson[];
  matrix: TeamMatrix | undefined;
  equipment: TeamEquipment | undefined;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const items = useMemo(() => matrix?.tab?.sections.flatMap((section) => section.items) ?? [], [matrix]);
  const requirements = useMemo(
    () =>
      [...chosen].flatMap((key): Requirement[] => {
        const [kind, id] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
        const requirement =
          kind === "item" && matrix
            ? trainingRequirement(matrix, id)
            : kind === "equipment" && equipment
              ? equipmentRequirement(equipment, id)
              : null;
        return requirement ? [requirement] : [];
      }),
    [chosen, matrix, equipment],
  );
  const result = useMemo(() => whoCanDoIt(members, requirements), [members, requirements]);
  const toggle = (key: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  return (
    <section aria-labelledby="who-can-do-it" className="space-y-3 rounded-md border p-4">
      <h3 id="who-can-do-it" className="font-medium">
        Who can do it?
      </h3>
      <ChoiceGroup
        legend={`Training (${matrix?.tab?.name ?? "no checklist"})`}
        choices={items.map((item) => ({ key: `item:${item.id}`, name: item.name }))}
        chosen={chosen}
        onToggle={toggle}
      />
      <ChoiceGroup
        legend="Experience on"
        choices={(equipment?.equipment ?? []).map((column) => ({
          key: `equipment:${column.key}`,
          name: column.label,
        }))}
        chosen={chosen}
        onToggle={toggle}
      />
      {requirements.length === 0 ? null : (
        <div className="grid gap-4 sm:grid-cols-2" aria-live="polite">
          <div>
            <h4 className="text-sm font-medium">{`Qualified (${result.qualified.length})`}</h4>
            {result.qualified.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nobody meets all of these.</p>
            ) : (
              <ul aria-label="Qualified members" className="text-sm">
                {result.qualified.map((member) => (
                  <li key={member.id}>{member.fullName}</li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h4 className="text-sm font-medium">{`One item away (${result.oneAway.length})`}</h4>
            {result.oneAway.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nobody is one item away.</p>
            ) : (
              <ul aria-label="Members one item away" className="text-sm">
                {result.oneAway.map(({ member, lacks, why }) => (
                  <li key={member.id}>{`${member.fullName}: needs ${lacks} (${why})`}</li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
