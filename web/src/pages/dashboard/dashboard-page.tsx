import { useQuery } from "@tanstack/react-query";
import { Award, ClipboardCheck, FileCheck } from "lucide-react";
import { DownloadButton } from "@/components/download-button";
import { PageHeader } from "@/components/page-header";
import { StatTile } from "@/components/stat-tile";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useDashboardStats } from "@/features/dashboard/api/dashboard-stats";
import { DisciplineCards } from "@/features/dashboard/components/discipline-cards";
import { ExperienceChart } from "@/features/dashboard/components/experience-chart";
import { GreetingCard } from "@/features/dashboard/components/greeting-card";
import { TrainingProgressCard } from "@/features/dashboard/components/training-progress-card";
import { disciplineTotals } from "@/features/dashboard/experience-totals";
import { EligibilitySummary } from "@/features/eligibility/components/eligibility-summary";
import { experienceSummaryQueryOptions } from "@/features/work-history/api/experience-summary";
import { getErrorMessage } from "@/lib/api";
import { useAuth } from "@/lib/auth";

export function DashboardPage() {
  const { user } = useAuth();
  const stats = useDashboardStats();
  // Asked afresh on each visit, like the stats: a processed resume replaces the entries.
  const experience = useQuery({ ...experienceSummaryQueryOptions(), refetchOnMount: "always" });
  const totals = experience.data ? disciplineTotals(experience.data) : null;
  const failed = [stats, experience].find((query) => query.isError);

  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Your certifications, training and experience at a glance."
        actions={
          <DownloadButton
            url="/api/me/audit-packet.pdf"
            label="Download my training record"
            fallbackFilename="hangar-log-record.pdf"
            failureTitle="Your training record could not be downloaded"
          />
        }
      />
      <div className="space-y-6">
        <GreetingCard
          fullName={user?.fullName ?? ""}
          experienceText={stats.data?.experienceText ?? null}
          loading={stats.isPending}
        />

        {failed ? (
          <Alert variant="destructive">
            <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
              <span>{getErrorMessage(failed.error, "Could not load your dashboard")}</span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  void stats.refetch();
                  void experience.refetch();
                }}
              >
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}

        <section aria-label="Summary" className="grid gap-4 sm:grid-cols-3">
          <StatTile
            label="Certifications"
            icon={Award}
            loading={stats.isPending}
            value={stats.data ? `${stats.data.activeCertifications}/${stats.data.totalCertifications}` : null}
            hint="Active / total"
          />
          <StatTile
            label="Training Progress"
            icon={ClipboardCheck}
            loading={stats.isPending}
            value={stats.data ? `${stats.data.trainingCompletion}%` : null}
            hint="Checklist items completed"
          />
          <StatTile
            label="Forms Completed"
            icon={FileCheck}
            loading={stats.isPending}
            value={stats.data ? `${stats.data.formsCompleted}/${stats.data.totalForms}` : null}
            hint="Completed / total"
          />
        </section>

        <section aria-labelledby="experience-heading" className="space-y-4">
          <h2 id="experience-heading" className="text-lg font-semibold tracking-tight">
            Experience
          </h2>
          <DisciplineCards totals={totals} loading={experience.isPending} />
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Experience by Discipline</CardTitle>
              <CardDescription>Total time recorded on your active work history form</CardDescription>
            </CardHeader>
            <CardContent>
              {totals ? (
                <ExperienceChart totals={totals} />
              ) : (
                <p className="text-sm text-muted-foreground" aria-busy={experience.isPending}>
                  {experience.isPending ? "Loading experience..." : "Experience is not available."}
                </p>
              )}
            </CardContent>
          </Card>
          <TrainingProgressCard
            percent={stats.data?.trainingCompletion ?? null}
            nextUp={stats.data?.trainingNextUp ?? null}
            overdue={stats.data?.trainingOverdue ?? 0}
          />
        </div>

        <EligibilitySummary />
      </div>
    </>
  );
}
