import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

type SpinnerProps = Omit<ComponentProps<"div">, "role"> & {
  /** Accessible name, announced politely. */
  label?: string;
  /** Show the label next to the icon instead of only to assistive technology. */
  showLabel?: boolean;
  size?: "sm" | "md" | "lg";
};

const sizes = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

export function Spinner({
  label = "Loading",
  showLabel = false,
  size = "md",
  className,
  ...props
}: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={label}
      data-slot="spinner"
      className={cn("inline-flex items-center gap-2 text-muted-foreground", className)}
      {...props}
    >
      <LoaderCircle className={cn("animate-spin text-primary", sizes[size])} aria-hidden="true" />
      {showLabel ? <span className="text-sm">{label}</span> : null}
    </div>
  );
}

/** A spinner centred in the available space (whole screen by default). */
export function CenteredSpinner({
  className,
  fullScreen = true,
  ...props
}: SpinnerProps & { fullScreen?: boolean }) {
  return (
    <div
      className={cn(
        "flex w-full items-center justify-center",
        fullScreen ? "min-h-dvh" : "min-h-64",
        className,
      )}
    >
      <Spinner size="lg" className="flex-col" {...props} />
    </div>
  );
}
