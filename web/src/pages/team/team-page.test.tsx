import type { TeamMemberView } from "@domain/schemas/team";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MemberList } from "@/features/team/components/member-list";
import { formatAverage, summarizeTeam } from "@/features/team/team-summary";
import { buildUser, mockFetch, renderWithProviders } from "@/test/test-utils";
import { TeamPage } from "./team-page";

const tile = (name: string) => within(screen.getByRole("group", { name }));

describe("Team", () => {
  it("shows the Team Dashboard with empty tiles, the Skills Matrix placeholder and no members, making no calls", () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<TeamPage />, { path: "/team", user: buildUser() });
    expect(screen.getByRole("heading", { level: 1, name: "Team Dashboard" })).toBeInTheDocument();
    expect(tile("Team Members").getByText("0")).toBeInTheDocument();
    expect(tile("Avg Certifications").getByText("0.0")).toBeInTheDocument();
    expect(tile("Avg Experience").getByText("0.0 years")).toBeInTheDocument();
    expect(tile("Avg Training").getByText("0.0%")).toBeInTheDocument();
    expect(screen.getByText("No team members to display")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Skills Matrix" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

const MEMBERS: TeamMemberView[] = [
  {
    id: "m1",
    fullName: "jane van doe",
    email: "jane@example.com",
    role: "user",
    certCount: 3,
    experience: 6.8,
    trainingCompletion: 40,
  },
  {
    id: "m2",
    fullName: "Alex Chief",
    email: "alex@example.com",
    role: "admin",
    certCount: 2,
    experience: 12,
    trainingCompletion: 85,
  },
];

describe("team member list (ready for data)", () => {
  it("shows initials of the first two words, name, role badge, e-mail, certs, experience and a training bar", () => {
    render(<MemberList members={MEMBERS} />);
    const [jane, alex] = screen.getAllByRole("listitem");
    const row = within(jane!);
    expect(row.getByText("JV")).toBeInTheDocument();
    expect(row.getByText("jane van doe")).toBeInTheDocument();
    expect(row.getByText("User")).toBeInTheDocument();
    expect(row.getByText("jane@example.com")).toBeInTheDocument();
    expect(row.getByText("3")).toBeInTheDocument();
    expect(row.getByText("6.8 years")).toBeInTheDocument();
    expect(row.getByRole("progressbar", { name: "Training" })).toHaveAttribute("aria-valuenow", "40");
    expect(within(alex!).getByText("AC")).toBeInTheDocument();
    expect(within(alex!).getByText("Admin")).toBeInTheDocument();
    expect(screen.queryByText("No team members to display")).not.toBeInTheDocument();
  });

  it("averages certifications, experience and training to one decimal", () => {
    const summary = summarizeTeam(MEMBERS);
    expect(summary).toEqual({
      members: 2,
      averageCertifications: 2.5,
      averageExperience: 9.4,
      averageTraining: 62.5,
    });
    expect(
      summarizeTeam([...MEMBERS, { ...MEMBERS[0]!, id: "m3", certCount: 0 }]).averageCertifications,
    ).toBe(1.7);
    expect(formatAverage(3)).toBe("3.0");
    expect(summarizeTeam([])).toEqual({
      members: 0,
      averageCertifications: 0,
      averageExperience: 0,
      averageTraining: 0,
    });
  });
});
