import type { RuleId } from "@domain/eligibility/types";
import { Info } from "lucide-react";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useEligibility } from "@/features/eligibility/api/eligibility";
import { IaActivityLog } from "@/features/eligibility/components/ia-activity-log";
import { RuleCard } from "@/features/eligibility/components/rule-card";

/** The cards in groups, by what one applies for (docs/product.md §19.4). */
const GROUPS: { heading: string; id: string; rules: RuleId[] }[] = [
  {
    heading: "FAA mechanic certificate",
    id: "faa-mechanic",
    rules: ["faa_65_77_airframe", "faa_65_77_powerplant", "faa_65_77_both", "faa_65_83_recent"],
  },
  { heading: "FAA inspection authorization", id: "faa-ia", rules: ["faa_65_91_ia", "faa_65_93_ia_renewal"] },
  {
    heading: "EASA Part-66 licence",
    id: "easa",
    rules: ["easa_66_a_30_three_years", "easa_66_a_30_five_years", "easa_145_a_35_recent"],
  },
];

export function EligibilityPage() {
  const eligibility = useEligibility();
  const report = eligibility.data;
  return (
    <>
      <PageHeader
        title="Eligibility"
        description="What you can apply for, estimated from your work history."
      />
      <div className="space-y-8">
        {eligibility.isError ? (
          <LoadError
            title="Could not load your eligibility"
            error={eligibility.error}
            onRetry={() => void eligibility.refetch()}
            retrying={eligibility.isFetching}
          />
        ) : null}
        {report ? (
          <Alert>
            <Info aria-hidden="true" />
            <AlertDescription>{report.disclaimer}</AlertDescription>
          </Alert>
        ) : eligibility.isPending ? (
          <p className="text-sm text-muted-foreground" aria-busy="true">
            Loading eligibility...
          </p>
        ) : null}
        {report
          ? GROUPS.map((group) => (
              <section key={group.id} aria-labelledby={`${group.id}-heading`} className="space-y-4">
                <h2 id={`${group.id}-heading`} className="text-lg font-semibold tracking-tight">
                  {group.heading}
                </h2>
                <div className="grid gap-4 lg:grid-cols-2">
                  {report.rules
                    .filter((rule) => group.rules.includes(rule.id))
                    .map((rule) => (
                      <RuleCard key={rule.id} rule={rule} formId={report.formId} />
                    ))}
                </div>
                {group.id === "faa-ia" ? <IaActivityLog /> : null}
              </section>
            ))
          : null}
      </div>
    </>
  );
}
