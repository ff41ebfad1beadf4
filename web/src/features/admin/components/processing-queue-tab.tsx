import type { ReactNode } from "react";
import { LoadError } from "@/components/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useProcessTask } from "../api/process-task";
import { useProcessingQueue } from "../api/processing-queue";
import { ProcessingQueueTable } from "./processing-queue-table";

/** The Processing Queue tab, refreshed every 5 s while shown. */
export function ProcessingQueueTab({ renderStatus }: { renderStatus: (status: string) => ReactNode }) {
  const queue = useProcessingQueue();
  const processTask = useProcessTask();

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Processing Queue</CardTitle>
        <CardDescription>
          Uploaded documents and their AI processing. Refreshes every 5 seconds.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {queue.data ? (
          <ProcessingQueueTable
            items={queue.data}
            renderStatus={renderStatus}
            onProcess={(item) => processTask.mutate(item.id)}
            startingId={processTask.isPending ? processTask.variables : null}
          />
        ) : queue.isError ? (
          <LoadError
            title="The processing queue could not be loaded"
            error={queue.error}
            onRetry={() => queue.refetch()}
            retrying={queue.isFetching}
          />
        ) : (
          <Spinner label="Loading the processing queue" showLabel className="py-6" />
        )}
      </CardContent>
    </Card>
  );
}
