import { ChevronDown } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { onRevealRequest, type RevealableSection } from "../section-reveal";
import { useFormReadOnly } from "./form-read-only";

export function formatEntryCount(count: number): string {
  return `${count} ${count === 1 ? "entry" : "entries"}`;
}

/**
 * One numbered, collapsible section of the form. Its heading reads '{number} {title}', followed by
 * the entry count where the section has entries.
 */
export function FormSection({
  number,
  title,
  count,
  defaultOpen = false,
  open: controlledOpen,
  onOpenChange,
  revealAs,
  sectionId,
  children,
}: {
  number: number;
  title: string;
  /** Entries in the section; undefined while they load or for sections without entries. */
  count?: number;
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Opens when a link to one of its fields asks for it (section-reveal.ts). */
  revealAs?: RevealableSection;
  /** The section element's id, for what looks inside it. */
  sectionId?: string;
  children: ReactNode;
}) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = onOpenChange ?? setUncontrolledOpen;
  const headingId = useId();
  const readOnly = useFormReadOnly();
  useEffect(
    () => (revealAs ? onRevealRequest(revealAs, () => setOpen(true)) : undefined),
    [revealAs, setOpen],
  );
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <section
        id={sectionId}
        aria-labelledby={headingId}
        className="rounded-lg border bg-card text-card-foreground shadow-sm"
      >
        <h2 id={headingId} className="text-base font-semibold sm:text-lg">
          <CollapsibleTrigger className="group flex w-full items-center gap-3 rounded-lg px-4 py-4 text-left outline-none hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:px-6">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm text-primary">
              {number}
            </span>{" "}
            <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
              <span>{title}</span>
              {count === undefined ? null : (
                <>
                  {" "}
                  <Badge variant="secondary" className="font-medium">
                    {formatEntryCount(count)}
                  </Badge>
                </>
              )}
            </span>
            <ChevronDown
              className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </CollapsibleTrigger>
        </h2>
        <CollapsibleContent className="border-t px-4 py-5 sm:px-6">
          {/* A disabled fieldset disables every control inside while the form is read-only. */}
          {/* The content's own id belongs to the trigger's aria-controls; links look inside this one. */}
          <fieldset
            id={sectionId ? `${sectionId}-content` : undefined}
            disabled={readOnly}
            className="m-0 min-w-0 border-0 p-0"
          >
            {children}
          </fieldset>
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}
