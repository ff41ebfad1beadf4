import { EXPERIENCE_DISCIPLINE_LABELS, EXPERIENCE_DISCIPLINES } from "@domain/enums";
import type { TeamEquipment, TeamMatrix } from "@domain/schemas/team";
import { X } from "lucide-react";
import { useMemo, useState } from "react";
import { Input } from "@/components/ui/input";
import { foldText } from "@/lib/fold-text";
import {
  equipmentRequirement,
  type Requirement,
  type TeamPerson,
  trainingRequirement,
  whoCanDoIt,
} from "../who-can-do-it";

type Choice = { key: string; name: string };

/** One group of choices (training, or a discipline's equipment), scrolling when it is long. */
function ChoiceGroup({
  legend,
  choices,
  chosen,
  onToggle,
}: {
  legend: string;
  choices: readonly Choice[];
  chosen: ReadonlySet<string>;
  onToggle: (key: string, on: boolean) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm text-muted-foreground">{`${legend} (${choices.length})`}</legend>
      <div className="grid max-h-40 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice.key} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-primary"
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
  const [query, setQuery] = useState("");
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
  // Training first, then each discipline's makes and models: hundreds of choices, found by typing.
  const groups = useMemo(
    () => [
      {
        legend: `Training (${matrix?.tab?.name ?? "no checklist"})`,
        choices: items.map((item) => ({ key: `item:${item.id}`, name: item.name })),
      },
      ...EXPERIENCE_DISCIPLINES.map((discipline) => ({
        legend: `${EXPERIENCE_DISCIPLINE_LABELS[discipline]} experience`,
        choices: (equipment?.equipment ?? [])
          .filter((column) => column.discipline === discipline)
          .map((column) => ({ key: `equipment:${column.key}`, name: column.label })),
      })),
    ],
    [items, matrix, equipment],
  );
  const names = useMemo(
    () =>
      new Map(groups.flatMap((group) => group.choices.map((choice) => [choice.key, choice.name] as const))),
    [groups],
  );
  const wanted = foldText(query.trim());
  const shownGroups = groups.map((group) => ({
    ...group,
    choices: wanted
      ? group.choices.filter((choice) => foldText(choice.name).includes(wanted))
      : group.choices,
  }));
  const nothingMatches = wanted !== "" && shownGroups.every((group) => group.choices.length === 0);
  return (
    <section aria-labelledby="who-can-do-it" className="space-y-3 rounded-md border p-4">
      <h3 id="who-can-do-it" className="font-medium">
        Who can do it?
      </h3>
      <Input
        type="search"
        aria-label="Find training or equipment"
        placeholder="Find training or equipment"
        className="sm:w-80"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {chosen.size > 0 ? (
        <ul aria-label="Chosen requirements" className="flex flex-wrap gap-2">
          {[...chosen].map((key) => (
            <li key={key}>
              <button
                type="button"
                aria-label={`Remove ${names.get(key) ?? key}`}
                className="inline-flex items-center gap-1 rounded-full border bg-secondary px-2.5 py-0.5 text-xs"
                onClick={() => toggle(key, false)}
              >
                {names.get(key) ?? key}
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {nothingMatches ? (
        <p className="text-sm text-muted-foreground">{`Nothing matches "${query.trim()}".`}</p>
      ) : null}
      {shownGroups.map((group) => (
        <ChoiceGroup
          key={group.legend}
          legend={group.legend}
          choices={group.choices}
          chosen={chosen}
          onToggle={toggle}
        />
      ))}
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
