import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const TABLE_SCROLL_HINT = "Scroll sideways to see every column";

/**
 * Scrolls horizontally on small screens. Give it a caption (`TableCaption`, may be `sr-only`).
 * `scrollLabel` (wide tables): on phones a visible hint says the table scrolls, and the scrolling
 * area is a labelled region that takes keyboard focus, so it can be scrolled with the arrow keys.
 */
export function Table({
  className,
  scrollLabel,
  ...props
}: ComponentProps<"table"> & { scrollLabel?: string }) {
  const table = (
    <table data-slot="table" className={cn("w-full caption-bottom text-sm", className)} {...props} />
  );
  if (!scrollLabel)
    return (
      <div data-slot="table-container" className="relative w-full overflow-x-auto">
        {table}
      </div>
    );
  return (
    <div className="grid gap-1">
      <p className="text-xs text-muted-foreground md:hidden">{TABLE_SCROLL_HINT} →</p>
      <section
        data-slot="table-container"
        aria-label={scrollLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="relative w-full overflow-x-auto rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {table}
      </section>
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<"tfoot">) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn("border-t bg-muted/50 font-medium [&>tr]:last:border-b-0", className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      data-slot="table-row"
      className={cn("border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted", className)}
      {...props}
    />
  );
}

export function TableHead({ className, scope = "col", ...props }: ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        "h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground [&:has([role=checkbox])]:pr-0",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return (
    <td
      data-slot="table-cell"
      className={cn("p-3 align-middle [&:has([role=checkbox])]:pr-0", className)}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return (
    <caption
      data-slot="table-caption"
      className={cn("mt-4 text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
