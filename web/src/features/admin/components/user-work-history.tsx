// A technician's work history as an administrator sees it (docs/product.md §14.5): read-only, with
// what a submission would still need, the recorded history, and Approve / Return.

import { calendarDateOf } from "@domain/calendar-date";
import { isCertificationActive } from "@domain/certifications";
import { formatDuration } from "@domain/duration";
import {
  CERTIFICATE_RATING_LABELS,
  EXPERIENCE_DISCIPLINE_LABELS,
  EXPERIENCE_DISCIPLINES,
  IA_STATUS_LABELS,
  OPERATION_CATEGORY_LABELS,
  PROCESSING_STATUS_LABELS,
} from "@domain/enums";
import { type AdminWorkHistory, FORM_REVIEW_ACTION_LABELS } from "@domain/schemas/form-review";
import { EXPERIENCE_SCHEMAS } from "@domain/schemas/work-history";
import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FromResumeBadge } from "@/components/from-resume-badge";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { getServerMessage } from "@/lib/api";
import { formatCalendarDay, formatDate } from "@/lib/format";
import { useReviewForm } from "../api/work-history";
import { ReturnFormDialog } from "./return-form-dialog";

const NONE = "—";
/** How the reviewer's marks name the resume an entry was read from (docs/product.md §14.6). */
const TECHNICIANS_RESUME = "the technician's resume";

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{value || NONE}</dd>
    </div>
  );
}

function ViewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-muted-foreground">{children}</p>
);

function ReviewActions({ view }: { view: AdminWorkHistory }) {
  const { approve, returnForm } = useReviewForm(view.user.id);
  const form = view.form;
  if (!form || (form.status !== "submitted" && form.status !== "completed")) return null;
  const pending = approve.isPending || returnForm.isPending;
  const failed = (title: string) => (error: unknown) => {
    toast({ title, description: getServerMessage(error) ?? "Please try again.", variant: "destructive" });
    throw error;
  };
  return (
    <div className="flex flex-wrap gap-2">
      {form.status === "submitted" ? (
        <ConfirmDialog
          trigger={
            <Button disabled={pending}>
              <CircleCheck aria-hidden="true" />
              Approve
            </Button>
          }
          title="Approve this work history?"
          description={`The form of ${view.user.fullName} becomes Completed and stays read-only.`}
          confirmLabel="Approve"
          destructive={false}
          closeWhen="success"
          pendingLabel="Approving"
          onConfirm={() =>
            approve
              .mutateAsync(form.id)
              .then(() =>
                toast({
                  title: "Form approved",
                  description: `${view.user.fullName}'s work history is completed.`,
                }),
              )
              .catch(failed("Approval failed"))
          }
        />
      ) : null}
      <ReturnFormDialog
        ownerName={view.user.fullName}
        pending={pending}
        onReturn={(reason) =>
          returnForm
            .mutateAsync({ formId: form.id, reason })
            .then(() =>
              toast({
                title: "Form returned",
                description: `${view.user.fullName} can change the form again.`,
              }),
            )
            .catch(failed("Return failed"))
        }
      />
    </div>
  );
}

export function UserWorkHistory({ view }: { view: AdminWorkHistory }) {
  const { form } = view;
  if (!form) {
    return (
      <Alert>
        <AlertTitle>No work history yet</AlertTitle>
        <AlertDescription>{`${view.user.fullName} has not started a work history form.`}</AlertDescription>
      </Alert>
    );
  }
  const today = calendarDateOf(new Date());
  const employerName = new Map(view.employment.map((entry) => [entry.id, entry.companyName ?? NONE]));

  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-muted-foreground">Status</span>
            <Badge variant={form.status === "completed" ? "default" : "secondary"}>
              {PROCESSING_STATUS_LABELS[form.status]}
            </Badge>
            <span className="text-sm text-muted-foreground">{`Last changed ${formatDate(form.updatedAt)}`}</span>
          </div>
          <ReviewActions view={view} />
        </CardContent>
      </Card>

      {view.missing.length > 0 ? (
        <Alert variant="warning">
          <AlertTitle>Not ready to submit</AlertTitle>
          <AlertDescription>{`Missing: ${view.missing.join("; ")}.`}</AlertDescription>
        </Alert>
      ) : null}

      <ViewSection title="Personal Information">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label="First Name" value={form.firstName} />
          <Field label="Last Name" value={form.lastName} />
          <Field label="Email" value={form.email} />
          <Field label="Role/Title" value={form.roleTitle} />
          <Field label="Date of Hire" value={form.dateOfHire ? formatCalendarDay(form.dateOfHire) : null} />
          <Field label="A&P Certificate Number" value={form.apCertificateNumber} />
          <Field label="IA Status" value={form.iaStatus ? IA_STATUS_LABELS[form.iaStatus] : null} />
          <Field
            label="A&P Certificate Issued"
            value={form.apCertificateIssuedOn ? formatCalendarDay(form.apCertificateIssuedOn) : null}
          />
          <Field
            label="Ratings"
            value={
              form.ratings.length > 0
                ? form.ratings.map((rating) => CERTIFICATE_RATING_LABELS[rating]).join(", ")
                : null
            }
          />
          <Field label="IA Issued" value={form.iaIssuedOn ? formatCalendarDay(form.iaIssuedOn) : null} />
          <Field label="Employment Scope" value={form.employmentScope} />
          <Field label="Additional Duties" value={form.additionalDuties} />
        </dl>
      </ViewSection>

      <ViewSection title="Employment History">
        {view.employment.length === 0 ? (
          <Empty>No employers.</Empty>
        ) : (
          <ol className="grid gap-4">
            {view.employment.map((entry, index) => (
              <li key={entry.id} data-entry-id={entry.id} className="grid gap-3 rounded-md border p-3">
                {entry.fromResume ? (
                  <FromResumeBadge entryName={`Employment ${index + 1}`} resume={TECHNICIANS_RESUME} />
                ) : null}
                <dl className="grid gap-3 sm:grid-cols-2">
                  <Field label="Company Name" value={entry.companyName} />
                  <Field label="Position Title" value={entry.positionTitle} />
                  <Field
                    label="Operation Category"
                    value={
                      entry.operationCategory ? OPERATION_CATEGORY_LABELS[entry.operationCategory] : null
                    }
                  />
                  <Field label="Work Address" value={entry.workAddress} />
                  <Field label="Start Date" value={entry.startDate ? formatDate(entry.startDate) : null} />
                  <Field label="End Date" value={entry.endDate ? formatDate(entry.endDate) : "Current"} />
                  <Field label="Responsibilities" value={entry.responsibilities} />
                  <Field label="Full-time" value={entry.isFullTime ? "Yes" : "No"} />
                </dl>
              </li>
            ))}
          </ol>
        )}
      </ViewSection>

      {EXPERIENCE_DISCIPLINES.map((discipline) => {
        const names = EXPERIENCE_SCHEMAS[discipline].fieldNames;
        const entries = view[discipline] as unknown as Record<string, unknown>[];
        const label = EXPERIENCE_DISCIPLINE_LABELS[discipline];
        return (
          <ViewSection key={discipline} title={`${label} Experience`}>
            {entries.length === 0 ? (
              <Empty>No entries.</Empty>
            ) : (
              <ul className="grid gap-2">
                {entries.map((entry, index) => {
                  const equipment = [entry[names.make], entry[names.model], entry[names.series]]
                    .filter(Boolean)
                    .join(" ");
                  const months = Number(entry.yearsExperience) * 12 + Number(entry.monthsExperience);
                  const employers = (entry.selectedEmploymentIds as string[])
                    .map((id) => employerName.get(id))
                    .filter(Boolean);
                  return (
                    <li key={String(entry.id)} data-entry-id={String(entry.id)} className="text-sm">
                      <span className="font-medium">{equipment || NONE}</span>
                      {` · ${formatDuration(months)}`}
                      {employers.length > 0 ? ` · ${employers.join(", ")}` : ""}
                      {entry.fromResume ? (
                        <>
                          {" "}
                          <FromResumeBadge entryName={`${label} ${index + 1}`} resume={TECHNICIANS_RESUME} />
                        </>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </ViewSection>
        );
      })}

      <ViewSection title="Certifications">
        {(form.certifications ?? []).length === 0 ? (
          <Empty>No certifications.</Empty>
        ) : (
          <ul className="grid gap-2">
            {(form.certifications ?? []).map((certification, index) => {
              const active = isCertificationActive(certification, today);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id
                <li key={index} className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium">{certification.name}</span>
                  {certification.number ? <span>{`No. ${certification.number}`}</span> : null}
                  {certification.issuedOn ? <span>{`issued ${certification.issuedOn}`}</span> : null}
                  {certification.expiresOn ? <span>{`expires ${certification.expiresOn}`}</span> : null}
                  <Badge variant={active ? "secondary" : "destructive"}>
                    {active ? "Active" : "Expired"}
                  </Badge>
                </li>
              );
            })}
          </ul>
        )}
      </ViewSection>

      <ViewSection title="Education">
        {(form.education ?? []).length === 0 ? (
          <Empty>No education.</Empty>
        ) : (
          <ul className="grid gap-2">
            {(form.education ?? []).map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id
              <li key={index} className="text-sm">
                {[entry.credential, entry.institution, entry.location].filter(Boolean).join(", ")}
                {entry.startDate || entry.endDate
                  ? ` (${entry.startDate ?? "?"} – ${entry.endDate ?? "?"})`
                  : ""}
              </li>
            ))}
          </ul>
        )}
      </ViewSection>

      <ViewSection title="Skills">
        {(form.skills ?? []).length === 0 ? (
          <Empty>No skills.</Empty>
        ) : (
          <p className="text-sm">{form.skills?.join(", ")}</p>
        )}
      </ViewSection>

      <ViewSection title="History">
        {view.events.length === 0 ? (
          <Empty>Not submitted yet.</Empty>
        ) : (
          <ol className="grid gap-2">
            {view.events.map((event) => (
              <li key={event.id} className="text-sm">
                <span className="font-medium">{FORM_REVIEW_ACTION_LABELS[event.action]}</span>
                {` by ${event.actorName ?? "a deleted account"} on ${formatDate(event.createdAt)}`}
                {event.reason ? `: ${event.reason}` : ""}
              </li>
            ))}
          </ol>
        )}
      </ViewSection>
    </div>
  );
}
