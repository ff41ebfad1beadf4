import { isCalendarDate } from "@domain/calendar-date";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

/** An empty join date means today (the server's); anything else must be a calendar date. */
export function isJoinDateValid(joinedOn: string): boolean {
  return joinedOn === "" || isCalendarDate(joinedOn);
}

/**
 * The position to join and the day of joining, from which its due dates count (docs/product.md
 * §15.8): the same two fields on a member's page and in 'Assign to position' on the team list.
 */
export function PositionJoinFields({
  id,
  positionLabel,
  positions,
  positionId,
  onPositionChange,
  joinedOn,
  onJoinedOnChange,
}: {
  id: string;
  positionLabel: string;
  positions: readonly { id: string; name: string }[];
  positionId: string;
  onPositionChange: (positionId: string) => void;
  joinedOn: string;
  onJoinedOnChange: (joinedOn: string) => void;
}) {
  return (
    <>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-position`}>{positionLabel}</Label>
        <NativeSelect
          id={`${id}-position`}
          value={positionId}
          onChange={(event) => onPositionChange(event.target.value)}
        >
          <option value="">Choose a position</option>
          {positions.map((position) => (
            <option key={position.id} value={position.id}>
              {position.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-joined`}>Joined on</Label>
        <Input
          id={`${id}-joined`}
          type="date"
          value={joinedOn}
          onChange={(event) => onJoinedOnChange(event.target.value)}
        />
      </div>
    </>
  );
}
