import { ROLE_LABELS, ROLES } from "@domain/enums";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import {
  MEMBER_SORTS,
  type MemberCriteria,
  type MemberSort,
  TRAINING_FILTERS,
  type TrainingFilter,
} from "../member-filter";

const SELECT_CLASS = cn(
  "h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs",
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
);

/** Search, role and training filters and the sort of the member list (native controls: keyboard and screen reader ready). */
export function MemberControls({
  criteria,
  onChange,
}: {
  criteria: MemberCriteria;
  onChange: (next: Partial<MemberCriteria>) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-search`}>Search members</Label>
        <Input
          id={`${id}-search`}
          type="search"
          placeholder="Name or e-mail"
          value={criteria.search}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-role`}>Role</Label>
        <select
          id={`${id}-role`}
          className={SELECT_CLASS}
          value={criteria.role}
          onChange={(event) => onChange({ role: event.target.value as MemberCriteria["role"] })}
        >
          <option value="all">All roles</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-training`}>Training</Label>
        <select
          id={`${id}-training`}
          className={SELECT_CLASS}
          value={criteria.training}
          onChange={(event) => onChange({ training: event.target.value as TrainingFilter })}
        >
          {Object.entries(TRAINING_FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <div className="flex gap-2">
          <select
            id={`${id}-sort`}
            className={SELECT_CLASS}
            value={criteria.sort}
            onChange={(event) => onChange({ sort: event.target.value as MemberSort })}
          >
            {Object.entries(MEMBER_SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-9"
            aria-pressed={criteria.descending}
            onClick={() => onChange({ descending: !criteria.descending })}
          >
            Descending
          </Button>
        </div>
      </div>
    </div>
  );
}
