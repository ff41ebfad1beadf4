import { summarizeLogbook } from "@domain/logbook-summary";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAdmin, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { TeamLogbookSummary } from "./team-summary";

describe("the team logbook for administrators (docs/product.md §22.4)", () => {
  it("lists each member's totals and the team's coverage", async () => {
    const summary = summarizeLogbook([
      {
        id: "a",
        performedOn: "2026-05-01",
        aircraftMake: "Cessna",
        aircraftModel: "172S",
        ataChapter: "32",
        activityKind: "inspection",
        minutes: 120,
        status: "countersigned",
        supersededBy: null,
      },
    ]);
    mockFetch({
      "GET /api/admin/logbook/summary": () =>
        jsonResponse({
          ...summary,
          members: [
            {
              userId: "00000000-0000-4000-8000-000000000001",
              fullName: "Tess Tech",
              ...summary.totals,
              chaptersCovered: 1,
            },
          ],
        }),
    });
    renderWithProviders(<TeamLogbookSummary />, { user: buildAdmin() });

    const card = await screen.findByRole("region", { name: "Team logbook" });
    const members = await within(card).findByRole("region", { name: "By member" });
    expect(
      within(members)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["MemberTasksCountersignedHoursChapters covered", "Tess Tech112.01"]);
    expect(within(card).getByRole("region", { name: "Coverage" })).not.toHaveTextContent(
      "ATA 32 Landing gear",
    );
  });

  it("says when no member has logged a task", async () => {
    mockFetch({
      "GET /api/admin/logbook/summary": () => jsonResponse({ ...summarizeLogbook([]), members: [] }),
    });
    renderWithProviders(<TeamLogbookSummary />, { user: buildAdmin() });
    expect(await screen.findByText("No member has logged a task yet.")).toBeVisible();
  });
});
