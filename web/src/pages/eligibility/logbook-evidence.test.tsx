import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildEligibility } from "@/test/eligibility";
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { EligibilityPage } from "./eligibility-page";

const task = (id: number, performedOn: string, ataChapter: string, status: "countersigned" | "draft") => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
  performedOn,
  aircraftMake: "Cessna",
  aircraftModel: "172S",
  ataChapter,
  activityKind: "inspection" as const,
  minutes: 60,
  status,
  supersededBy: null,
  task: `Task ${id}`,
});

describe("the logbook's evidence on the Eligibility page (docs/product.md §22.4)", () => {
  it("shows the countersigned tasks beside a requirement and the coverage on EASA 66.A.30", async () => {
    const logbook = [
      task(1, "2020-05-01", "32", "countersigned"),
      task(2, "2021-07-09", "29", "countersigned"),
      task(3, "2021-08-01", "24", "draft"),
      task(4, "2024-01-01", "24", "countersigned"),
    ];
    mockFetch({
      "GET /api/me/eligibility": () => jsonResponse(buildEligibility({}, logbook)),
      "GET /api/me/ia-activities": () => jsonResponse([]),
    });
    renderWithProviders(<EligibilityPage />, { user: buildUser() });

    const airframe = await screen.findByRole("region", { name: "Airframe rating: practical experience" });
    const evidence = within(airframe).getByRole("region", { name: "Logbook evidence" });
    // 2024 is after the employer counted; the draft is no evidence.
    expect(evidence).toHaveTextContent("Logbook evidence: 2 countersigned tasks in these periods");
    expect(
      within(evidence)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Task 2"), expect.stringContaining("Task 1")]);
    expect(within(evidence).getByRole("link", { name: "Open the logbook" })).toHaveAttribute(
      "href",
      "/logbook",
    );
    expect(evidence).not.toHaveTextContent("Logbook coverage");

    const easa = screen.getByRole("region", { name: /categories A, B1\.2/ });
    expect(within(easa).getByRole("region", { name: "Logbook evidence" })).toHaveTextContent(
      "Logbook coverage: ATA 24 Electrical power (1), ATA 29 Hydraulic power (1), ATA 32 Landing gear (1)",
    );
  });
});
