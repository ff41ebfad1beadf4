import type { AdminUser } from "@domain/schemas/admin";
import type { AdminWorkHistory } from "@domain/schemas/form-review";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { captureDownloads, fileResponse } from "@/test/downloads";
import {
  buildEmploymentEntry,
  buildExperienceEntry,
  buildForm,
  buildStatusEvent,
} from "@/test/fake-work-history-api";
import { buildAdmin, jsonResponse, mockFetch, renderApp } from "@/test/test-utils";

const ADMIN = buildAdmin();
const SAM: AdminUser = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  fullName: "Sam Torque",
  email: "sam@example.com",
  role: "user",
  createdAt: "2026-02-03T08:00:00.000Z",
  emailVerified: true,
  state: "active",
};

function view(overrides: Partial<AdminWorkHistory> = {}): AdminWorkHistory {
  return {
    user: SAM,
    form: buildForm({
      userId: SAM.id,
      status: "submitted",
      firstName: "Sam",
      lastName: "Torque",
      certifications: [{ name: "A&P Mechanic", number: "3456789", issuedOn: "2015", expiresOn: null }],
      skills: ["Rigging"],
      apCertificateIssuedOn: "2015-04-10",
      ratings: ["airframe", "powerplant"],
      pdfUrl: `/api/admin/users/${SAM.id}/work-history.pdf`,
    }),
    employment: [buildEmploymentEntry({ companyName: "Acme Aviation", startDate: "2020-01-01" })],
    airframe: [],
    powerplant: [],
    avionics: [],
    events: [buildStatusEvent({ actorName: "Sam Torque", createdAt: "2026-03-02T10:00:00.000Z" })],
    missing: [],
    ...overrides,
  };
}

beforeAll(async () => {
  await Promise.all([import("@/app/layout"), import("./admin-user-page"), import("./admin-page")]);
});

describe("/admin/users/{id}", () => {
  it("shows the technician's work history read-only with its history", async () => {
    mockFetch({ [`GET /api/admin/users/${SAM.id}/work-history`]: () => jsonResponse(view()) });
    renderApp({ path: `/admin/users/${SAM.id}`, user: ADMIN });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Work history of Sam Torque" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Acme Aviation")).toBeInTheDocument();
    expect(screen.getByText("A&P Mechanic")).toBeInTheDocument();
    expect(screen.getByText("Apr 10, 2015")).toBeInTheDocument();
    expect(screen.getByText("Airframe, Powerplant")).toBeInTheDocument();
    expect(screen.getByText("Submitted for review")).toBeInTheDocument();
    expect(screen.getByText(/by Sam Torque on Mar 2, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("shows the reviewer which entries are still as read from the resume", async () => {
    const marked = view({
      employment: [
        buildEmploymentEntry({ companyName: "Acme Aviation", fromResume: true }),
        buildEmploymentEntry({ entryNumber: 2, companyName: "Checked Air", fromResume: false }),
      ],
      airframe: [
        buildExperienceEntry("airframe", {
          aircraftMake: "Boeing",
          aircraftModel: "737",
          fromResume: true,
        }) as AdminWorkHistory["airframe"][number],
      ],
    });
    mockFetch({ [`GET /api/admin/users/${SAM.id}/work-history`]: () => jsonResponse(marked) });
    renderApp({ path: `/admin/users/${SAM.id}`, user: ADMIN });
    expect(await screen.findByText("Acme Aviation", {}, { timeout: 5000 })).toBeInTheDocument();
    const badges = screen.getAllByText(/^From resume/);
    expect(badges.map((badge) => badge.textContent)).toEqual([
      "From resume (Employment 1 was read from the technician's resume and has not been changed since)",
      "From resume (Airframe 1 was read from the technician's resume and has not been changed since)",
    ]);
  });

  it("approves a submitted form after confirmation", async () => {
    let current = view();
    const calls: string[] = [];
    mockFetch({
      [`GET /api/admin/users/${SAM.id}/work-history`]: () => jsonResponse(current),
      [`POST /api/admin/forms/${current.form!.id}/approve`]: () => {
        calls.push("approve");
        current = view({ form: { ...current.form!, status: "completed" } });
        return jsonResponse(current.form);
      },
    });
    const { user: events } = renderApp({ path: `/admin/users/${SAM.id}`, user: ADMIN });
    await events.click(await screen.findByRole("button", { name: "Approve" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("alertdialog", { name: "Approve this work history?" });
    await events.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(calls).toEqual(["approve"]));
    expect(await screen.findByText("Completed")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });

  it("returns a form only with a reason, and sends it", async () => {
    const bodies: unknown[] = [];
    const current = view();
    mockFetch({
      [`GET /api/admin/users/${SAM.id}/work-history`]: () => jsonResponse(current),
      [`POST /api/admin/forms/${current.form!.id}/return`]: ({ init }) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...current.form, status: "draft" });
      },
    });
    const { user: events } = renderApp({ path: `/admin/users/${SAM.id}`, user: ADMIN });
    await events.click(await screen.findByRole("button", { name: "Return" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Return the form?" });
    await events.click(within(dialog).getByRole("button", { name: "Return form" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Please give the reason for returning the form",
    );
    expect(bodies).toEqual([]);
    await events.type(within(dialog).getByLabelText("Reason"), "Add your IA history.");
    await events.click(within(dialog).getByRole("button", { name: "Return form" }));
    await waitFor(() => expect(bodies).toEqual([{ reason: "Add your IA history." }]));
  });
});

describe("the work history PDF", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("downloads the member's KA-310 PDF from the view's pdfUrl", async () => {
    const saved = captureDownloads();
    mockFetch({
      [`GET /api/admin/users/${SAM.id}/work-history`]: () => jsonResponse(view()),
      [`GET /api/admin/users/${SAM.id}/work-history.pdf`]: () =>
        fileResponse("hangar-log-work-history-sam-torque-2026-06-01.pdf"),
    });
    const { user: events } = renderApp({ path: `/admin/users/${SAM.id}`, user: ADMIN });
    await events.click(
      await screen.findByRole("button", { name: "Download work history PDF" }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual(["hangar-log-work-history-sam-torque-2026-06-01.pdf"]),
    );
  });

  it("is not offered when the member has no form", async () => {
    mockFetch({ [`GET /api/admin/users/${SAM.id}/work-history`]: () => jsonResponse(view({ form: null })) });
    renderApp({ path: `/admin/users/${SAM.id}`, user: ADMIN });
    await screen.findByRole("button", { name: "Download audit packet" }, { timeout: 5000 });
    expect(screen.queryByRole("button", { name: "Download work history PDF" })).not.toBeInTheDocument();
  });
});

describe("the audit packet", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("downloads the technician's packet from the member page", async () => {
    const saved = captureDownloads();
    const asked: string[] = [];
    mockFetch({
      [`GET /api/admin/users/${SAM.id}/work-history`]: () => jsonResponse(view()),
      [`GET /api/admin/users/${SAM.id}/audit-packet.pdf`]: ({ url }) => {
        asked.push(url);
        return fileResponse("hangar-log-record-sam-torque-2026-06-01.pdf");
      },
    });
    const { user: events } = renderApp({ path: `/admin/users/${SAM.id}`, user: ADMIN });
    await events.click(
      await screen.findByRole("button", { name: "Download audit packet" }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual(["hangar-log-record-sam-torque-2026-06-01.pdf"]),
    );
    expect(asked).toEqual([`/api/admin/users/${SAM.id}/audit-packet.pdf`]);
  });

  it("says so in a toast when the packet cannot be made", async () => {
    captureDownloads();
    mockFetch({
      [`GET /api/admin/users/${SAM.id}/work-history`]: () => jsonResponse(view()),
      [`GET /api/admin/users/${SAM.id}/audit-packet.pdf`]: () =>
        jsonResponse(
          { error: "Internal Server Error", message: "Something went wrong on our side." },
          { status: 500 },
        ),
    });
    const { user: events } = renderApp({ path: `/admin/users/${SAM.id}`, user: ADMIN });
    await events.click(
      await screen.findByRole("button", { name: "Download audit packet" }, { timeout: 5000 }),
    );
    const toasts = within(screen.getByRole("region", { name: /Notifications/, hidden: true }));
    await waitFor(() =>
      expect(toasts.getByText("The audit packet could not be downloaded")).toBeInTheDocument(),
    );
    expect(toasts.getByText("Something went wrong on our side.")).toBeInTheDocument();
  });
});

describe("the logbook PDF", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("downloads the member's logbook from the member page", async () => {
    const saved = captureDownloads();
    const asked: string[] = [];
    mockFetch({
      [`GET /api/admin/users/${SAM.id}/work-history`]: () => jsonResponse(view()),
      [`GET /api/admin/users/${SAM.id}/logbook.pdf`]: ({ url }) => {
        asked.push(url);
        return fileResponse("hangar-log-logbook-sam-torque-2026-06-01.pdf");
      },
    });
    const { user: events } = renderApp({ path: `/admin/users/${SAM.id}`, user: ADMIN });
    await events.click(
      await screen.findByRole("button", { name: "Download logbook PDF" }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual(["hangar-log-logbook-sam-torque-2026-06-01.pdf"]),
    );
    expect(asked).toEqual([`/api/admin/users/${SAM.id}/logbook.pdf`]);
  });
});

describe("the Users tab", () => {
  it("searches on the server by name or e-mail and links each user to their work history", async () => {
    const searches: string[] = [];
    mockFetch({
      "GET /api/admin/users": ({ url }) => {
        const search = new URL(url, "http://localhost").searchParams.get("search") ?? "";
        searches.push(search);
        return jsonResponse(search === "nobody" ? [] : [SAM]);
      },
      "GET /api/processing-queue": () => jsonResponse([]),
    });
    const { user: events } = renderApp({ path: "/admin", user: ADMIN });
    const link = await screen.findByRole("link", { name: "Work history of Sam Torque" }, { timeout: 5000 });
    expect(link).toHaveAttribute("href", `/admin/users/${SAM.id}`);
    await events.type(screen.getByRole("searchbox", { name: "Search users by name or email" }), "nobody");
    expect(await screen.findByText('No users match "nobody".')).toBeInTheDocument();
    expect(searches).toContain("nobody");
  });
});
