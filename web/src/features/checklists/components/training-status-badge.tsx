import { TRAINING_STATUS_LABELS, type TrainingStatus } from "@domain/training-status";
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
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { formatCalendarDay } from "@/lib/format";

const APPEARANCE: Record<TrainingStatus, { icon: LucideIcon; variant: BadgeProps["variant"] }> = {
  not_started: { icon: CircleDashed, variant: "outline" },
  overdue: { icon: CalendarX, variant: "destructive" },
  not_required: { icon: CircleMinus, variant: "outline" },
  not_applicable: { icon: Ban, variant: "outline" },
  pending_sign_off: { icon: Hourglass, variant: "info" },
  current: { icon: CircleCheck, variant: "success" },
  expiring: { icon: Clock, variant: "warning" },
  expired: { icon: CircleAlert, variant: "destructive" },
};

/** The status in words and an icon, never colour alone; an expiring item says when. */
export function trainingStatusText(status: TrainingStatus, expiresOn: string | null): string {
  const label = TRAINING_STATUS_LABELS[status];
  return status === "expiring" && expiresOn ? `${label} on ${formatCalendarDay(expiresOn)}` : label;
}

export function TrainingStatusBadge({
  status,
  expiresOn,
  id,
}: {
  status: TrainingStatus;
  expiresOn: string | null;
  id?: string;
}) {
  const { icon: Icon, variant } = APPEARANCE[status];
  return (
    <Badge id={id} variant={variant}>
      <Icon aria-hidden="true" />
      {trainingStatusText(status, expiresOn)}
    </Badge>
  );
}
