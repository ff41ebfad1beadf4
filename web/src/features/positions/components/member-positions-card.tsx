import { useId, useState } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getServerMessage } from "@/lib/api";
import { useMemberPositions, usePositions, useSetMemberPositions } from "../api/positions";
import { isJoinDateValid, PositionJoinFields } from "./position-join-fields";

/**
 * On a member's page: the positions they hold since when, adding and leaving one, and the items
 * marked not applicable to them (docs/product.md §15.8).
 */
export function MemberPositionsCard({ userId, fullName }: { userId: string; fullName: string }) {
  const id = useId();
  const held = useMemberPositions(userId);
  const positions = usePositions();
  const setPositions = useSetMemberPositions(userId);
  const [adding, setAdding] = useState("");
  const [joinedOn, setJoinedOn] = useState("");

  const current = held.data?.positions ?? [];
  const choices = (positions.data?.positions ?? []).filter(
    (position) => !position.archived && !current.some((mine) => mine.positionId === position.id),
  );

  const save = async (next: { positionId: string; joinedOn?: string }[], done: string) => {
    try {
      await setPositions.mutateAsync({ positions: next });
      toast({ title: "Positions saved", description: done });
    } catch (error) {
      toast({
        title: "The positions were not saved",
        description: getServerMessage(error) ?? "Try again.",
        variant: "destructive",
      });
    }
  };
  const kept = current.map(({ positionId, joinedOn: since }) => ({ positionId, joinedOn: since }));
  const validJoin = isJoinDateValid(joinedOn);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Positions</CardTitle>
        <CardDescription>
          {`What ${fullName} must train on. Without a position, the whole program is required.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {held.isPending ? (
          <Spinner label="Loading positions" />
        ) : held.isError ? (
          <LoadError
            title="The positions could not be loaded"
            error={held.error}
            onRetry={() => held.refetch()}
            retrying={held.isFetching}
          />
        ) : (
          <>
            {current.length === 0 ? (
              <p className="text-sm text-muted-foreground">No position: every item is required.</p>
            ) : (
              <ul className="grid gap-2">
                {current.map((position) => (
                  <li key={position.positionId} className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      <span className="font-medium">{position.name}</span>
                      <span className="text-sm text-muted-foreground">{` since ${position.joinedOn}`}</span>
                    </span>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={setPositions.isPending}
                      aria-label={`Remove ${fullName} from ${position.name}`}
                      onClick={() =>
                        void save(
                          kept.filter((other) => other.positionId !== position.positionId),
                          `${fullName} left ${position.name}.`,
                        )
                      }
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {choices.length > 0 ? (
              <form
                className="flex flex-wrap items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  const position = choices.find((choice) => choice.id === adding);
                  if (!position || !validJoin || setPositions.isPending) return;
                  void save(
                    [...kept, { positionId: position.id, ...(joinedOn ? { joinedOn } : {}) }],
                    `${fullName} joined ${position.name}.`,
                  ).then(() => {
                    setAdding("");
                    setJoinedOn("");
                  });
                }}
              >
                <PositionJoinFields
                  id={id}
                  positionLabel="Add to position"
                  positions={choices}
                  positionId={adding}
                  onPositionChange={setAdding}
                  joinedOn={joinedOn}
                  onJoinedOnChange={setJoinedOn}
                />
                <Button type="submit" disabled={!adding || !validJoin || setPositions.isPending}>
                  Add
                </Button>
              </form>
            ) : null}
            {held.data.notApplicable.length > 0 ? (
              <div className="grid gap-2">
                <h3 className="text-sm font-medium">Not applicable</h3>
                <ul className="grid gap-2">
                  {held.data.notApplicable.map((item) => (
                    <li
                      key={item.itemId}
                      className="flex flex-wrap items-center justify-between gap-2 text-sm"
                    >
                      <span>
                        <span className="font-medium">{item.itemName}</span>
                        {`: ${item.reason}`}
                        {item.markedByName ? (
                          <span className="text-muted-foreground">{` (${item.markedByName})`}</span>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
