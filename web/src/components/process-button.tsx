import { Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** 'Process' for one document row (the upload screen's table and the admin processing queue). */
export function ProcessButton({
  filename,
  starting,
  onProcess,
}: {
  filename: string;
  /** The request to start processing is on its way. */
  starting: boolean;
  onProcess: () => void;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={starting}
      aria-label={`Process ${filename}`}
      onClick={onProcess}
    >
      {starting ? <Spinner size="sm" label="Starting" /> : <Play aria-hidden="true" />}
      Process
    </Button>
  );
}
