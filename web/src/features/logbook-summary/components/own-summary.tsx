import { LoadError } from "@/components/load-error";
import { CenteredSpinner } from "@/components/ui/spinner";
import { useLogbookSummary } from "../api/logbook-summary";
import { SummaryTables } from "./summary-tables";

/** The 'Summary' of the Logbook page: the caller's own (docs/product.md §22.4). */
export function OwnLogbookSummary() {
  const summary = useLogbookSummary();
  if (summary.isPending) return <CenteredSpinner fullScreen={false} label="Loading summary" />;
  if (summary.isError)
    return (
      <LoadError
        title="The summary could not be loaded"
        error={summary.error}
        onRetry={() => summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  return <SummaryTables summary={summary.data} />;
}
