import { formatDuration } from "@domain/duration";
import {
  EXPERIENCE_DISCIPLINE_LABELS,
  EXPERIENCE_DISCIPLINES,
  type ExperienceDiscipline,
} from "@domain/enums";
import { Cpu, Fan, type LucideIcon, Plane } from "lucide-react";
import { StatTile } from "@/components/stat-tile";
import { EXPERIENCE_NOTES } from "@/lib/experience-notes";
import type { DisciplineTotal } from "../experience-totals";

const ICONS: Record<ExperienceDiscipline, LucideIcon> = { airframe: Plane, powerplant: Fan, avionics: Cpu };

/** One card per discipline with its total duration ('0 months' when none); dashes until known. */
export function DisciplineCards({
  totals,
  loading,
}: {
  totals: readonly DisciplineTotal[] | null;
  loading: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {EXPERIENCE_DISCIPLINES.map((discipline) => {
        const total = totals?.find((entry) => entry.discipline === discipline);
        return (
          <StatTile
            key={discipline}
            label={`${EXPERIENCE_DISCIPLINE_LABELS[discipline]} Experience`}
            value={total ? formatDuration(total.months) : null}
            loading={loading}
            icon={ICONS[discipline]}
            valueClassName="text-2xl"
            hint={EXPERIENCE_NOTES.discipline}
          />
        );
      })}
    </div>
  );
}
