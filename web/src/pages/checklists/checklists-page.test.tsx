import type { ChecklistView } from "@domain/schemas/checklist";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { overallProgress } from "@/features/checklists/checklist-progress";
import { ChecklistTabs } from "@/features/checklists/components/checklist-tabs";
import { buildUser, mockFetch, renderWithProviders } from "@/test/test-utils";
import { ChecklistsPage } from "./checklists-page";

describe("Checklists", () => {
  it("shows the title, 0% overall and the empty state, making no calls", () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<ChecklistsPage />, { path: "/checklists", user: buildUser() });
    expect(screen.getByRole("heading", { level: 1, name: "Training Checklists" })).toBeInTheDocument();
    expect(screen.getByText("0%")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Overall Progress" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
    expect(screen.getByText("No checklist data available")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Training checklists will appear here once an administrator sets up the training structure",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

const CHECKLISTS: ChecklistView[] = [
  {
    id: "c1",
    name: "Line Maintenance",
    sections: [
      {
        id: "s1",
        name: "Safety",
        completedItems: 1,
        totalItems: 2,
        items: [
          {
            id: "i1",
            name: "Hangar safety briefing",
            description: "Fire exits and extinguishers",
            completed: true,
          },
          { id: "i2", name: "FOD walk", description: null, completed: false },
        ],
      },
    ],
  },
  {
    id: "c2",
    name: "Avionics",
    sections: [
      {
        id: "s2",
        name: "Test equipment",
        completedItems: 0,
        totalItems: 1,
        items: [{ id: "i3", name: "Pitot-static tester", description: "IFR 6000 basics", completed: false }],
      },
    ],
  },
];

describe("checklist layout (ready for data)", () => {
  it("has a tab per checklist, sections with completed/total and items with checkbox, name and description", async () => {
    render(<ChecklistTabs checklists={CHECKLISTS} />);
    const tabs = within(screen.getByRole("tablist", { name: "Checklists" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Line Maintenance", "Avionics"]);

    expect(screen.getByRole("heading", { level: 3, name: "Safety" })).toBeInTheDocument();
    expect(screen.getByText("1/2")).toBeInTheDocument();
    const briefing = screen.getByRole("checkbox", { name: "Hangar safety briefing" });
    expect(briefing).toBeChecked();
    expect(briefing).toHaveAccessibleDescription("Fire exits and extinguishers");
    expect(screen.getByRole("checkbox", { name: "FOD walk" })).not.toBeChecked();

    await userEvent.setup().click(tabs[1]!);
    expect(screen.getByRole("heading", { level: 3, name: "Test equipment" })).toBeInTheDocument();
    expect(screen.getByText("0/1")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Pitot-static tester" })).toHaveAccessibleDescription(
      "IFR 6000 basics",
    );
  });

  it("renders nothing without checklists", () => {
    const { container } = render(<ChecklistTabs checklists={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("computes the overall progress over every section, 0 without items", () => {
    expect(overallProgress([])).toBe(0);
    expect(overallProgress(CHECKLISTS)).toBe(33);
  });
});
