import type { ChecklistView } from "@domain/schemas/checklist";
import { PageHeader } from "@/components/page-header";
import { overallProgress } from "@/features/checklists/checklist-progress";
import { ChecklistTabs } from "@/features/checklists/components/checklist-tabs";
import { NoChecklists } from "@/features/checklists/components/no-checklists";
import { OverallProgressCard } from "@/features/checklists/components/overall-progress-card";

/** No data is loaded and no calls are made (docs/product.md §2.8): the list is empty for now. */
const NO_CHECKLISTS: readonly ChecklistView[] = [];

export function ChecklistsPage() {
  const checklists = NO_CHECKLISTS;
  return (
    <>
      <PageHeader
        title="Training Checklists"
        description="Work through your training items section by section."
      />
      <div className="space-y-6">
        <OverallProgressCard percent={overallProgress(checklists)} />
        {checklists.length === 0 ? <NoChecklists /> : <ChecklistTabs checklists={checklists} />}
      </div>
    </>
  );
}
