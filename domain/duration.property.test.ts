import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CalendarDate, daysInMonth, formatCalendarDate, nextCalendarDay } from "./calendar-date";
import { MANUAL_MONTHS_MAX, MANUAL_YEARS_MAX } from "./constants";
import {
  type ClosedPeriod,
  formatDuration,
  manualDurationMonths,
  mergePeriods,
  monthsBetween,
  normalizeManualDuration,
  splitMonths,
  totalMonthsOfPeriods,
} from "./duration";

const TODAY = "2024-06-10";

const calendarDate: fc.Arbitrary<CalendarDate> = fc
  .record({
    year: fc.integer({ min: 1960, max: 2040 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.nat(),
  })
  .map(({ year, month, day }) =>
    formatCalendarDate({ year, month, day: (day % daysInMonth(year, month)) + 1 }),
  );

const firstOfMonth: fc.Arbitrary<CalendarDate> = fc
  .record({ year: fc.integer({ min: 1960, max: 2040 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => formatCalendarDate({ year, month, day: 1 }));

function periodOf(date: fc.Arbitrary<CalendarDate>): fc.Arbitrary<ClosedPeriod> {
  return fc.tuple(date, date).map(([a, b]) => (a <= b ? { start: a, end: b } : { start: b, end: a }));
}

const periods = fc.array(periodOf(calendarDate), { maxLength: 8 });
const total = (list: readonly ClosedPeriod[]) => totalMonthsOfPeriods(list, TODAY);
const sumOfParts = (list: readonly ClosedPeriod[]) =>
  list.reduce((sum, period) => sum + monthsBetween(period.start, period.end, TODAY), 0);

describe("monthsBetween properties", () => {
  it("is never negative", () => {
    fc.assert(
      fc.property(
        calendarDate,
        fc.option(calendarDate),
        (start, end) => monthsBetween(start, end, TODAY) >= 0,
      ),
    );
  });

  it("grows with the end date and shrinks with the start date", () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, calendarDate, (start, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(monthsBetween(start, early, TODAY)).toBeLessThanOrEqual(monthsBetween(start, late, TODAY));
        expect(monthsBetween(late, a, TODAY)).toBeLessThanOrEqual(monthsBetween(early, a, TODAY));
      }),
    );
  });

  it("uses today for a missing end", () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, (start, today) => {
        expect(monthsBetween(start, null, today)).toBe(monthsBetween(start, today, today));
      }),
    );
  });

  it("counts exactly k months from a date to the same day k months later", () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: 600 }), (start, k) => {
        const [year, month, day] = start.split("-").map(Number) as [number, number, number];
        const index = month - 1 + k;
        const endYear = year + Math.floor(index / 12);
        const endMonth = (index % 12) + 1;
        fc.pre(day <= daysInMonth(endYear, endMonth));
        const end = formatCalendarDate({ year: endYear, month: endMonth, day });
        expect(monthsBetween(start, end, TODAY)).toBe(k);
      }),
    );
  });
});

describe("manual duration properties", () => {
  it("always gives whole years >= 0 and whole months 0-11, whatever was typed", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (years, months) => {
        const normalized = normalizeManualDuration(years, months);
        expect(Number.isInteger(normalized.years)).toBe(true);
        expect(Number.isInteger(normalized.months)).toBe(true);
        expect(normalized.years).toBeGreaterThanOrEqual(0);
        expect(normalized.years).toBeLessThanOrEqual(MANUAL_YEARS_MAX);
        expect(normalized.months).toBeGreaterThanOrEqual(0);
        expect(normalized.months).toBeLessThanOrEqual(MANUAL_MONTHS_MAX);
      }),
    );
  });

  it("leaves valid input unchanged", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MANUAL_YEARS_MAX }),
        fc.integer({ min: 0, max: 11 }),
        (years, months) => {
          expect(normalizeManualDuration(years, months)).toEqual({ years, months });
          expect(manualDurationMonths(years, months)).toBe(years * 12 + months);
        },
      ),
    );
  });

  it("splits and formats any total consistently", () => {
    fc.assert(
      fc.property(fc.nat({ max: 2000 }), (totalMonths) => {
        const { years, months } = splitMonths(totalMonths);
        expect(years * 12 + months).toBe(totalMonths);
        expect(months).toBeGreaterThanOrEqual(0);
        expect(months).toBeLessThanOrEqual(11);
        expect(formatDuration(totalMonths)).toMatch(/^(\d+ years? \d+ months?|\d+ years?|\d+ months?)$/);
      }),
    );
  });
});

describe("merging properties", () => {
  it("is idempotent", () => {
    fc.assert(
      fc.property(periods, (list) => {
        const merged = mergePeriods(list);
        expect(mergePeriods(merged)).toEqual(merged);
      }),
    );
  });

  it("gives sorted periods with a gap of at least a day between them", () => {
    fc.assert(
      fc.property(periods, (list) => {
        const merged = mergePeriods(list);
        for (const [previous, next] of merged.slice(1).map((period, i) => [merged[i]!, period] as const)) {
          expect(nextCalendarDay(previous.end) < next.start).toBe(true);
        }
      }),
    );
  });

  it("covers every day of every input period", () => {
    fc.assert(
      fc.property(periods, (list) => {
        const merged = mergePeriods(list);
        for (const period of list) {
          expect(merged.some((m) => m.start <= period.start && period.end <= m.end)).toBe(true);
        }
      }),
    );
  });

  it("never counts the same time twice: repeating or reordering periods changes nothing", () => {
    fc.assert(
      fc.property(
        periods.chain((list) =>
          fc.tuple(
            fc.constant(list),
            fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
          ),
        ),
        ([list, shuffled]) => {
          expect(total([...list, ...list])).toBe(total(list));
          expect(total(shuffled)).toBe(total(list));
        },
      ),
    );
  });

  it("never increases the total beyond the sum of the parts when dates are month starts", () => {
    // Resume dates become first-of-month dates; there whole months are exact and add up.
    fc.assert(
      fc.property(fc.array(periodOf(firstOfMonth), { maxLength: 8 }), (list) => {
        expect(total(list)).toBeLessThanOrEqual(sumOfParts(list));
      }),
    );
  });

  it("stays between the longest period and the whole span", () => {
    fc.assert(
      fc.property(periods, (list) => {
        fc.pre(list.length > 0);
        const longest = Math.max(...list.map((p) => monthsBetween(p.start, p.end, TODAY)));
        // ISO dates sort as text.
        const first = list.map((p) => p.start).sort()[0]!;
        const last = list
          .map((p) => p.end)
          .sort()
          .at(-1)!;
        expect(total(list)).toBeGreaterThanOrEqual(longest);
        expect(total(list)).toBeLessThanOrEqual(monthsBetween(first, last, TODAY));
      }),
    );
  });

  it("never decreases when a period is added", () => {
    fc.assert(
      fc.property(periods, periodOf(calendarDate), (list, extra) => {
        expect(total([...list, extra])).toBeGreaterThanOrEqual(total(list));
      }),
    );
  });
});
