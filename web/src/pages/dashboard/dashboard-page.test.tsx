import type { DashboardStats } from "@domain/schemas/dashboard";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EXPERIENCE_NOTES } from "@/lib/experience-notes";
import { captureDownloads, fileResponse } from "@/test/downloads";
import { buildEligibility } from "@/test/eligibility";
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { DashboardPage } from "./dashboard-page";

const STATS: DashboardStats = {
  totalCertifications: 5,
  activeCertifications: 3,
  experienceYears: 6.8,
  experienceText: "6 years 9 months",
  trainingCompletion: 37,
  trainingNextUp: null,
  trainingOverdue: 0,
  formsCompleted: 2,
  totalForms: 4,
};
const SUMMARY = { airframeTotalMonths: 50, powerplantTotalMonths: 0, avionicsTotalMonths: 12 };

function renderDashboard({
  stats = STATS,
  summary = SUMMARY,
}: {
  stats?: DashboardStats;
  summary?: object;
} = {}) {
  const fetchMock = mockFetch({
    "GET /api/dashboard/stats": () => jsonResponse(stats),
    "GET /api/experience-summary": () => jsonResponse(summary),
    "GET /api/me/eligibility": () => jsonResponse(buildEligibility()),
  });
  return { ...renderWithProviders(<DashboardPage />, { path: "/dashboard", user: buildUser() }), fetchMock };
}

const tile = (name: string) => within(screen.getByRole("group", { name }));

describe("Dashboard", () => {
  it("greets with the full name, the caption and the experience badge", async () => {
    renderDashboard();
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Jane Mechanic" })).toBeInTheDocument();
    expect(screen.getByText("Aviation Maintenance Professional")).toBeInTheDocument();
    expect(await screen.findByText("6 years 9 months Experience")).toBeInTheDocument();
  });

  it("says what each experience figure counts, so the totals never seem to contradict each other", async () => {
    renderDashboard();
    expect(await screen.findByText("6 years 9 months Experience")).toBeInTheDocument();
    expect(screen.getByText(EXPERIENCE_NOTES.employment)).toBeInTheDocument();
    await waitFor(() =>
      expect(tile("Airframe Experience").getByText(EXPERIENCE_NOTES.discipline)).toBeInTheDocument(),
    );
    const eligibility = within(screen.getByRole("region", { name: "Eligibility" }));
    expect(eligibility.getByText(EXPERIENCE_NOTES.eligibility)).toBeInTheDocument();
  });

  it("shows certifications active/total, training percent and forms completed/total", async () => {
    renderDashboard();
    await waitFor(() => expect(tile("Certifications").getByText("3/5")).toBeInTheDocument());
    expect(tile("Training Progress").getByText("37%")).toBeInTheDocument();
    expect(tile("Forms Completed").getByText("2/4")).toBeInTheDocument();
  });

  it("shows each discipline's total, '0 months' when there is none", async () => {
    renderDashboard();
    await waitFor(() =>
      expect(tile("Airframe Experience").getByText("4 years 2 months")).toBeInTheDocument(),
    );
    expect(tile("Powerplant Experience").getByText("0 months")).toBeInTheDocument();
    expect(tile("Avionics Experience").getByText("1 year")).toBeInTheDocument();
  });

  it("charts experience per discipline with the numbers in text and bars relative to the longest", async () => {
    renderDashboard();
    const chart = await screen.findByRole("figure", { name: "Experience per discipline" });
    expect(chart).toHaveAccessibleDescription("Bar lengths are relative to the longest total.");
    const rows = within(chart).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Airframe4 years 2 months",
      "Powerplant0 months",
      "Avionics1 year",
    ]);
    expect(screen.getByTestId("experience-bar-Airframe")).toHaveStyle({ width: "100%" });
    expect(screen.getByTestId("experience-bar-Powerplant")).toHaveStyle({ width: "0%" });
    expect(screen.getByTestId("experience-bar-Avionics")).toHaveStyle({ width: "24%" });
  });

  it("reads '0 months' everywhere for a user with no experience", async () => {
    renderDashboard({
      stats: { ...STATS, experienceText: "0 months", experienceYears: 0 },
      summary: { airframeTotalMonths: 0, powerplantTotalMonths: 0, avionicsTotalMonths: 0 },
    });
    expect(await screen.findByText("0 months Experience")).toBeInTheDocument();
    await waitFor(() => expect(tile("Airframe Experience").getByText("0 months")).toBeInTheDocument());
    expect(tile("Powerplant Experience").getByText("0 months")).toBeInTheDocument();
    expect(tile("Avionics Experience").getByText("0 months")).toBeInTheDocument();
    const chart = screen.getByRole("figure", { name: "Experience per discipline" });
    expect(chart).toHaveAccessibleDescription(
      "No experience recorded yet. Add experience entries to your work history form.",
    );
  });

  it("has a Training Progress card with an overall bar and a 'Next up' hint", async () => {
    renderDashboard();
    const bar = await screen.findByRole("progressbar", { name: "Overall" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "37"));
    expect(screen.getByRole("heading", { level: 2, name: "Training Progress" })).toBeInTheDocument();
    expect(screen.getByText("Next up:")).toBeInTheDocument();
    // 37 % done and nothing to start: the rest waits for sign-off.
    expect(screen.getByText(/Your remaining items are waiting for sign-off/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open checklists" })).toHaveAttribute("href", "/checklists");
  });

  it("names the item to do next, as the checklists screen does", async () => {
    renderDashboard({
      stats: {
        ...STATS,
        trainingNextUp: {
          itemId: "00000000-0000-4000-8000-000000000001",
          name: "Human factors",
          status: "expired",
        },
      },
    });
    expect(await screen.findByText("Renew Human factors: it has expired.")).toBeInTheDocument();
  });

  it("sums up the eligibility rules and links to the Eligibility page", async () => {
    renderDashboard();
    const summary = await screen.findByRole("region", { name: "Eligibility" });
    const airframe = await within(summary).findByText(/Airframe rating: practical experience/);
    expect(airframe.closest("li")).toHaveTextContent("(83 of 18 months)Looks met");
    expect(
      within(summary)
        .getByText(/Powerplant rating/)
        .closest("li"),
    ).toHaveTextContent("Cannot tell yet");
    expect(within(summary).getByRole("link", { name: "See your eligibility" })).toHaveAttribute(
      "href",
      "/eligibility",
    );
  });

  it("says what failed and tries again", async () => {
    let fail = true;
    mockFetch({
      "GET /api/dashboard/stats": () =>
        fail
          ? jsonResponse({ error: "internal_error", message: "Database unavailable" }, { status: 503 })
          : jsonResponse(STATS),
      "GET /api/experience-summary": () => jsonResponse(SUMMARY),
      "GET /api/me/eligibility": () => jsonResponse(buildEligibility()),
    });
    const { user } = renderWithProviders(<DashboardPage />, { path: "/dashboard", user: buildUser() });
    expect(await screen.findByRole("alert")).toHaveTextContent("Database unavailable");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(tile("Certifications").getByText("3/5")).toBeInTheDocument());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("downloads the user's own training record as a PDF", async () => {
    const saved = captureDownloads();
    mockFetch({
      "GET /api/dashboard/stats": () => jsonResponse(STATS),
      "GET /api/experience-summary": () => jsonResponse(SUMMARY),
      "GET /api/me/audit-packet.pdf": () => fileResponse("hangar-log-record-jane-mechanic-2026-06-01.pdf"),
    });
    const { user } = renderWithProviders(<DashboardPage />, { path: "/dashboard", user: buildUser() });
    await user.click(screen.getByRole("button", { name: "Download my training record" }));
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual(["hangar-log-record-jane-mechanic-2026-06-01.pdf"]),
    );
    expect(screen.getByRole("button", { name: "Download my training record" })).toBeEnabled();
    vi.restoreAllMocks();
  });
});
