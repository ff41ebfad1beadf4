import { FileText } from "lucide-react";
import { Badge } from "@/components/ui/badge";

export const FROM_RESUME_LABEL = "From resume";

/**
 * Marks an entry that processing read from the resume and its owner has not changed since
 * (docs/product.md §14.6). Words and an icon, not colour alone; the hidden part names the entry and
 * whose resume it was, so that the mark makes sense when read out on its own.
 */
export function FromResumeBadge({
  entryName,
  resume = "your resume",
}: {
  entryName: string;
  /** 'your resume' on the technician's own form, 'the technician's resume' for a reviewer. */
  resume?: string;
}) {
  return (
    <Badge variant="info">
      <FileText aria-hidden="true" />
      {FROM_RESUME_LABEL}{" "}
      <span className="sr-only">
        ({entryName} was read from {resume} and has not been changed since)
      </span>
    </Badge>
  );
}
