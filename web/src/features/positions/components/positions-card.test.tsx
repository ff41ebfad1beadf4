import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildItem, buildSection, buildTab } from "@/test/fake-training-admin-api";
import { buildAdmin, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { PositionsCard } from "./positions-card";

// Positions on Admin → Training (docs/product.md §15.8): the list, and a new one with what it requires.

const ewis = buildItem({ name: "Fuel tank safety / EWIS" });
const safety = buildItem({ name: "Shop safety" });
const section = buildSection({ name: "Safety and human factors", items: [ewis, safety] });
const tab = buildTab({ name: "Initial", sections: [section] });
const existing = {
  id: "5b0c9a3e-0000-4000-8000-000000000001",
  name: "Inspector",
  description: null,
  dueWithinDays: 30,
  archived: false,
  requirements: [{ kind: "tab", id: tab.id, name: "Initial", dueWithinDays: null }],
  memberCount: 2,
};

describe("PositionsCard", () => {
  it("lists the positions and adds one requiring the items ticked", async () => {
    const sent: unknown[] = [];
    mockFetch({
      "GET /api/admin/positions": jsonResponse({ positions: [existing] }),
      "GET /api/admin/checklists": jsonResponse({ tabs: [tab] }),
      "POST /api/admin/positions": async ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse(
          { ...existing, id: "5b0c9a3e-0000-4000-8000-000000000002", name: "Avionics shop" },
          { status: 201 },
        );
      },
    });
    const { user } = renderWithProviders(<PositionsCard />, { user: buildAdmin() });

    expect(await screen.findByRole("heading", { name: "Inspector" })).toBeInTheDocument();
    expect(screen.getByText("2 people · Initial training due within 30 days")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add position" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a position" });
    await user.type(within(dialog).getByLabelText("Name"), "Avionics shop");
    await user.type(within(dialog).getByLabelText("Initial training due within (days)"), "0");
    await user.click(within(dialog).getByRole("checkbox", { name: "Require Fuel tank safety / EWIS" }));
    await user.click(within(dialog).getByRole("button", { name: "Add position" }));
    expect(await within(dialog).findByText("Due within must be 1-3650 days")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(dialog).getByLabelText("Initial training due within (days)"));
    await user.type(within(dialog).getByLabelText("Initial training due within (days)"), "45");
    await user.click(within(dialog).getByRole("button", { name: "Add position" }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          name: "Avionics shop",
          description: null,
          dueWithinDays: 45,
          requirements: [{ kind: "item", id: ewis.id, dueWithinDays: null }],
        },
      ]),
    );
  });
});
