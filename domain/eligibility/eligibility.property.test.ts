// Properties of the eligibility rules (docs/product.md §19.2): no figure counts more months than the
// calendar holds, and more work history never lowers a figure.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CalendarDate, daysInMonth, formatCalendarDate } from "../calendar-date";
import { monthsBetween } from "../duration";
import { IA_ACTIVITY_KINDS } from "../enums";
import { computeEligibility, type EligibilityInput, type RuleId } from "./index";

const TODAY = "2026-06-01";

const date: fc.Arbitrary<CalendarDate> = fc
  .record({
    year: fc.integer({ min: 1990, max: 2026 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.nat(),
  })
  .map(({ year, month, day }) =>
    formatCalendarDate({ year, month, day: (day % daysInMonth(year, month)) + 1 }),
  )
  .filter((value) => value <= TODAY);

const employerArbitrary = fc
  .record({
    start: date,
    end: fc.option(date, { nil: null }),
    name: fc.constantFrom("Acme", "Beta", "Gamma"),
  })
  .map(({ start, end, name }) => ({
    id: `${name}-${start}-${end}`,
    companyName: name,
    startDate: end && end < start ? end : start,
    endDate: end && end < start ? start : end,
  }));

const inputArbitrary: fc.Arbitrary<EligibilityInput> = fc
  .record({
    employers: fc.array(employerArbitrary, { maxLength: 5 }),
    dateOfHire: fc.option(date, { nil: null }),
    airframeCurrent: fc.boolean(),
    powerplantCurrent: fc.boolean(),
    apCertificateIssuedOn: fc.option(date, { nil: null }),
    activities: fc.array(
      fc.record({
        performedOn: date,
        kind: fc.constantFrom(...IA_ACTIVITY_KINDS),
        hours: fc.option(fc.integer({ min: 1, max: 16 }), { nil: null }),
      }),
      { maxLength: 8 },
    ),
  })
  .map((drawn) => ({
    today: TODAY,
    form: {
      dateOfHire: drawn.dateOfHire,
      apCertificateIssuedOn: drawn.apCertificateIssuedOn,
      ratings: ["airframe", "powerplant"],
      iaIssuedOn: drawn.apCertificateIssuedOn,
    },
    employers: drawn.employers,
    experience: [
      {
        discipline: "airframe",
        selectedEmploymentIds: drawn.employers.filter((_, index) => index % 2 === 0).map((each) => each.id),
        includeCurrentEmployment: drawn.airframeCurrent,
        useManualDuration: false,
        manualYears: null,
        manualMonths: null,
      },
      {
        discipline: "powerplant",
        selectedEmploymentIds: drawn.employers.filter((_, index) => index % 3 !== 1).map((each) => each.id),
        includeCurrentEmployment: drawn.powerplantCurrent,
        useManualDuration: false,
        manualYears: null,
        manualMonths: null,
      },
    ],
    iaActivities: drawn.activities,
  }));

/** The rules whose figure is months of work history. */
const PERIOD_RULES: RuleId[] = [
  "faa_65_77_airframe",
  "faa_65_77_powerplant",
  "faa_65_77_both",
  "faa_65_83_recent",
  "easa_66_a_30_three_years",
  "easa_66_a_30_five_years",
  "easa_145_a_35_recent",
];

function figures(input: EligibilityInput): Map<RuleId, number> {
  return new Map(computeEligibility(input).rules.map((rule) => [rule.id, rule.figure.value]));
}

describe("eligibility properties", () => {
  it("never counts more months than the calendar holds from the earliest date to today", () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const starts = [...input.employers.map((each) => each.startDate), input.form?.dateOfHire].filter(
          (value): value is string => Boolean(value),
        );
        const span = starts.length === 0 ? 0 : monthsBetween(starts.toSorted()[0]!, TODAY, TODAY);
        const report = figures(input);
        for (const id of PERIOD_RULES) expect(report.get(id)).toBeLessThanOrEqual(span);
        expect(report.get("faa_65_83_recent")).toBeLessThanOrEqual(24);
        expect(report.get("easa_145_a_35_recent")).toBeLessThanOrEqual(24);
        // Together is never more than either rating alone.
        expect(report.get("faa_65_77_both")).toBeLessThanOrEqual(
          Math.min(report.get("faa_65_77_airframe")!, report.get("faa_65_77_powerplant")!),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("never lowers a figure when an employer named by both disciplines is added", () => {
    fc.assert(
      fc.property(inputArbitrary, employerArbitrary, (input, added) => {
        const extra = { ...added, id: `added-${added.id}` };
        const more: EligibilityInput = {
          ...input,
          employers: [...input.employers, extra],
          experience: input.experience.map((entry) => ({
            ...entry,
            selectedEmploymentIds: [...entry.selectedEmploymentIds, extra.id],
          })),
        };
        const before = figures(input);
        const after = figures(more);
        for (const id of PERIOD_RULES) expect(after.get(id)).toBeGreaterThanOrEqual(before.get(id)!);
      }),
      { numRuns: 300 },
    );
  });

  it("never turns a met IA year into an unmet one when an activity is added", () => {
    fc.assert(
      fc.property(
        inputArbitrary,
        fc.record({
          performedOn: date,
          kind: fc.constantFrom(...IA_ACTIVITY_KINDS),
          hours: fc.constant(null),
        }),
        (input, activity) => {
          const status = (source: EligibilityInput) =>
            computeEligibility(source).rules.find((rule) => rule.id === "faa_65_93_ia_renewal")!.status;
          if (status(input) !== "met") return;
          expect(status({ ...input, iaActivities: [...input.iaActivities, activity] })).toBe("met");
        },
      ),
      { numRuns: 300 },
    );
  });
});
