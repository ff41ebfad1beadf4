import type { ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
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
          <Alert variant="destructive">
            <AlertTitle>The processing queue could not be loaded</AlertTitle>
            <AlertDescription>{getErrorMessage(queue.error)}</AlertDescription>
          </Alert>
        ) : (
          <Spinner label="Loading the processing queue" showLabel className="py-6" />
        )}
      </CardContent>
    </Card>
  );
}
