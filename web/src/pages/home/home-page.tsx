import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Clock, FileText } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { StatTile } from "@/components/stat-tile";
import { useDashboardStats } from "@/features/dashboard/api/dashboard-stats";
import { EligibilitySummary } from "@/features/eligibility/components/eligibility-summary";
import { GettingStarted } from "@/features/home/components/getting-started";
import { AdminActions, QuickActions } from "@/features/home/components/quick-actions";
import { documentsQueryOptions } from "@/features/uploads/api/documents";
import { displayedStatus, isActiveStatus } from "@/features/uploads/document-status";
import { useAuth } from "@/lib/auth";
import { getFirstName } from "@/lib/format";

/**
 * The caller's documents waiting for or in processing. The list polls while any is; a resume that
 * finishes refreshes the form counts with the rest of the work history (decision 0014).
 * (Real numbers instead of fixed zeros: docs/decisions/0008-home-tiles.md.)
 */
function usePendingDocuments(): { count: number | null; loading: boolean } {
  const documents = useQuery({ ...documentsQueryOptions(), refetchOnMount: "always" });
  const count = documents.data
    ? documents.data.filter((document) => isActiveStatus(displayedStatus(document))).length
    : null;
  return { count, loading: documents.isPending };
}

export function HomePage() {
  const { user } = useAuth();
  const stats = useDashboardStats();
  const pending = usePendingDocuments();

  return (
    <>
      <PageHeader
        title={`Welcome back, ${getFirstName(user?.fullName)}`}
        description="Here is where your work history and training stand."
      />
      <div className="space-y-8">
        <section aria-label="Your forms and documents" className="grid gap-4 sm:grid-cols-3">
          <StatTile
            label="Forms"
            icon={FileText}
            value={stats.data?.totalForms ?? null}
            loading={stats.isPending}
            hint="Work history forms"
          />
          <StatTile
            label="Pending"
            icon={Clock}
            value={pending.count}
            loading={pending.loading}
            hint="Documents queued or processing"
          />
          <StatTile
            label="Completed"
            icon={CheckCircle2}
            value={stats.data?.formsCompleted ?? null}
            loading={stats.isPending}
            hint="Forms submitted or completed"
          />
        </section>
        <QuickActions />
        <EligibilitySummary />
        {user?.role === "admin" ? <AdminActions /> : null}
        <GettingStarted />
      </div>
    </>
  );
}
