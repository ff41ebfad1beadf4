import type { CountersignerDesignationHistory } from "@domain/schemas/countersigner-events";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAdmin, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { CountersignerHistory } from "./countersigner-history";

const USER_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const URL = `GET /api/admin/users/${USER_ID}/countersigner`;

const history: CountersignerDesignationHistory = {
  canCountersign: false,
  licenceNumber: null,
  events: [
    {
      kind: "designated",
      at: "2026-06-01T12:00:00.000Z",
      actorName: "Ada Admin",
      before: null,
      after: { licenceNumber: "A&P 1" },
      withdrawnRequests: null,
    },
    {
      kind: "licence_changed",
      at: "2026-06-02T12:00:00.000Z",
      actorName: "Ada Admin",
      before: { licenceNumber: "A&P 1" },
      after: { licenceNumber: "A&P 2" },
      withdrawnRequests: null,
    },
    {
      kind: "removed",
      at: "2026-06-03T12:00:00.000Z",
      actorName: null,
      before: { licenceNumber: "A&P 2" },
      after: null,
      withdrawnRequests: 2,
    },
  ],
};

describe("a member's supervisor designation history (docs/product.md §22.2)", () => {
  it("lists each change with who, when, before and after, oldest first", async () => {
    mockFetch({ [URL]: jsonResponse(history) });
    renderWithProviders(<CountersignerHistory userId={USER_ID} />, { user: buildAdmin() });
    const section = await screen.findByRole("region", { name: "Supervisor designation history" });
    const lines = within(section)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain("Designated by Ada Admin (Licence no. A&P 1)");
    expect(lines[1]).toContain("Licence number changed by Ada Admin (Licence no. A&P 1 → A&P 2)");
    expect(lines[2]).toContain(
      "Designation removed by a former account (Was licence no. A&P 2; 2 waiting requests withdrawn)",
    );
  });

  it("reads the history again when an answer has none (a save's answer)", async () => {
    let calls = 0;
    mockFetch({
      [URL]: () => {
        calls += 1;
        return jsonResponse(calls === 1 ? { canCountersign: false, licenceNumber: null } : history);
      },
    });
    renderWithProviders(<CountersignerHistory userId={USER_ID} />, { user: buildAdmin() });
    // The first answer has no events (as a save's answer): it is read again.
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByRole("region", { name: "Supervisor designation history" })).toBeVisible();
  });
});
