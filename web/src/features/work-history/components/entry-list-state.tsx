import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";

/** The parts every entry list shares: loading, a failed load with retry, the empty text, the add button. */
export function EntryListLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-6">
      <Spinner label={label} />
    </div>
  );
}

export function EntryListError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{getErrorMessage(error)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
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
