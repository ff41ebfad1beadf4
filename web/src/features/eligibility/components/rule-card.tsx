// One rule's estimate: status, the figure against its threshold, the periods counted, the
// conditions, the citation, a plain-language note and what is missing.

import type { RuleResultView } from "@domain/schemas/eligibility";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCalendarDay } from "@/lib/format";
import { LogbookEvidence } from "./logbook-evidence";
import { MissingLink } from "./missing-link";
import { figurePercent, figureText, RuleStatus } from "./rule-status";

export function RuleCard({ rule, formId }: { rule: RuleResultView; formId: string | null }) {
  const headingId = `rule-${rule.id}`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle as="h3" id={headingId}>
          {rule.title}
        </CardTitle>
        <CardDescription>{rule.citation}</CardDescription>
        <RuleStatus status={rule.status} />
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          {rule.status === "not_applicable" ? null : (
            <>
              <p className="text-sm">
                {rule.figure.label}: <span className="font-semibold">{figureText(rule.figure)}</span>
              </p>
              <Progress
                value={figurePercent(rule.figure)}
                aria-label={`${rule.figure.label}: ${figureText(rule.figure)}`}
              />
            </>
          )}
          {rule.window && rule.deadline ? (
            <p className="text-xs text-muted-foreground">
              {`IA year ${formatCalendarDay(rule.window.from)} to ${formatCalendarDay(rule.window.to)}; deadline ${formatCalendarDay(rule.deadline)}`}
              {rule.expiresOn ? `. Your IA expires ${formatCalendarDay(rule.expiresOn)}.` : null}
            </p>
          ) : rule.window ? (
            <p className="text-xs text-muted-foreground">
              {`Counted from ${formatCalendarDay(rule.window.from)} to ${formatCalendarDay(rule.window.to)}`}
            </p>
          ) : null}
        </div>

        {rule.conditions.length > 0 ? (
          <ul className="space-y-1.5" aria-label="Conditions">
            {rule.conditions.map((condition) => (
              <li key={condition.label} className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 text-sm">
                <span>
                  {condition.label}
                  {condition.value !== undefined && condition.threshold !== undefined
                    ? ` (${condition.value} of ${condition.threshold})`
                    : ""}
                </span>
                <RuleStatus status={condition.status} />
              </li>
            ))}
          </ul>
        ) : null}

        {rule.periods.length > 0 ? (
          <Table aria-label={`Periods counted for ${rule.title}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Employer</TableHead>
                <TableHead>From</TableHead>
                <TableHead>To</TableHead>
                <TableHead className="text-right">Months</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rule.periods.map((period) => (
                <TableRow key={`${period.employer}-${period.from}-${period.to}`}>
                  <TableCell>{period.employer}</TableCell>
                  <TableCell>{formatCalendarDay(period.from)}</TableCell>
                  <TableCell>{period.ongoing ? "Today" : formatCalendarDay(period.to)}</TableCell>
                  <TableCell className="text-right tabular-nums">{period.months}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}

        <p className="text-sm text-muted-foreground">{rule.note}</p>

        {rule.evidence ? <LogbookEvidence evidence={rule.evidence} /> : null}

        {rule.missing.length > 0 ? (
          <div className="space-y-1">
            <p className="text-sm font-medium">What is missing</p>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {rule.missing.map((item) => (
                <li key={item.message}>
                  <MissingLink target={item.target} message={item.message} formId={formId} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
