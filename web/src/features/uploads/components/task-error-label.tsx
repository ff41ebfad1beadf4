import { CircleAlert } from "lucide-react";
import { useRef, useState } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/**
 * 'Error', with the task's error message as its tooltip. It is a button so keyboard users reach it
 * (focus opens the tooltip) and a tap opens it on touch screens, where there is no hover.
 */
export function TaskErrorLabel({ message }: { message: string }) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const onOpenChange = (next: boolean) => {
    // Radix closes a tooltip when the page scrolls, and tabbing to an off-screen label scrolls it
    // into view: while the label has focus the message stays (Escape and leaving it still close it).
    if (!next && document.activeElement === triggerRef.current) return;
    setOpen(next);
  };

  return (
    <Tooltip open={open} onOpenChange={onOpenChange}>
      <TooltipTrigger asChild>
        <button
          ref={triggerRef}
          type="button"
          className="inline-flex items-center gap-1 rounded-sm text-xs font-medium text-destructive underline decoration-dotted underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          onClick={(event) => {
            // Radix closes a tooltip on click; here a click (or tap) opens it.
            event.preventDefault();
            setOpen(true);
          }}
        >
          <CircleAlert className="size-3.5" aria-hidden="true" />
          Error
        </button>
      </TooltipTrigger>
      <TooltipContent onEscapeKeyDown={() => setOpen(false)}>{message}</TooltipContent>
    </Tooltip>
  );
}
