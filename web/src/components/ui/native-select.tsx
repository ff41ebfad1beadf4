import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * The browser's own select, styled like the inputs: for filters and short choices, where the native
 * control's keyboard, screen-reader and phone pickers beat a custom one. Tie a Label with `id`.
 */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        "h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
