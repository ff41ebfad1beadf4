import { MATRIX_STATUS_LABELS, type TrainingStatus } from "@domain/training-status";
import {
  Ban,
  CalendarX,
  CircleAlert,
  CircleCheck,
  CircleDashed,
  CircleMinus,
  Clock,
  Hourglass,
  type LucideIcon,
} from "lucide-react";
import { cn } from "@/lib/utils";

const APPEARANCE: Record<TrainingStatus, { icon: LucideIcon; className: string }> = {
  not_started: { icon: CircleDashed, className: "text-muted-foreground" },
  overdue: { icon: CalendarX, className: "bg-destructive/10 text-destructive" },
  not_required: { icon: CircleMinus, className: "text-muted-foreground" },
  not_applicable: { icon: Ban, className: "text-muted-foreground" },
  pending_sign_off: { icon: Hourglass, className: "bg-info/10 text-info" },
  current: { icon: CircleCheck, className: "bg-success/10 text-success" },
  expiring: { icon: Clock, className: "bg-warning/15 text-warning-foreground" },
  expired: { icon: CircleAlert, className: "bg-destructive/10 text-destructive" },
};

/**
 * A matrix cell: an icon and the status in words, colour only as a third signal (WCAG 1.4.1). Not
 * trained is the usual case, so it stays quiet: an empty cell whose words only a screen reader reads,
 * and the cells that say something stand out.
 */
export function StatusCell({ status }: { status: TrainingStatus }) {
  if (status === "not_started") {
    return (
      <td className="px-2 py-1.5 text-xs">
        <span className="sr-only">{MATRIX_STATUS_LABELS[status]}</span>
      </td>
    );
  }
  const { icon: Icon, className } = APPEARANCE[status];
  return (
    <td className={cn("whitespace-nowrap px-2 py-1.5 text-xs", className)}>
      <span className="inline-flex items-center gap-1">
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
        {MATRIX_STATUS_LABELS[status]}
      </span>
    </td>
  );
}
