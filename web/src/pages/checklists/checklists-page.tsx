import { PageHeader } from "@/components/page-header";

export function ChecklistsPage() {
  return <PageHeader title="Training Checklists" />;
}
