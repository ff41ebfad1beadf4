import type { DashboardStats } from "@domain/schemas/dashboard";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { documentsQueryKey } from "@/lib/query-keys";
import { buildDocument } from "@/test/documents";
import { buildEligibility } from "@/test/eligibility";
import { buildAdmin, buildUser, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { HomePage } from "./home-page";

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

const DOCUMENTS = [
  buildDocument({ processingStatus: "queued", task: { status: "queued", progress: 0, errorMessage: null } }),
  buildDocument({
    processingStatus: "queued",
    task: { status: "processing", progress: 40, errorMessage: null },
  }),
  buildDocument({
    processingStatus: "completed",
    task: { status: "completed", progress: 100, errorMessage: null },
  }),
  buildDocument({
    processingStatus: "failed",
    task: { status: "failed", progress: 10, errorMessage: "Bad file" },
  }),
  // Never processed: nothing is waiting, so it is not pending.
  buildDocument({ processingStatus: "queued", task: null }),
];

function tile(name: string) {
  return within(screen.getByRole("group", { name }));
}

function renderHome({ admin = false, stats = STATS, documents = DOCUMENTS } = {}) {
  const fetchMock = mockFetch({
    "GET /api/dashboard/stats": () => jsonResponse(stats),
    "GET /api/uploads": () => jsonResponse(documents),
    "GET /api/me/eligibility": () => jsonResponse(buildEligibility()),
  });
  const rendered = renderWithProviders(<HomePage />, { path: "/", user: admin ? buildAdmin() : buildUser() });
  return { ...rendered, fetchMock };
}

describe("Home", () => {
  it("greets the user by first name", () => {
    renderHome();
    expect(screen.getByRole("heading", { level: 1, name: "Welcome back, Jane" })).toBeInTheDocument();
  });

  it("sums up the eligibility estimates with a link to the Eligibility page", async () => {
    renderHome();
    const summary = screen.getByRole("region", { name: "Eligibility" });
    expect(
      within(summary).getByText("Estimates from your work history, not an FAA or EASA determination."),
    ).toBeInTheDocument();
    expect(await within(summary).findAllByText("Looks met")).not.toHaveLength(0);
    expect(within(summary).getByRole("link", { name: "See your eligibility" })).toHaveAttribute(
      "href",
      "/eligibility",
    );
  });

  it("shows the real numbers: forms, documents queued or processing, forms completed", async () => {
    renderHome();
    await waitFor(() => expect(tile("Forms").getByText("4")).toBeInTheDocument());
    expect(tile("Pending").getByText("2")).toBeInTheDocument();
    expect(tile("Completed").getByText("2")).toBeInTheDocument();
  });

  it("shows 0 in every tile for a new user, not a dash", async () => {
    renderHome({
      stats: { ...STATS, totalForms: 0, formsCompleted: 0, experienceText: "0 months", experienceYears: 0 },
      documents: [],
    });
    await waitFor(() => expect(tile("Forms").getByText("0")).toBeInTheDocument());
    expect(tile("Pending").getByText("0")).toBeInTheDocument();
    expect(tile("Completed").getByText("0")).toBeInTheDocument();
  });

  it("shows a dash, not a made-up 0, while the numbers load and when they fail", async () => {
    mockFetch({
      "GET /api/dashboard/stats": () =>
        jsonResponse({ error: "internal_error", message: "Down" }, { status: 500 }),
      "GET /api/uploads": () => new Promise<Response>(() => {}),
    });
    renderWithProviders(<HomePage />, { path: "/", user: buildUser() });
    expect(tile("Pending").getByText("Loading")).toBeInTheDocument();
    await waitFor(() => expect(tile("Forms").getByText("Not available")).toBeInTheDocument());
    expect(tile("Completed").getByText("Not available")).toBeInTheDocument();
  });

  it("asks for the form counts again when a pending document finishes", async () => {
    let documents = DOCUMENTS.slice(0, 2);
    const fetchMock = mockFetch({
      "GET /api/dashboard/stats": () => jsonResponse(STATS),
      "GET /api/uploads": () => jsonResponse(documents),
    });
    const { queryClient } = renderWithProviders(<HomePage />, { path: "/", user: buildUser() });
    await waitFor(() => expect(tile("Pending").getByText("2")).toBeInTheDocument());
    const statsCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url) === "/api/dashboard/stats").length;
    expect(statsCalls()).toBe(1);

    documents = [
      DOCUMENTS[0]!,
      { ...DOCUMENTS[1]!, task: { status: "completed", progress: 100, errorMessage: null } },
    ];
    await act(() => queryClient.invalidateQueries({ queryKey: documentsQueryKey }));
    await waitFor(() => expect(tile("Pending").getByText("1")).toBeInTheDocument());
    await waitFor(() => expect(statsCalls()).toBe(2));
  });

  it("links the four Quick Actions to upload, forms, checklists and dashboard", () => {
    renderHome();
    const section = within(screen.getByRole("region", { name: "Quick Actions" }));
    expect(section.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/upload",
      "/forms",
      "/checklists",
      "/dashboard",
    ]);
  });

  it("hides the admin cards from a user", () => {
    renderHome();
    expect(screen.queryByRole("link", { name: /Team Dashboard/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Admin Panel/ })).not.toBeInTheDocument();
    expect(screen.queryByText("User management")).not.toBeInTheDocument();
  });

  it("shows an admin Team Dashboard and Admin Panel with what they offer", () => {
    renderHome({ admin: true });
    expect(screen.getByRole("heading", { level: 1, name: "Welcome back, Alex" })).toBeInTheDocument();
    const team = screen.getByRole("link", { name: /Team Dashboard/ });
    expect(team).toHaveAttribute("href", "/team");
    for (const text of ["Team analytics", "Skills matrix", "Certifications"])
      expect(within(team).getByText(text)).toBeInTheDocument();
    const admin = screen.getByRole("link", { name: /Admin Panel/ });
    expect(admin).toHaveAttribute("href", "/admin");
    for (const text of ["User management", "Batch processing", "System settings"])
      expect(within(admin).getByText(text)).toBeInTheDocument();
  });

  it("has the Getting Started guide with its three steps and Get Started to /upload", async () => {
    const { user, currentPath } = renderHome();
    expect(screen.getByRole("heading", { name: "Getting Started" })).toBeInTheDocument();
    const steps = within(screen.getByRole("list", { name: "Steps" })).getAllByRole("listitem");
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent(/^1Upload your resume/);
    expect(steps[1]).toHaveTextContent(/^2Review and edit extracted data/);
    expect(steps[2]).toHaveTextContent(/^3Upload training documents/);
    await user.click(screen.getByRole("link", { name: "Get Started" }));
    expect(currentPath()).toBe("/upload");
  });
});
