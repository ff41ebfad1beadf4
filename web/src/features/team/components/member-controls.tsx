import { ROLE_LABELS, ROLES } from "@domain/enums";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import {
  MEMBER_SORTS,
  type MemberCriteria,
  type MemberSort,
  TRAINING_FILTERS,
  type TrainingFilter,
} from "../member-filter";

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
        <NativeSelect
          id={`${id}-role`}
          value={criteria.role}
          onChange={(event) => onChange({ role: event.target.value as MemberCriteria["role"] })}
        >
          <option value="all">All roles</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-training`}>Training</Label>
        <NativeSelect
          id={`${id}-training`}
          value={criteria.training}
          onChange={(event) => onChange({ training: event.target.value as TrainingFilter })}
        >
          {Object.entries(TRAINING_FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <div className="flex gap-2">
          <NativeSelect
            id={`${id}-sort`}
            value={criteria.sort}
            onChange={(event) => onChange({ sort: event.target.value as MemberSort })}
          >
            {Object.entries(MEMBER_SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
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
