// The compact summary of Home and the Dashboard: each rule's status in a line, and the way to the page.

import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { LoadError } from "@/components/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EXPERIENCE_NOTES } from "@/lib/experience-notes";
import { paths } from "@/lib/paths";
import { useEligibility } from "../api/eligibility";
import { figureText, RuleStatus } from "./rule-status";

export function EligibilitySummary() {
  const eligibility = useEligibility();
  return (
    <Card role="region" aria-labelledby="eligibility-summary-heading">
      <CardHeader>
        <CardTitle as="h2" id="eligibility-summary-heading">
          Eligibility
        </CardTitle>
        <CardDescription>Estimates from your work history, not an FAA or EASA determination.</CardDescription>
        <p className="text-xs text-muted-foreground">{EXPERIENCE_NOTES.eligibility}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        {eligibility.isError ? (
          <LoadError
            title="Could not load your eligibility"
            error={eligibility.error}
            onRetry={() => void eligibility.refetch()}
            retrying={eligibility.isFetching}
          />
        ) : eligibility.data ? (
          <ul className="divide-y text-sm" aria-label="Rules">
            {eligibility.data.rules.map((rule) => (
              <li
                key={rule.id}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1.5"
              >
                <span>
                  {rule.title}{" "}
                  {rule.status === "not_applicable" ? null : (
                    <span className="text-muted-foreground">({figureText(rule.figure)})</span>
                  )}
                </span>
                <RuleStatus status={rule.status} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground" aria-busy="true">
            Loading eligibility...
          </p>
        )}
        <Link
          href={paths.eligibility}
          className="inline-flex items-center gap-1 text-sm font-medium underline underline-offset-2"
        >
          See your eligibility
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}
