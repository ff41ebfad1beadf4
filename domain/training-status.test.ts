import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CalendarDate, daysInMonth, formatCalendarDate } from "./calendar-date";
import {
  addCalendarMonths,
  addDays,
  daysBetween,
  EVERY_ITEM_REQUIRED,
  EXPIRING_SOON_DAYS,
  expiresOnFor,
  nextUpHint,
  type PositionRequirementRule,
  type TrainingProgressItem,
  trainingProgress,
  trainingRequirement,
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

describe("required training (positions, not applicable, due dates)", () => {
  const required = (dueOn: string | null = null) => ({ required: true, notApplicable: false, dueOn });

  it("reads 'not required' or 'not applicable' whatever the completion", () => {
    const notRequired = { required: false, notApplicable: false, dueOn: null };
    expect(trainingStatus(null, once, "2026-06-01", notRequired)).toBe("not_required");
    expect(trainingStatus(done("2026-05-01"), once, "2026-06-01", notRequired)).toBe("not_required");
    expect(
      trainingStatus(done("2026-05-01"), once, "2026-06-01", { ...required(), notApplicable: true }),
    ).toBe("not_applicable");
  });

  it("is overdue the day after its due date while not done, never once done", () => {
    expect(trainingStatus(null, once, "2026-06-01", required("2026-06-01"))).toBe("not_started");
    expect(trainingStatus(null, once, "2026-06-02", required("2026-06-01"))).toBe("overdue");
    expect(
      trainingStatus(
        { completed: false, completedOn: null, signedOff: false },
        once,
        "2026-07-01",
        required("2026-06-01"),
      ),
    ).toBe("overdue");
    expect(trainingStatus(done("2026-06-20"), once, "2026-07-01", required("2026-06-01"))).toBe("current");
    expect(
      trainingStatus(
        done("2026-06-20"),
        { recurrenceMonths: null, requiresSignOff: true },
        "2026-07-01",
        required("2026-06-01"),
      ),
    ).toBe("pending_sign_off");
  });

  it("defaults to every item required without a due date", () => {
    expect(trainingStatus(null, once, "2026-06-01")).toBe(
      trainingStatus(null, once, "2026-06-01", EVERY_ITEM_REQUIRED),
    );
  });

  it("leaves items not required out of progress, and puts overdue first in 'Next up'", () => {
    const items: TrainingProgressItem[] = [
      { itemId: "a", name: "a", status: "current" },
      { itemId: "b", name: "b", status: "not_required" },
      { itemId: "c", name: "c", status: "not_applicable" },
      { itemId: "d", name: "d", status: "expired" },
      { itemId: "e", name: "e", status: "overdue", dueOn: "2026-05-01" },
    ];
    expect(trainingProgress(items)).toEqual({ current: 1, total: 3, percent: 33, nextUp: items[4] });
    expect(trainingProgress(items.slice(0, 3))).toEqual({ current: 1, total: 1, percent: 100, nextUp: null });
    expect(nextUpHint(trainingProgress(items))).toBe("Start e: it was due on 2026-05-01.");
  });

  it("adds calendar days across months and years", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-12-25", 30)).toBe("2027-01-24");
    expect(addDays("2026-03-01", 0)).toBe("2026-03-01");
  });

  describe("trainingRequirement", () => {
    const item = { id: "i1", sectionId: "s1", tabId: "t1" };
    const rule = (over: Partial<PositionRequirementRule>): PositionRequirementRule => ({
      positionId: "p1",
      tabId: null,
      sectionId: null,
      itemId: null,
      dueWithinDays: null,
      ...over,
    });
    const held = [{ positionId: "p1", joinedOn: "2026-03-01", dueWithinDays: 30 }];

    it("requires everything of a person without positions", () => {
      expect(trainingRequirement(item, [], [rule({ itemId: "other" })], false)).toEqual(EVERY_ITEM_REQUIRED);
      expect(trainingRequirement(item, [], [], true).notApplicable).toBe(true);
    });

    it("requires an item its positions name, or its section or tab", () => {
      expect(trainingRequirement(item, held, [rule({ itemId: "i1" })], false).required).toBe(true);
      expect(trainingRequirement(item, held, [rule({ sectionId: "s1" })], false).required).toBe(true);
      expect(trainingRequirement(item, held, [rule({ tabId: "t1" })], false).required).toBe(true);
      expect(trainingRequirement(item, held, [rule({ itemId: "i2", sectionId: null })], false).required).toBe(
        false,
      );
      expect(
        trainingRequirement(item, held, [rule({ positionId: "p2", itemId: "i1" })], false).required,
      ).toBe(false);
    });

    it("dates initial training N days after joining: the requirement's own N, else the position's, the earliest wins", () => {
      expect(trainingRequirement(item, held, [rule({ itemId: "i1" })], false).dueOn).toBe("2026-03-31");
      expect(trainingRequirement(item, held, [rule({ itemId: "i1", dueWithinDays: 10 })], false).dueOn).toBe(
        "2026-03-11",
      );
      const two = [...held, { positionId: "p2", joinedOn: "2026-01-01", dueWithinDays: null }];
      expect(
        trainingRequirement(
          item,
          two,
          [rule({ tabId: "t1" }), rule({ positionId: "p2", itemId: "i1", dueWithinDays: 14 })],
          false,
        ).dueOn,
      ).toBe("2026-01-15");
      expect(
        trainingRequirement(item, [{ ...held[0]!, dueWithinDays: null }], [rule({ itemId: "i1" })], false)
          .dueOn,
      ).toBeNull();
    });
  });
});
