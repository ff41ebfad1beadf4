import { RefreshCw } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { getErrorMessage } from "@/lib/api";

/**
 * The one "could not load" notice (docs/conventions.md): what failed, the server's sentence
 * (or `fallback`), and 'Try again', disabled while the retry is on its way.
 */
export function LoadError({
  title,
  error,
  fallback,
  onRetry,
  retrying = false,
  className,
}: {
  title: string;
  error: unknown;
  /** Shown when the error has no sentence of its own. */
  fallback?: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <Alert variant="destructive" className={className}>
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{getErrorMessage(error, fallback)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
