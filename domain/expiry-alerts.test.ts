import { describe, expect, it } from "vitest";
import { type AlertCandidate, alertItemWording, itemsToAlert } from "./expiry-alerts";

const TODAY = "2026-06-01";

/** A yearly item completed so that it expires on `expiresOn` (completed 12 months earlier). */
function yearly(name: string, completedOn: string, overrides: Partial<AlertCandidate> = {}): AlertCandidate {
  return {
    name,
    recurrenceMonths: 12,
    requiresSignOff: false,
    completion: { completed: true, completedOn, signedOff: false },
    ...overrides,
  };
}

describe("itemsToAlert", () => {
  it("lists an item expiring exactly at the window's edge and leaves out the day after", () => {
    // Completed 2025-07-01 + 12 months = 2026-07-01, 30 days after 2026-06-01.
    const edge = yearly("Edge", "2025-07-01");
    const beyond = yearly("Beyond", "2025-07-02");
    expect(itemsToAlert([edge, beyond], TODAY, 30).map((item) => item.name)).toEqual(["Edge"]);
    expect(itemsToAlert([edge, beyond], TODAY, 30)[0]).toEqual({
      name: "Edge",
      status: "expiring",
      expiresOn: "2026-07-01",
      daysLeft: 30,
    });
  });

  it("uses the window for 7 and 90 days, whatever the item's status", () => {
    const inSeven = yearly("Seven", "2025-06-08"); // expires 2026-06-08: 7 days
    const inEight = yearly("Eight", "2025-06-09"); // 8 days: status expiring, outside a 7-day window
    expect(itemsToAlert([inSeven, inEight], TODAY, 7).map((item) => item.name)).toEqual(["Seven"]);

    const inNinety = yearly("Ninety", "2025-08-30"); // expires 2026-08-30: 90 days, status current
    const inNinetyOne = yearly("NinetyOne", "2025-08-31");
    const listed = itemsToAlert([inNinety, inNinetyOne], TODAY, 90);
    expect(listed).toEqual([{ name: "Ninety", status: "current", expiresOn: "2026-08-30", daysLeft: 90 }]);
    expect(alertItemWording(listed[0]!)).toBe("Expires on 2026-08-30");
  });

  it("lists expired items first, whatever the window, worded with their date", () => {
    const expiresToday = yearly("Today", "2025-06-01"); // still valid today
    const expired = yearly("Expired", "2025-05-31"); // last valid day was yesterday
    const longExpired = yearly("Long ago", "2020-01-01");
    const listed = itemsToAlert([expiresToday, expired, longExpired], TODAY, 7);
    expect(listed.map((item) => [item.name, item.status])).toEqual([
      ["Long ago", "expired"],
      ["Expired", "expired"],
      ["Today", "expiring"],
    ]);
    expect(alertItemWording(listed[1]!)).toBe("Expired on 2026-05-31");
  });

  it("leaves out items awaiting sign-off, not started, never expiring, or undone", () => {
    const awaitingSignOff = yearly("Awaiting", "2025-06-05", { requiresSignOff: true });
    const signedOff = yearly("Signed", "2025-06-05", {
      requiresSignOff: true,
      completion: { completed: true, completedOn: "2025-06-05", signedOff: true },
    });
    const notStarted = yearly("Not started", "2025-06-05", { completion: null });
    const undone = yearly("Undone", "2025-06-05", {
      completion: { completed: false, completedOn: null, signedOff: false },
    });
    const noRecurrence = yearly("Once", "2020-01-01", { recurrenceMonths: null });
    expect(
      itemsToAlert([awaitingSignOff, signedOff, notStarted, undone, noRecurrence], TODAY, 30).map(
        (item) => item.name,
      ),
    ).toEqual(["Signed"]);
  });

  it("returns nothing for someone with nothing to report", () => {
    expect(itemsToAlert([], TODAY, 30)).toEqual([]);
    expect(itemsToAlert([yearly("Fresh", "2026-05-01")], TODAY, 90)).toEqual([]);
  });

  it("lists overdue initial training first and leaves out items not required of the person", () => {
    const due = (dueOn: string | null, required = true) => ({ required, notApplicable: false, dueOn });
    const overdue: AlertCandidate = {
      name: "EWIS",
      recurrenceMonths: null,
      requiresSignOff: false,
      completion: null,
      requirement: due("2026-05-20"),
    };
    const notYet: AlertCandidate = { ...overdue, name: "Borescope", requirement: due("2026-06-01") };
    const expired = yearly("Hazmat", "2025-05-01");
    const notRequired = yearly("Fuel tank safety", "2025-05-01", { requirement: due(null, false) });
    const listed = itemsToAlert([expired, notRequired, notYet, overdue], TODAY, 30);
    expect(listed.map((item) => item.name)).toEqual(["EWIS", "Hazmat"]);
    expect(listed[0]).toEqual({ name: "EWIS", status: "overdue", expiresOn: "2026-05-20", daysLeft: -12 });
    expect(alertItemWording(listed[0]!)).toBe("Due on 2026-05-20");
  });
});
