import { parseCalendarDate } from "@domain/calendar-date";
import { localToday } from "@domain/form-dates";
import type {
  TrainingDocumentView,
  TrainingMappingReason,
  TrainingMappingView,
} from "@domain/schemas/training-document";
import { AlertTriangle, Check, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useDecideMapping } from "../api/decide-mapping";
import { completionDayProblem, formatCertificateDate, usableCertificateDay } from "../training-dates";

/** 'title words: human, factors · keywords: crm · ATA chapter 05'. */
export function mappingReasons(why: TrainingMappingReason): string {
  const parts: string[] = [];
  if (why.titleWords.length > 0) parts.push(`title words: ${why.titleWords.join(", ")}`);
  if (why.keywords.length > 0) parts.push(`keywords: ${why.keywords.join(", ")}`);
  if (why.ataChapter) parts.push(`ATA chapter ${why.ataChapter}`);
  return parts.length > 0 ? `Matched ${parts.join(" · ")}` : "";
}

function CertificateSummary({ reading }: { reading: TrainingDocumentView }) {
  const { certificate } = reading;
  const rows: [string, string | null][] = [
    ["Course", certificate.courseTitle],
    ["Provider", certificate.provider],
    ["Completed", certificate.completionDate ? formatCertificateDate(certificate.completionDate) : null],
    ["Expires", certificate.expiryDate ? formatCertificateDate(certificate.expiryDate) : null],
    ["Valid for", certificate.validityMonths ? `${certificate.validityMonths} months` : null],
    ["Hours", certificate.hours !== null ? String(certificate.hours) : null],
    ["Certificate no.", certificate.certificateNumber],
    ["Name on certificate", certificate.traineeName],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className={value ? undefined : "text-muted-foreground"}>{value ?? "Not stated"}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The certificate a processed training document holds and its proposed checklist items, each confirmed or rejected here. */
export function TrainingReadingPanel({
  id,
  documentId,
  reading,
}: {
  id?: string;
  documentId: string;
  reading: TrainingDocumentView;
}) {
  const headingId = useId();
  const namesSomeoneElse = reading.trainee === "different";
  const certificateDay = usableCertificateDay(reading.certificate);
  return (
    <div id={id} className="space-y-4 rounded-lg border bg-muted/30 p-4 text-left">
      <CertificateSummary reading={reading} />
      {namesSomeoneElse ? (
        <Alert variant="warning">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>
            This certificate names {reading.certificate.traineeName ?? "someone else"}, not you.
          </AlertDescription>
        </Alert>
      ) : reading.trainee === "unknown" ? (
        <p className="text-sm text-muted-foreground">
          The name on this certificate could not be compared with yours: check that it is yours before
          confirming.
        </p>
      ) : null}
      <section aria-labelledby={headingId} className="space-y-2">
        <h3 id={headingId} className="text-sm font-medium">
          Proposed checklist items
        </h3>
        {reading.mappings.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {namesSomeoneElse
              ? "Nothing is proposed for a certificate that names someone else."
              : "No checklist item matches this certificate."}
          </p>
        ) : (
          <ul className="space-y-2">
            {reading.mappings.map((mapping) => (
              <MappingRow
                key={mapping.itemId}
                documentId={documentId}
                mapping={mapping}
                canConfirm={!namesSomeoneElse}
                certificateDay={certificateDay}
                writtenDate={reading.certificate.completionDate}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function MappingRow({
  documentId,
  mapping,
  canConfirm,
  certificateDay,
  writtenDate,
}: {
  documentId: string;
  mapping: TrainingMappingView;
  canConfirm: boolean;
  /** The certificate's usable completion day; null when the technician must give it. */
  certificateDay: string | null;
  writtenDate: string | null;
}) {
  const decide = useDecideMapping();
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const dayInput = useRef<HTMLInputElement>(null);
  const [day, setDay] = useState("");
  const [dayError, setDayError] = useState<string | null>(null);
  const { itemName } = mapping;
  const needsDay = canConfirm && certificateDay === null;
  const pending = decide.isPending;
  const reasons = mappingReasons(mapping.why);

  function confirm() {
    if (needsDay) {
      const problem = completionDayProblem(day);
      setDayError(problem);
      if (problem) {
        dayInput.current?.focus();
        return;
      }
    }
    decide.mutate({
      decision: "confirm",
      documentId,
      itemId: mapping.itemId,
      itemName,
      requiresSignOff: mapping.requiresSignOff,
      ...(needsDay ? { completedOn: day } : {}),
    });
  }

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-md border bg-card p-3">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium">{itemName}</p>
        <p className="text-sm text-muted-foreground">
          {Math.round(mapping.score * 100)}% match{reasons ? ` · ${reasons}` : ""}
        </p>
        {mapping.requiresSignOff && mapping.decision !== "rejected" ? (
          <p className="text-xs text-muted-foreground">Counts once an administrator signs it off.</p>
        ) : null}
      </div>
      {mapping.decision ? (
        <Badge variant={mapping.decision === "confirmed" ? "success" : "secondary"}>
          {mapping.decision === "confirmed" ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
          {mapping.decision === "confirmed" ? "Confirmed" : "Rejected"}
        </Badge>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          {needsDay ? (
            <div className="grid gap-1">
              <Label htmlFor={inputId} className="text-xs">
                Completion date for {itemName}
              </Label>
              <Input
                ref={dayInput}
                id={inputId}
                type="date"
                className="h-8 w-40"
                max={localToday()}
                value={day}
                onChange={(event) => {
                  setDay(event.target.value);
                  setDayError(null);
                }}
                aria-invalid={dayError ? true : undefined}
                aria-describedby={dayError ? `${hintId} ${errorId}` : hintId}
              />
              <span id={hintId} className="text-xs text-muted-foreground">
                {writtenDate
                  ? parseCalendarDate(writtenDate)
                    ? `The certificate's date, ${formatCertificateDate(writtenDate)}, cannot be right.`
                    : `The certificate says only ${formatCertificateDate(writtenDate)}.`
                  : "The certificate gives no completion date."}
              </span>
              {dayError ? (
                <span id={errorId} role="alert" className="text-xs text-destructive">
                  {dayError}
                </span>
              ) : null}
            </div>
          ) : null}
          {canConfirm ? (
            <Button size="sm" disabled={pending} aria-label={`Confirm ${itemName}`} onClick={confirm}>
              {pending && decide.variables?.decision === "confirm" ? (
                <Spinner size="sm" label="Confirming" />
              ) : (
                <Check aria-hidden="true" />
              )}
              Confirm
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            disabled={pending}
            aria-label={`Reject ${itemName}`}
            onClick={() =>
              decide.mutate({ decision: "reject", documentId, itemId: mapping.itemId, itemName })
            }
          >
            {pending && decide.variables?.decision === "reject" ? (
              <Spinner size="sm" label="Rejecting" />
            ) : (
              <X aria-hidden="true" />
            )}
            Reject
          </Button>
        </div>
      )}
    </li>
  );
}
