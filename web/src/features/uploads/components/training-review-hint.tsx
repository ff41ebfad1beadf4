import type { TrainingDocumentView } from "@domain/schemas/training-document";
import { Badge } from "@/components/ui/badge";

/** Beside a read training document's status: what waits for the technician, or that the name is not theirs. */
export function TrainingReviewHint({ reading }: { reading: TrainingDocumentView }) {
  if (reading.trainee === "different") return <Badge variant="warning">Not your name</Badge>;
  const undecided = reading.mappings.filter((mapping) => mapping.decision === null).length;
  if (undecided === 0) return null;
  return (
    <Badge variant="info">{undecided === 1 ? "1 item to review" : `${undecided} items to review`}</Badge>
  );
}
