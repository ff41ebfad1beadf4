import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** The parts every entry list shares: loading, the empty text, the add button (a failed load is a `LoadError`). */
export function EntryListLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-6">
      <Spinner label={label} />
    </div>
  );
}

export function EmptyEntries({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

export function AddEntryButton({
  label,
  pending,
  onClick,
}: {
  label: string;
  pending: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="outline" onClick={onClick} disabled={pending}>
      {pending ? <Spinner size="sm" label="Adding" /> : <Plus aria-hidden="true" />}
      {label}
    </Button>
  );
}

/** The number a new entry gets: one after the highest in use. */
export function nextEntryNumber(entries: readonly { entryNumber: number }[]): number {
  return entries.reduce((highest, entry) => Math.max(highest, entry.entryNumber), 0) + 1;
}
