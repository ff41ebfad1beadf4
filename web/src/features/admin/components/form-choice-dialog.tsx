import type { FormChoice } from "@domain/schemas/bulk-import";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

/** The server's question when the chosen user's form holds data: Overwrite or Keep (docs/product.md §18.3). */
export function FormChoiceDialog({
  question,
  onChoose,
  onCancel,
}: {
  /** The server's sentence; null when closed. */
  question: string | null;
  onChoose: (choice: FormChoice) => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog open={question !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Work history form not empty</AlertDialogTitle>
          <AlertDialogDescription>{question}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant="outline" onClick={() => onChoose("keep")}>
            Keep
          </Button>
          <Button variant="destructive" onClick={() => onChoose("overwrite")}>
            Overwrite
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
