import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CalendarDate, daysInMonth, formatCalendarDate } from "./calendar-date";
import {
  addCalendarMonths,
  daysBetween,
  EXPIRING_SOON_DAYS,
  expiresOnFor,
  nextUpHint,
  type TrainingProgressItem,
  trainingProgress,
  trainingStatus,
} from "./training-status";

const calendarDate: fc.Arbitrary<CalendarDate> = fc
  .record({
    year: fc.integer({ min: 1960, max: 2060 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.nat(),
  })
  .map(({ year, month, day }) =>
    formatCalendarDate({ year, month, day: (day % daysInMonth(year, month)) + 1 }),
  );

const done = (completedOn: string, signedOff = false) => ({ completed: true, completedOn, signedOff });
const once = { recurrenceMonths: null, requiresSignOff: false };
const every24 = { recurrenceMonths: 24, requiresSignOff: false };

describe("addCalendarMonths", () => {
  it("keeps the day, or takes the target month's last day", () => {
    expect(addCalendarMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addCalendarMonths("2023-01-31", 1)).toBe("2023-02-28");
    expect(addCalendarMonths("2024-02-29", 12)).toBe("2025-02-28");
    expect(addCalendarMonths("2024-02-29", 48)).toBe("2028-02-29");
    expect(addCalendarMonths("2024-03-31", 1)).toBe("2024-04-30");
    expect(addCalendarMonths("2025-11-15", 2)).toBe("2026-01-15");
    expect(addCalendarMonths("2025-12-31", 120)).toBe("2035-12-31");
  });

  it("lands in the right month, on the same day or the month's last", () =>
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 1, max: 120 }), (date, months) => {
        const result = addCalendarMonths(date, months);
        const [y, m, d] = date.split("-").map(Number) as [number, number, number];
        const [ry, rm, rd] = result.split("-").map(Number) as [number, number, number];
        expect(ry * 12 + rm - (y * 12 + m)).toBe(months);
        expect(rd).toBe(Math.min(d, daysInMonth(ry, rm)));
        expect(result > date).toBe(true);
      }),
    ));

  it("never goes backwards as the start date moves forward", () =>
    fc.assert(
      fc.property(calendarDate, calendarDate, fc.integer({ min: 1, max: 120 }), (a, b, months) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(addCalendarMonths(early, months) <= addCalendarMonths(late, months)).toBe(true);
      }),
    ));
});

describe("trainingStatus", () => {
  it("is not started without a completion or when un-ticked", () => {
    expect(trainingStatus(null, once, "2026-06-01")).toBe("not_started");
    expect(
      trainingStatus({ completed: false, completedOn: "2026-01-01", signedOff: false }, once, "2026-06-01"),
    ).toBe("not_started");
  });

  it("waits for sign-off where required, and counts once signed off", () => {
    const rule = { recurrenceMonths: null, requiresSignOff: true };
    expect(trainingStatus(done("2026-05-01"), rule, "2026-06-01")).toBe("pending_sign_off");
    expect(trainingStatus(done("2026-05-01", true), rule, "2026-06-01")).toBe("current");
  });

  it("never expires without recurrence", () => {
    expect(trainingStatus(done("1990-01-01"), once, "2026-06-01")).toBe("current");
  });

  it("is current through the expiry date, expiring within the window, expired the day after", () => {
    // 2024-06-30 + 24 months = 2026-06-30.
    expect(trainingStatus(done("2024-06-30"), every24, "2026-05-30")).toBe("current");
    expect(trainingStatus(done("2024-06-30"), every24, "2026-05-31")).toBe("expiring");
    expect(trainingStatus(done("2024-06-30"), every24, "2026-06-30")).toBe("expiring");
    expect(trainingStatus(done("2024-06-30"), every24, "2026-07-01")).toBe("expired");
  });

  it("reads a leap day's completion to the last day of the next February", () => {
    const yearly = { recurrenceMonths: 12, requiresSignOff: false };
    expect(trainingStatus(done("2024-02-29"), yearly, "2025-02-28")).toBe("expiring");
    expect(trainingStatus(done("2024-02-29"), yearly, "2025-03-01")).toBe("expired");
  });

  it("agrees with the expiry date and the window for any dates", () =>
    fc.assert(
      fc.property(
        calendarDate,
        calendarDate,
        fc.integer({ min: 1, max: 120 }),
        (completedOn, today, months) => {
          const expiresOn = expiresOnFor(completedOn, months)!;
          const status = trainingStatus(
            done(completedOn),
            { recurrenceMonths: months, requiresSignOff: false },
            today,
          );
          if (today > expiresOn) expect(status).toBe("expired");
          else if (daysBetween(today, expiresOn) <= EXPIRING_SOON_DAYS) expect(status).toBe("expiring");
          else expect(status).toBe("current");
        },
      ),
    ));
});

describe("trainingProgress", () => {
  const item = (itemId: string, status: TrainingProgressItem["status"]): TrainingProgressItem => ({
    itemId,
    name: itemId,
    status,
  });

  it("is 0 % and nothing next when there are no items", () => {
    expect(trainingProgress([])).toEqual({ current: 0, total: 0, percent: 0, nextUp: null });
  });

  it("counts current and expiring as done, rounds down, and picks expired before expiring before not started", () => {
    const items = [
      item("a", "not_started"),
      item("b", "expiring"),
      item("c", "current"),
      item("d", "pending_sign_off"),
      item("e", "expired"),
      item("f", "expiring"),
    ];
    expect(trainingProgress(items)).toEqual({ current: 3, total: 6, percent: 50, nextUp: items[4] });
    expect(trainingProgress(items.filter((i) => i.status !== "expired")).nextUp).toEqual(items[1]);
    expect(
      trainingProgress([item("a", "current"), item("b", "pending_sign_off"), item("c", "not_started")]),
    ).toEqual({
      current: 1,
      total: 3,
      percent: 33,
      nextUp: item("c", "not_started"),
    });
    expect(trainingProgress([item("a", "current"), item("b", "pending_sign_off")]).nextUp).toBeNull();
  });
});

describe("nextUpHint", () => {
  const item = (status: TrainingProgressItem["status"]) => ({ itemId: "i", name: "Human factors", status });
  it("says what to do about the next item, or why there is none", () => {
    expect(nextUpHint({ percent: 50, nextUp: item("expired") })).toBe("Renew Human factors: it has expired.");
    expect(nextUpHint({ percent: 50, nextUp: item("expiring") })).toBe(
      "Renew Human factors: it expires soon.",
    );
    expect(nextUpHint({ percent: 0, nextUp: item("not_started") })).toBe("Start Human factors.");
    expect(nextUpHint({ percent: 100, nextUp: null })).toBe(
      "All training checklist items are complete. Keep your documents up to date.",
    );
    expect(nextUpHint({ percent: 60, nextUp: null })).toBe("Your remaining items are waiting for sign-off.");
    expect(nextUpHint({ percent: 0, nextUp: null })).toBe("No training items are waiting for you.");
  });
});
