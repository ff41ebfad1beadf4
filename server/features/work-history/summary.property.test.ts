// Properties of the discipline total (docs/decisions/0006-experience-totals.md): employer-based
// entries merge in time, manual entries add up.

import { manualDurationMonths } from "@domain/duration";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type DurationChoice, type DurationInputs, storedDuration } from "./durations";
import { disciplineTotalMonths } from "./summary";

const calendarDate = fc
  .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const EMPLOYER_IDS = ["e1", "e2", "e3", "e4"];

const inputs: fc.Arbitrary<DurationInputs> = fc.record({
  dateOfHire: fc.option(calendarDate, { nil: null }),
  employments: fc
    .tuple(
      ...EMPLOYER_IDS.map(() =>
        fc.record({
          startDate: fc.option(calendarDate, { nil: null }),
          endDate: fc.option(calendarDate, { nil: null }),
        }),
      ),
    )
    .map((periods) => new Map(periods.map((period, index) => [EMPLOYER_IDS[index] as string, period]))),
  today: calendarDate,
});

const entry: fc.Arbitrary<DurationChoice> = fc.record({
  selectedEmploymentIds: fc.subarray(EMPLOYER_IDS),
  includeCurrentEmployment: fc.boolean(),
  useManualDuration: fc.boolean(),
  manualYears: fc.integer({ min: 0, max: 100 }),
  manualMonths: fc.integer({ min: 0, max: 11 }),
});

function effectiveMonths(choice: DurationChoice, context: DurationInputs): number {
  const stored = storedDuration(choice, context);
  return stored.yearsExperience * 12 + stored.monthsExperience;
}

describe("discipline totals", () => {
  it("are never below any single entry, and never negative", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), inputs, (entries, context) => {
        const total = disciplineTotalMonths(entries, context);
        expect(total).toBeGreaterThanOrEqual(0);
        for (const one of entries) expect(total).toBeGreaterThanOrEqual(effectiveMonths(one, context));
      }),
    );
  });

  it("do not depend on the order of the entries", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), inputs, (entries, context) => {
        expect(disciplineTotalMonths(entries.toReversed(), context)).toBe(
          disciplineTotalMonths(entries, context),
        );
      }),
    );
  });

  it("count a repeated employer-based entry once and a repeated manual entry twice", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), entry, inputs, (entries, extra, context) => {
        const total = disciplineTotalMonths([...entries, extra], context);
        const repeated = disciplineTotalMonths([...entries, extra, extra], context);
        const added = extra.useManualDuration
          ? manualDurationMonths(extra.manualYears, extra.manualMonths)
          : 0;
        expect(repeated).toBe(total + added);
      }),
    );
  });

  it("are the plain sum when every entry is manual", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), inputs, (entries, context) => {
        const manual = entries.map((one) => ({ ...one, useManualDuration: true }));
        const sum = manual.reduce((total, one) => total + one.manualYears * 12 + one.manualMonths, 0);
        expect(disciplineTotalMonths(manual, context)).toBe(sum);
      }),
    );
  });
});
