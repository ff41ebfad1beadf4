import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/**
 * A labelled number: a group named by its label. `value` null means not known yet (loading) or not
 * available (failed): a dash is shown, with the reason for screen readers.
 */
export function StatTile({
  label,
  value,
  hint,
  icon: Icon,
  loading = false,
  className,
  valueClassName,
}: {
  label: string;
  value: ReactNode | null;
  hint?: ReactNode;
  icon?: LucideIcon;
  loading?: boolean;
  className?: string;
  valueClassName?: string;
}) {
  const labelId = useId();
  return (
    <Card
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      className={cn("gap-2 px-5 py-5", className)}
    >
      <div className="flex items-center justify-between gap-3">
        <p id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        {Icon ? (
          <span className="flex size-9 items-center justify-center rounded-md bg-primary/10 text-primary">
            <Icon className="size-4" aria-hidden="true" />
          </span>
        ) : null}
      </div>
      <p className={cn("text-3xl font-semibold tracking-tight tabular-nums", valueClassName)}>
        {value ?? (
          <>
            <span aria-hidden="true">–</span>
            <span className="sr-only">{loading ? "Loading" : "Not available"}</span>
          </>
        )}
      </p>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </Card>
  );
}
