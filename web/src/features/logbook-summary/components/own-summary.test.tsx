import { summarizeLogbook } from "@domain/logbook-summary";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { OwnLogbookSummary } from "./own-summary";

const entry = (id: string, ataChapter: string, status: "countersigned" | "draft", minutes: number) => ({
  id,
  performedOn: "2026-05-01",
  aircraftMake: "Cessna",
  aircraftModel: "172S",
  ataChapter,
  activityKind: "inspection" as const,
  minutes,
  status,
  supersededBy: null,
});

describe("the Logbook page's summary (docs/product.md §22.4)", () => {
  it("shows tasks and hours per chapter, aircraft and kind, and the chapters without a countersigned task", async () => {
    const summary = summarizeLogbook([entry("a", "32", "countersigned", 90), entry("b", "29", "draft", 30)]);
    mockFetch({ "GET /api/logbook/summary": () => jsonResponse(summary) });
    renderWithProviders(<OwnLogbookSummary />, { user: buildUser() });

    expect(await screen.findByTestId("logbook-summary-totals")).toHaveTextContent(
      "2 tasks, 2.0 hours; 1 countersigned (1.5 hours)",
    );
    const chapters = screen.getByRole("region", { name: "By ATA chapter" });
    const rows = within(chapters)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "ATA chapterTasksCountersignedHoursCountersigned hours",
      "ATA 29 Hydraulic power100.50.0",
      "ATA 32 Landing gear111.51.5",
    ]);
    expect(
      within(screen.getByRole("region", { name: "By aircraft" })).getByText("Cessna 172S"),
    ).toBeVisible();
    const kinds = screen.getByRole("region", { name: "By kind of activity" });
    expect(within(kinds).getAllByRole("row")).toHaveLength(2);
    const coverage = screen.getByRole("region", { name: "Coverage" });
    expect(coverage).toHaveTextContent(
      `Chapters without a countersigned task (${summary.chaptersWithoutCountersignedTask.length})`,
    );
    expect(within(coverage).getByText("ATA 29 Hydraulic power")).toBeVisible();
    expect(within(coverage).queryByText("ATA 32 Landing gear")).toBeNull();
  });

  it("says when the summary could not be loaded", async () => {
    mockFetch({ "GET /api/logbook/summary": () => jsonResponse({ error: "Boom" }, { status: 500 }) });
    renderWithProviders(<OwnLogbookSummary />, { user: buildUser() });
    expect(await screen.findByText("The summary could not be loaded")).toBeVisible();
  });
});
