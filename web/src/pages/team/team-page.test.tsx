import type { TeamEquipment, TeamMatrix, TeamMemberView, TeamOverview } from "@domain/schemas/team";
import { formatAverage, summarizeTeam } from "@domain/team-summary";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EXPERIENCE_SHADE_LEGEND, experienceShade } from "@/features/team/components/equipment-matrix";
import { buildTeamMember } from "@/test/team";
import { buildAdmin, buildUser, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { TeamPage } from "./team-page";

const tile = (name: string) => within(screen.getByRole("group", { name }));

const member = buildTeamMember;

const MEMBERS: TeamMemberView[] = [
  member({
    id: "00000000-0000-4000-8000-000000000001",
    fullName: "jane van doe",
    email: "jane@example.com",
    certCount: 3,
    experience: 6.8,
    trainingCompletion: 40,
    expiredItems: 1,
    pendingSignOffs: 2,
  }),
  member({
    id: "00000000-0000-4000-8000-000000000002",
    fullName: "Alex Chief",
    email: "alex@example.com",
    role: "admin",
    certCount: 2,
    experience: 12,
    trainingCompletion: 85,
  }),
];

const TAB = "00000000-0000-4000-8000-0000000000f1";
const MATRIX: TeamMatrix = {
  tabs: [
    { id: TAB, name: "Specialized" },
    { id: "00000000-0000-4000-8000-0000000000f2", name: "Initial" },
  ],
  tab: {
    id: TAB,
    name: "Specialized",
    sections: [
      {
        id: "00000000-0000-4000-8000-0000000000e1",
        name: "Engines",
        items: [
          { id: "00000000-0000-4000-8000-0000000000a1", name: "Engine run-up" },
          { id: "00000000-0000-4000-8000-0000000000a2", name: "Borescope" },
        ],
      },
    ],
  },
  members: [
    { ...MEMBERS[1]!, statuses: ["current", "expired"] },
    { ...MEMBERS[0]!, statuses: ["expiring", "current"] },
  ],
};

const EQUIPMENT: TeamEquipment = {
  equipment: [
    { key: "airframe:boeing 737", discipline: "airframe", label: "Boeing 737", members: 1 },
    { key: "powerplant:cfm 56", discipline: "powerplant", label: "CFM 56", members: 1 },
  ],
  members: [
    { ...MEMBERS[1]!, months: [36, 0] },
    { ...MEMBERS[0]!, months: [0, 12] },
  ],
};

function renderTeam(
  overview: TeamOverview | Response,
  matrix: TeamMatrix = { tabs: [], tab: null, members: [] },
  equipment: TeamEquipment = { equipment: [], members: [] },
) {
  const fetchMock = mockFetch({
    "GET /api/team": () => (overview instanceof Response ? overview : jsonResponse(overview)),
    "GET /api/team/matrix": () => jsonResponse(matrix),
    "GET /api/team/equipment": () => jsonResponse(equipment),
  });
  renderWithProviders(<TeamPage />, { path: "/team", user: buildAdmin() });
  return fetchMock;
}

describe("Team", () => {
  it("shows the Team Dashboard with zero tiles, the Skills Matrix placeholder and 'No team members to display' for an empty team", async () => {
    renderTeam({ summary: summarizeTeam([]), members: [] });
    expect(screen.getByRole("heading", { level: 1, name: "Team Dashboard" })).toBeInTheDocument();
    expect(await screen.findByText("No team members to display")).toBeInTheDocument();
    expect(tile("Team Members").getByText("0")).toBeInTheDocument();
    expect(tile("Avg Certifications").getByText("0.0")).toBeInTheDocument();
    expect(tile("Avg Experience").getByText("0.0 years")).toBeInTheDocument();
    expect(tile("Avg Training").getByText("0.0%")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Skills Matrix" })).toBeInTheDocument();
  });

  it("shows the server's tiles and each member: initials, linked name, role, e-mail, numbers and what needs attention", async () => {
    renderTeam({ summary: summarizeTeam(MEMBERS), members: MEMBERS });
    // By name: Alex before jane.
    const [alex, jane] = await screen.findAllByRole("listitem");
    const row = within(jane!);
    expect(row.getByText("JV")).toBeInTheDocument();
    expect(row.getByRole("link", { name: "jane van doe" })).toHaveAttribute(
      "href",
      "/admin/users/00000000-0000-4000-8000-000000000001",
    );
    expect(row.getByText("User")).toBeInTheDocument();
    expect(row.getByText("jane@example.com")).toBeInTheDocument();
    expect(row.getByText("3")).toBeInTheDocument();
    expect(row.getByText("6.8 years")).toBeInTheDocument();
    expect(row.getByRole("progressbar", { name: "Training" })).toHaveAttribute("aria-valuenow", "40");
    expect(row.getByText("1 expired")).toBeInTheDocument();
    expect(row.getByText("2 awaiting sign-off")).toBeInTheDocument();
    expect(within(alex!).getByText("AC")).toBeInTheDocument();
    expect(within(alex!).getByText("Admin")).toBeInTheDocument();

    expect(tile("Team Members").getByText("2")).toBeInTheDocument();
    expect(tile("Avg Certifications").getByText("2.5")).toBeInTheDocument();
    expect(tile("Avg Experience").getByText("9.4 years")).toBeInTheDocument();
    expect(tile("Avg Training").getByText("62.5%")).toBeInTheDocument();
    expect(formatAverage(3)).toBe("3.0");
  });

  it("searches, filters by what needs attention and by role, and sorts", async () => {
    renderTeam({ summary: summarizeTeam(MEMBERS), members: MEMBERS });
    await screen.findAllByRole("listitem");
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Search members" }), "ALEX");
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("1 of 2 members");
    await user.clear(screen.getByRole("searchbox", { name: "Search members" }));

    await user.selectOptions(screen.getByRole("combobox", { name: "Training" }), "Has expired items");
    expect(screen.getAllByRole("listitem").map((item) => within(item).getByRole("link").textContent)).toEqual(
      ["jane van doe"],
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Training" }), "Has expiring items");
    expect(screen.getByText("No members match these filters")).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Training" }), "Any training state");

    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "Admin");
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "All roles");

    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Training");
    await user.click(screen.getByRole("button", { name: "Descending" }));
    expect(screen.getAllByRole("listitem").map((item) => within(item).getByRole("link").textContent)).toEqual(
      ["Alex Chief", "jane van doe"],
    );
  });

  it("pages a large team fifty at a time", async () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      member({
        id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
        fullName: `Member ${String(index).padStart(3, "0")}`,
      }),
    );
    renderTeam({ summary: summarizeTeam(many), members: many });
    expect(await screen.findAllByRole("listitem")).toHaveLength(50);
    const pages = screen.getByRole("navigation", { name: "Member pages" });
    expect(within(pages).getByText("Page 1 of 3")).toBeInTheDocument();
    expect(within(pages).getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(within(pages).getByRole("button", { name: "Next" }));
    await userEvent.click(within(pages).getByRole("button", { name: "Next" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(20);
    expect(within(pages).getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("shows a technician the empty dashboard without asking for anyone's data", async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<TeamPage />, { path: "/team", user: buildUser() });
    expect(screen.getByText("No team members to display")).toBeInTheDocument();
    expect(screen.getByText("Only administrators see the team's members.")).toBeInTheDocument();
    expect(tile("Team Members").getByText("0")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the skills matrix in words, answers who can do a job, and exports the visible rows as CSV", async () => {
    const saved: Blob[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          saved.push(blob);
          return "blob:x";
        },
        revokeObjectURL: () => {},
      }),
    );
    renderTeam({ summary: summarizeTeam(MEMBERS), members: MEMBERS }, MATRIX);
    const table = await screen.findByRole("table", {
      name: "Training status of each member for Specialized",
    });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Member", "Engine run-up", "Borescope"]);
    const alex = within(within(table).getByRole("rowheader", { name: "Alex Chief" }).closest("tr")!);
    expect(alex.getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Current", "Expired"]);
    expect(screen.getByRole("combobox", { name: "Checklist" })).toHaveValue(TAB);

    const user = userEvent.setup();
    const who = screen.getByRole("region", { name: "Who can do it?" });
    await user.click(within(who).getByRole("checkbox", { name: "Engine run-up" }));
    await user.click(within(who).getByRole("checkbox", { name: "Borescope" }));
    expect(
      within(within(who).getByRole("list", { name: "Qualified members" })).getByText("jane van doe"),
    ).toBeInTheDocument();
    expect(within(who).getByText("Alex Chief: needs Borescope (Expired)")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search the matrix" }), "jane");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    const bytes = new Uint8Array(await saved.at(-1)!.arrayBuffer());
    // A UTF-8 byte order mark first, so a spreadsheet reads 'Zoë' right; then the visible rows only.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.slice(3))).toBe(
      '"Member","E-mail","Engine run-up","Borescope"\r\n"jane van doe","jane@example.com","Expiring","Current"\r\n',
    );
  });

  it("shows the months on each make and model of a discipline, and combines them with training in 'Who can do it?'", async () => {
    renderTeam({ summary: summarizeTeam(MEMBERS), members: MEMBERS }, MATRIX, EQUIPMENT);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Show" }), "Airframe experience");
    const table = screen.getByRole("table", { name: "Airframe experience of each member, in months" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Member", "Boeing 737"]);
    const alex = within(within(table).getByRole("rowheader", { name: "Alex Chief" }).closest("tr")!);
    expect(alex.getByRole("cell")).toHaveTextContent("36 months");
    const jane = within(within(table).getByRole("rowheader", { name: "jane van doe" }).closest("tr")!);
    expect(jane.getByRole("cell")).toHaveTextContent("None");

    const who = screen.getByRole("region", { name: "Who can do it?" });
    await user.click(within(who).getByRole("checkbox", { name: "Boeing 737" }));
    await user.click(within(who).getByRole("checkbox", { name: "Engine run-up" }));
    expect(
      within(within(who).getByRole("list", { name: "Qualified members" })).getByText("Alex Chief"),
    ).toBeInTheDocument();
    expect(within(who).getByText("jane van doe: needs Boeing 737 (No experience)")).toBeInTheDocument();
  });

  it("keeps empty cells quiet and shades the filled ones, with the words for screen readers", async () => {
    const untrained: TeamMatrix = {
      ...MATRIX,
      members: [{ ...MEMBERS[1]!, statuses: ["not_started", "expired"] }],
    };
    renderTeam({ summary: summarizeTeam(MEMBERS), members: MEMBERS }, untrained, EQUIPMENT);
    const table = await screen.findByRole("table", {
      name: "Training status of each member for Specialized",
    });
    const [notTrained, expired] = within(
      within(table).getByRole("rowheader", { name: "Alex Chief" }).closest("tr")!,
    ).getAllByRole("cell");
    // Read out as 'Not trained', but nothing drawn: the expired one stands out.
    expect(notTrained).toHaveTextContent("Not trained");
    expect(notTrained?.querySelector(".sr-only")).toHaveTextContent("Not trained");
    expect(notTrained?.querySelector("svg")).toBeNull();
    expect(expired?.querySelector("svg")).not.toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "Airframe experience");
    const airframe = screen.getByRole("table", { name: "Airframe experience of each member, in months" });
    const cellOf = (name: string) =>
      within(within(airframe).getByRole("rowheader", { name }).closest("tr")!).getByRole("cell");
    expect(cellOf("Alex Chief").className).toContain(experienceShade(36));
    expect(cellOf("jane van doe").querySelector(".sr-only")).toHaveTextContent("None");
    expect(screen.getByText(EXPERIENCE_SHADE_LEGEND)).toBeInTheDocument();
  });

  it("finds a requirement by typing, grouped by discipline, and shows what is chosen", async () => {
    renderTeam({ summary: summarizeTeam(MEMBERS), members: MEMBERS }, MATRIX, EQUIPMENT);
    const user = userEvent.setup();
    const who = within(await screen.findByRole("region", { name: "Who can do it?" }));
    expect(who.getByRole("group", { name: "Airframe experience (1)" })).toBeInTheDocument();
    expect(who.getByRole("group", { name: "Powerplant experience (1)" })).toBeInTheDocument();
    await user.type(who.getByRole("searchbox", { name: "Find training or equipment" }), "cfm");
    expect(who.queryByRole("checkbox", { name: "Boeing 737" })).not.toBeInTheDocument();
    expect(who.queryByRole("checkbox", { name: "Engine run-up" })).not.toBeInTheDocument();
    await user.click(who.getByRole("checkbox", { name: "CFM 56" }));
    const chosen = within(who.getByRole("list", { name: "Chosen requirements" }));
    await user.clear(who.getByRole("searchbox", { name: "Find training or equipment" }));
    await user.type(who.getByRole("searchbox", { name: "Find training or equipment" }), "zzz");
    expect(who.getByText('Nothing matches "zzz".')).toBeInTheDocument();
    // What was chosen stays visible, and goes with one click.
    await user.click(chosen.getByRole("button", { name: "Remove CFM 56" }));
    expect(who.queryByRole("list", { name: "Chosen requirements" })).not.toBeInTheDocument();
  });

  it("says what failed and offers a retry", async () => {
    renderTeam(jsonResponse({ error: "internal", message: "Database down" }, { status: 500 }));
    expect(await screen.findByText("The team could not be loaded")).toBeInTheDocument();
  });
});
