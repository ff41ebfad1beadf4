// A rule's or a condition's status: an icon and words, so colour is never the only sign.

import { type ConditionStatus, RULE_STATUS_LABELS } from "@domain/eligibility/types";
import { CircleCheck, CircleDashed, CircleHelp, CircleMinus, ListChecks } from "lucide-react";
import { cn } from "@/lib/utils";

const STYLES: Record<ConditionStatus, { icon: typeof CircleCheck; className: string }> = {
  met: { icon: CircleCheck, className: "text-success" },
  not_yet: { icon: CircleDashed, className: "text-warning-foreground" },
  cannot_tell: { icon: CircleHelp, className: "text-muted-foreground" },
  not_applicable: { icon: CircleMinus, className: "text-muted-foreground" },
  to_confirm: { icon: ListChecks, className: "text-muted-foreground" },
};

export function RuleStatus({ status, className }: { status: ConditionStatus; className?: string }) {
  const { icon: Icon, className: tone } = STYLES[status];
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-sm font-medium", tone, className)}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {RULE_STATUS_LABELS[status]}
    </span>
  );
}

/** '23 of 18 months', '2 of 4', '8 of 8 hours'. */
export function figureText(figure: { value: number; threshold: number; unit: string }): string {
  const unit = figure.unit === "activities" ? "" : ` ${figure.unit}`;
  return `${figure.value} of ${figure.threshold}${unit}`;
}

export function figurePercent(figure: { value: number; threshold: number }): number {
  return Math.min(100, Math.round((figure.value / figure.threshold) * 100));
}
