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
  positions = [],
}: {
  criteria: MemberCriteria;
  onChange: (next: Partial<MemberCriteria>) => void;
  /** The positions members hold, by name; the 'Position' filter shows when there are any. */
  positions?: readonly { id: string; name: string }[];
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
      {positions.length > 0 ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-position`}>Position</Label>
          <NativeSelect
            id={`${id}-position`}
            value={criteria.positionId ?? ""}
            onChange={(event) => onChange({ positionId: event.target.value || undefined })}
          >
            <option value="">All positions</option>
            {positions.map((position) => (
              <option key={position.id} value={position.id}>
                {position.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
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
