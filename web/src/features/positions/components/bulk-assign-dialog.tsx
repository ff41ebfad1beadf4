import { foldText } from "@domain/fold-text";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getServerMessage } from "@/lib/api";
import { useAssignMembers, usePositions } from "../api/positions";
import { isJoinDateValid, PositionJoinFields } from "./position-join-fields";

type Member = { id: string; fullName: string; email: string };

/** 'Assign to position' on the team list: several people join one position at once (docs/product.md §15.8). */
export function BulkAssignDialog({ members }: { members: readonly Member[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [positionId, setPositionId] = useState("");
  const [joinedOn, setJoinedOn] = useState("");
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const positions = usePositions();
  const assign = useAssignMembers();
  const live = positions.data?.positions.filter((position) => !position.archived) ?? [];
  const needle = foldText(search.trim());
  const shown = members.filter(
    (member) => needle === "" || foldText(`${member.fullName} ${member.email}`).includes(needle),
  );
  const toggle = (memberId: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(memberId);
    else next.delete(memberId);
    setSelected(next);
  };
  const ready = positionId !== "" && selected.size > 0 && isJoinDateValid(joinedOn);

  const submit = async () => {
    if (!ready || assign.isPending) return;
    const position = live.find((candidate) => candidate.id === positionId);
    try {
      const result = await assign.mutateAsync({
        positionId,
        body: { userIds: [...selected], ...(joinedOn ? { joinedOn } : {}) },
      });
      const held = result.alreadyHeld > 0 ? ` ${result.alreadyHeld} already held it.` : "";
      toast({
        title: "Assigned",
        description: `${result.assigned === 1 ? "1 person" : `${result.assigned} people`} joined ${position?.name ?? "the position"}.${held}`,
      });
      setOpen(false);
      setSelected(new Set());
    } catch (error) {
      toast({
        title: "Nobody was assigned",
        description: getServerMessage(error) ?? "Try again.",
        variant: "destructive",
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (assign.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="outline">Assign to position</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>Assign to position</DialogTitle>
            <DialogDescription>
              The people chosen join the position; its due dates count from the day they join.
            </DialogDescription>
          </DialogHeader>
          <PositionJoinFields
            id={id}
            positionLabel="Position"
            positions={live}
            positionId={positionId}
            onPositionChange={setPositionId}
            joinedOn={joinedOn}
            onJoinedOnChange={setJoinedOn}
          />
          <div className="grid gap-1">
            <Label htmlFor={`${id}-search`}>Find people</Label>
            <Input id={`${id}-search`} value={search} onChange={(event) => setSearch(event.target.value)} />
          </div>
          <fieldset className="grid max-h-64 gap-1 overflow-y-auto">
            <legend className="sr-only">People</legend>
            {shown.map((member) => (
              <label key={member.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={selected.has(member.id)}
                  onChange={(event) => toggle(member.id, event.target.checked)}
                  aria-label={`Select ${member.fullName}`}
                />
                {member.fullName}
                <span className="text-muted-foreground">{member.email}</span>
              </label>
            ))}
          </fieldset>
          <p role="status" className="text-sm text-muted-foreground">{`${selected.size} selected`}</p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready || assign.isPending}>
              {assign.isPending ? <Spinner size="sm" label="Assigning" /> : null}
              Assign
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
