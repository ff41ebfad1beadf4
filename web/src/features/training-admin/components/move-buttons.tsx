import { ArrowDown, ArrowUp } from "lucide-react";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { type StructureKind, useChangeStructure } from "../api/edit-structure";

/** What moved, which way, and the place it moved to (so the focus waits for the redrawn list). */
type MoveRequest = { id: string; direction: "up" | "down"; index: number };

const MovedContext = createContext<{
  moved: MoveRequest | null;
  setMoved: (request: MoveRequest | null) => void;
}>({ moved: null, setMoved: () => {} });

/** Remembers what moved last, so its button takes the focus back after the list is redrawn. */
export function MoveFocusProvider({ children }: { children: ReactNode }) {
  const [moved, setMoved] = useState<MoveRequest | null>(null);
  return <MovedContext.Provider value={{ moved, setMoved }}>{children}</MovedContext.Provider>;
}

/**
 * 'Move <name> up' / 'Move <name> down': the first cannot move up, the last not down. After a move
 * the focus stays on the moved thing's button (the other one when it reached an end).
 */
export function MoveButtons({
  kind,
  id,
  name,
  index,
  isFirst,
  isLast,
}: {
  kind: StructureKind;
  id: string;
  name: string;
  /** Its place among its siblings. */
  index: number;
  isFirst: boolean;
  isLast: boolean;
}) {
  const change = useChangeStructure();
  const { moved, setMoved } = useContext(MovedContext);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The list is redrawn after the answer: act once this thing is drawn at its new place.
    if (moved?.id !== id || moved.index !== index) return;
    const wanted = moved.direction === "up" ? (isFirst ? down : up) : isLast ? up : down;
    wanted.current?.focus();
    setMoved(null);
  }, [moved, id, index, isFirst, isLast, setMoved]);

  const move = (direction: "up" | "down") => {
    if (change.isPending) return; // one move at a time; the buttons stay focusable meanwhile
    change.mutate(
      { action: "move", kind, id, body: { direction } },
      {
        onSuccess: () => setMoved({ id, direction, index: direction === "up" ? index - 1 : index + 1 }),
        onError: (error) =>
          toast({ variant: "destructive", title: "Error", description: getErrorMessage(error) }),
      },
    );
  };

  return (
    <>
      <Button
        ref={up}
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} up`}
        title="Move up"
        disabled={isFirst}
        onClick={() => move("up")}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        ref={down}
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} down`}
        title="Move down"
        disabled={isLast}
        onClick={() => move("down")}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}
