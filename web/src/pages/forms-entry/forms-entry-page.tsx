import { CenteredSpinner } from "@/components/ui/spinner";

/** Finds or creates the user's form and redirects to it (built with the work-history issue). */
export function FormsEntryPage() {
  return (
    <>
      <h1 className="sr-only">Work History</h1>
      <CenteredSpinner fullScreen={false} label="Loading work history" showLabel />
    </>
  );
}
