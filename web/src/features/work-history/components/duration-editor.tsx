import { type CalendarDate, calendarDateParts, isCalendarDate } from "@domain/calendar-date";
import { MANUAL_MONTHS_MAX, MANUAL_MONTHS_MIN, MANUAL_YEARS_MAX, MANUAL_YEARS_MIN } from "@domain/constants";
import { calculatedExperienceMonths, formatDuration, manualDurationMonths } from "@domain/duration";
import { applyManualModeRule, manualMonthsSchema, manualYearsSchema } from "@domain/schemas/work-history";
import { useState } from "react";
import type { z } from "zod";
import { FieldError, fieldErrorProps } from "@/components/autosave/autosave-text-fields";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDate } from "@/lib/format";

export interface DurationChoice {
  selectedEmploymentIds: string[];
  includeCurrentEmployment: boolean;
  useManualDuration: boolean;
  /** A whole number, or the text typed when it is not one (refused with a message, never clamped). */
  manualYears: number | string;
  manualMonths: number | string;
}

export interface EmployerOption {
  id: string;
  name: string;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
}

/** 'Mar 5, 2026' for a calendar date, read as that day wherever the browser is. */
function formatCalendarDay(date: CalendarDate): string {
  const { year, month, day } = calendarDateParts(date);
  return formatDate(new Date(year, month - 1, day));
}

function employerPeriod({ startDate, endDate }: EmployerOption): string {
  if (!isCalendarDate(startDate)) return "no dates yet";
  const end = isCalendarDate(endDate) ? formatCalendarDay(endDate) : "present";
  return `${formatCalendarDay(startDate)} – ${end}`;
}

/** The months the choice counts for, by the domain rule (the server stores the same number). */
export function durationMonths(
  choice: DurationChoice,
  employers: readonly EmployerOption[],
  dateOfHire: CalendarDate | null,
  today: CalendarDate,
): number {
  if (choice.useManualDuration) return manualDurationMonths(choice.manualYears, choice.manualMonths);
  const selected = new Set(choice.selectedEmploymentIds);
  return calculatedExperienceMonths({
    selectedEmployments: employers.filter((employer) => selected.has(employer.id)),
    includeCurrentEmployment: choice.includeCurrentEmployment,
    dateOfHire,
    today,
  });
}

/** The domain's message for a manual years or months value, or null when it is a whole number in range. */
export function manualPartProblem(schema: z.ZodType, value: number | string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "Invalid value");
}

/** What the box holds: a number when the text is digits (with a sign), else the text itself, which the rule refuses. */
function typedNumber(text: string): number | string {
  // A sign is a number too, so '-1' reads 'must be 0 or more', not 'must be a whole number'.
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

/**
 * A whole-number box. What is typed is kept as typed: a value out of range, a fraction or '1e3' is
 * refused with the domain's message under the box, never clamped; an emptied box counts as 0.
 */
function ManualNumberInput({
  id,
  label,
  value,
  min,
  max,
  error,
  onValue,
}: {
  id: string;
  label: string;
  value: number | string;
  min: number;
  max: number;
  error: string | null;
  onValue: (value: number | string) => void;
}) {
  // An emptied box stays empty while the user is in it (it counts as 0), so a new number can be typed.
  const [emptied, setEmptied] = useState(false);
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        className="w-28"
        value={emptied ? "" : String(value)}
        onChange={(event) => {
          const text = event.target.value.trim();
          setEmptied(text === "");
          onValue(text === "" ? 0 : typedNumber(text));
        }}
        onBlur={() => setEmptied(false)}
        {...fieldErrorProps(id, error)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * How long an experience entry counts for: the selected employers of this form plus, optionally, the
 * current employment since the date of hire; or a manual number of years and months. Turning manual
 * mode on clears the employer choice (the domain rule the server applies too).
 */
export function DurationEditor({
  idPrefix,
  value,
  employers,
  dateOfHire,
  today,
  onChange,
}: {
  idPrefix: string;
  value: DurationChoice;
  employers: readonly EmployerOption[];
  dateOfHire: CalendarDate | null;
  today: CalendarDate;
  onChange: (changes: Partial<DurationChoice>) => void;
}) {
  const id = (part: string) => `${idPrefix}-${part}`;
  const known = new Set(employers.map((employer) => employer.id));
  // Only employers of this form count (a deleted one may linger until the server answers).
  const selected = value.selectedEmploymentIds.filter((employmentId) => known.has(employmentId));
  const yearsError = value.useManualDuration ? manualPartProblem(manualYearsSchema, value.manualYears) : null;
  const monthsError = value.useManualDuration
    ? manualPartProblem(manualMonthsSchema, value.manualMonths)
    : null;
  const months = durationMonths(value, employers, dateOfHire, today);

  const toggleEmployer = (employmentId: string, checked: boolean) => {
    const next = checked ? [...selected, employmentId] : selected.filter((other) => other !== employmentId);
    onChange({ selectedEmploymentIds: employers.map((e) => e.id).filter((e) => next.includes(e)) });
  };

  return (
    <fieldset className="grid gap-4 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">Duration</legend>

      <div className="flex items-center gap-2">
        <Checkbox
          id={id("manual")}
          checked={value.useManualDuration}
          onCheckedChange={(checked) =>
            onChange(applyManualModeRule({ useManualDuration: checked === true }))
          }
        />
        <Label htmlFor={id("manual")} className="font-normal">
          Enter the duration manually
        </Label>
      </div>

      {value.useManualDuration ? (
        <div className="flex flex-wrap gap-4">
          <ManualNumberInput
            id={id("years")}
            label="Years"
            value={value.manualYears}
            min={MANUAL_YEARS_MIN}
            max={MANUAL_YEARS_MAX}
            error={yearsError}
            onValue={(manualYears) => onChange({ manualYears })}
          />
          <ManualNumberInput
            id={id("months")}
            label="Months"
            value={value.manualMonths}
            min={MANUAL_MONTHS_MIN}
            max={MANUAL_MONTHS_MAX}
            error={monthsError}
            onValue={(manualMonths) => onChange({ manualMonths })}
          />
        </div>
      ) : (
        <div className="grid gap-3">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm text-muted-foreground">Employers counted</legend>
            {employers.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Add employers under Employment History to count their time here.
              </p>
            ) : (
              employers.map((employer) => (
                <div key={employer.id} className="flex items-start gap-2">
                  <Checkbox
                    id={id(`employer-${employer.id}`)}
                    className="mt-0.5"
                    checked={selected.includes(employer.id)}
                    onCheckedChange={(checked) => toggleEmployer(employer.id, checked === true)}
                  />
                  <Label
                    htmlFor={id(`employer-${employer.id}`)}
                    className="flex-wrap font-normal leading-snug"
                  >
                    {employer.name}{" "}
                    <span className="text-xs text-muted-foreground">({employerPeriod(employer)})</span>
                  </Label>
                </div>
              ))
            )}
          </fieldset>
          <div className="flex items-start gap-2">
            <Checkbox
              id={id("current")}
              className="mt-0.5"
              checked={value.includeCurrentEmployment}
              onCheckedChange={(checked) => onChange({ includeCurrentEmployment: checked === true })}
            />
            <Label htmlFor={id("current")} className="flex-wrap font-normal leading-snug">
              Include current employment{" "}
              <span className="text-xs text-muted-foreground">
                {isCalendarDate(dateOfHire)
                  ? `(since the Date of Hire, ${formatCalendarDay(dateOfHire)})`
                  : "(counts once a Date of Hire is set in Personal Information)"}
              </span>
            </Label>
          </div>
        </div>
      )}

      <p className="text-sm">
        Duration:{" "}
        <output htmlFor={id("manual")} aria-live="polite" className="font-semibold">
          {yearsError || monthsError ? "not counted until corrected" : formatDuration(months)}
        </output>
      </p>
    </fieldset>
  );
}
