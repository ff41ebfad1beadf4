import type { ProcessingStatus } from "@domain/enums";
import { LoaderCircle } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { statusLabel } from "../document-status";

const VARIANTS: Record<ProcessingStatus, BadgeProps["variant"]> = {
  draft: "secondary",
  submitted: "info",
  queued: "warning",
  processing: "info",
  completed: "success",
  failed: "destructive",
};

/** A processing status as a badge; 'processing' spins, an unknown value reads 'Unknown'. */
export function DocumentStatusBadge({ status }: { status: string }) {
  const variant = Object.hasOwn(VARIANTS, status) ? VARIANTS[status as ProcessingStatus] : "outline";
  return (
    <Badge variant={variant} data-status={status}>
      {status === "processing" ? (
        <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : null}
      {statusLabel(status)}
    </Badge>
  );
}
