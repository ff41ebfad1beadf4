import type { FuzzyMatchCard as FuzzyMatchView } from "@domain/schemas/import-contact";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeXhr, installFakeXhr } from "@/test/fake-xhr";
import { buildFuzzyMatch, buildFuzzyMatchPage } from "@/test/fuzzy-matches";
import { buildAdmin, type FetchCall, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { FuzzyMatchesTab } from "./fuzzy-matches-tab";

const WAITING = buildFuzzyMatch({ id: "m1", filename: "doe.pdf", extractedEmail: "jane.d@example.com" });
const IGNORED = buildFuzzyMatch({ id: "m2", filename: "stranger.pdf", state: "ignored", possibleUsers: [] });
const ASSIGNED = buildFuzzyMatch({
  id: "m3",
  filename: "rosa.pdf",
  state: "assigned",
  matchStatus: "exact",
  matchScore: 100,
  assignedUser: { id: "u9", fullName: "Rosa Delgado", email: "rosa@example.com" },
  undoUntil: "2026-06-02T12:00:00.000Z",
  history: [
    {
      action: "auto_assigned",
      actorName: null,
      userName: "Rosa Delgado",
      userEmail: "rosa@example.com",
      score: 100,
      at: "2026-06-01T12:00:00.000Z",
    },
  ],
});

function api(extra: Parameters<typeof mockFetch>[0] = {}) {
  const counts = { waiting: 1, ignored: 1, assigned: 1, reading: 0 };
  const fetchMock = mockFetch({
    "GET /api/admin/fuzzy-matches": ({ url }) => {
      const view = new URL(url, "http://localhost").searchParams.get("view");
      const items =
        view === "waiting"
          ? [WAITING]
          : view === "ignored"
            ? [IGNORED]
            : view === "assigned"
              ? [ASSIGNED]
              : [];
      return jsonResponse(buildFuzzyMatchPage(items, { counts }));
    },
    ...extra,
  });
  const calls = (route: string): FetchCall[] =>
    fetchMock.mock.calls
      .map(([input, init]) => ({ method: (init?.method ?? "GET").toUpperCase(), url: String(input), init }))
      .filter((call) => `${call.method} ${call.url}` === route);
  return { calls, bodyOf: (call?: FetchCall) => JSON.parse(String(call?.init?.body)) };
}

const decided = (overrides: Partial<FuzzyMatchView>) => () =>
  jsonResponse(buildFuzzyMatch({ ...WAITING, ...overrides }));

function renderTab() {
  return renderWithProviders(<FuzzyMatchesTab />, { user: buildAdmin() });
}

describe("Fuzzy Matches tab", () => {
  it("shows the waiting card with what the document says, and the recent assignment with its history", async () => {
    api();
    renderTab();
    const card = within(
      (await screen.findByText("doe.pdf")).closest("[data-testid=fuzzy-match-card]") as HTMLElement,
    );
    expect(card.getByText("87% match")).toBeInTheDocument();
    expect(card.getByText("Multiple")).toBeInTheDocument();
    expect(card.getByText("jane.d@example.com")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Waiting for a decision (1)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("heading", { name: "Recently assigned (1)" })).toBeInTheDocument();
    expect(
      await screen.findByText(
        (_, element) => element?.textContent === "Assigned to Rosa Delgado (rosa@example.com)",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Assigned automatically \(Rosa Delgado, rosa@example.com\), 100%/),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Undo" })).toBeEnabled();
  });

  it("pages the recent assignments, so every one of them (and its Undo) can be reached", async () => {
    const requested: string[] = [];
    mockFetch({
      "GET /api/admin/fuzzy-matches": ({ url }) => {
        const params = new URL(url, "http://localhost").searchParams;
        if (params.get("view") !== "assigned") return jsonResponse(buildFuzzyMatchPage([]));
        const page = Number(params.get("page") ?? "1");
        requested.push(`assigned:${page}`);
        const item = buildFuzzyMatch({ ...ASSIGNED, id: `r${page}`, filename: `recent-page-${page}.pdf` });
        return jsonResponse(
          buildFuzzyMatchPage([item], {
            total: 22,
            page,
            counts: { waiting: 0, ignored: 0, assigned: 22, reading: 0 },
          }),
        );
      },
    });
    const { user } = renderTab();
    expect(await screen.findByText("recent-page-1.pdf")).toBeInTheDocument();
    const pager = screen.getByRole("navigation", { name: "Pages of recent assignments" });
    expect(within(pager).getByText("Page 1 of 2")).toBeInTheDocument();
    await user.click(within(pager).getByRole("button", { name: "Next" }));
    expect(await screen.findByText("recent-page-2.pdf")).toBeInTheDocument();
    expect(within(pager).getByText("Page 2 of 2")).toBeInTheDocument();
    expect(within(pager).getByRole("button", { name: "Next" })).toBeDisabled();
    expect(requested).toContain("assigned:2");
  });

  it("shows 'No pending matches' when nothing waits", async () => {
    mockFetch({ "GET /api/admin/fuzzy-matches": () => jsonResponse(buildFuzzyMatchPage([])) });
    renderTab();
    expect(await screen.findByText("No pending matches")).toBeInTheDocument();
  });

  it("assigns, and asks Overwrite or Keep when the server says the form holds data", async () => {
    let tries = 0;
    const { calls, bodyOf } = api({
      "POST /api/admin/fuzzy-matches/m1/assign": () =>
        ++tries === 1
          ? jsonResponse(
              {
                error: "conflict",
                code: "form_not_empty",
                message: "Jane Doe's work history form already holds data.",
              },
              { status: 409 },
            )
          : decided({
              state: "assigned",
              assignedUser: { id: "u1", fullName: "Jane Doe", email: "jane@example.com" },
            })(),
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Assign to Jane Doe" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Work history form not empty" });
    expect(within(dialog).getByText("Jane Doe's work history form already holds data.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Keep" }));
    await waitFor(() => expect(calls("POST /api/admin/fuzzy-matches/m1/assign")).toHaveLength(2));
    expect(bodyOf(calls("POST /api/admin/fuzzy-matches/m1/assign")[0])).toEqual({ userId: "u1" });
    expect(bodyOf(calls("POST /api/admin/fuzzy-matches/m1/assign")[1])).toEqual({
      userId: "u1",
      formChoice: "keep",
    });
    expect(await screen.findByText("doe.pdf was assigned to Jane Doe.")).toBeInTheDocument();
  });

  it("says what Ignore did: the document moved to Ignored, where Restore brings it back", async () => {
    api({ "POST /api/admin/fuzzy-matches/m1/ignore": decided({ state: "ignored" }) });
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Ignore" }));
    expect(
      await screen.findByText("doe.pdf was moved to Ignored; Restore brings it back."),
    ).toBeInTheDocument();
  });

  it("shows a refused decision's reason", async () => {
    api({
      "POST /api/admin/fuzzy-matches/m1/ignore": () =>
        jsonResponse(
          { error: "conflict", message: "This document was already assigned to Jane Doe." },
          { status: 409 },
        ),
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Ignore" }));
    expect(await screen.findByText("This document was already assigned to Jane Doe.")).toBeInTheDocument();
  });

  it("creates a new user from a dialog prefilled with the document's name and e-mail", async () => {
    const { calls, bodyOf } = api({
      "POST /api/admin/fuzzy-matches/m1/create-user": decided({ state: "assigned" }),
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Create New User" }));
    const dialog = await screen.findByRole("dialog", { name: "Create New User" });
    expect(within(dialog).getByLabelText("Full name")).toHaveValue("Jane Doe");
    expect(within(dialog).getByLabelText("Email")).toHaveValue("jane.d@example.com");
    await user.clear(within(dialog).getByLabelText("Email"));
    await user.click(within(dialog).getByRole("button", { name: "Create and assign" }));
    expect(await within(dialog).findByText("Invalid email address")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Email"), "jane.doe@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Create and assign" }));
    await waitFor(() => expect(calls("POST /api/admin/fuzzy-matches/m1/create-user")).toHaveLength(1));
    expect(bodyOf(calls("POST /api/admin/fuzzy-matches/m1/create-user")[0])).toEqual({
      fullName: "Jane Doe",
      email: "jane.doe@example.com",
    });
  });

  it("leaves the address empty when the document states none of the person's own, and asks to confirm an uncertain one", async () => {
    const doubtful = buildFuzzyMatch({
      id: "m1",
      filename: "doe.pdf",
      extractedEmail: null,
      contact: {
        nameLine: "JANE DOE",
        emailLine: null,
        doubtfulAddresses: [{ address: "service@acme.com", reason: "role", line: "service@acme.com" }],
      },
    });
    const { calls, bodyOf } = api({
      "GET /api/admin/fuzzy-matches": ({ url }) =>
        jsonResponse(
          buildFuzzyMatchPage(
            new URL(url, "http://localhost").searchParams.get("view") === "waiting" ? [doubtful] : [],
          ),
        ),
      "POST /api/admin/fuzzy-matches/m1/create-user": decided({ state: "assigned" }),
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Create New User" }));
    const dialog = await screen.findByRole("dialog", { name: "Create New User" });
    expect(within(dialog).getByLabelText("Email")).toHaveValue("");
    expect(within(dialog).getByText("Type the person's own e-mail address")).toBeInTheDocument();
    expect(within(dialog).getByText("Uncertain")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Use service@acme.com" }));
    expect(within(dialog).getByLabelText("Email")).toHaveValue("service@acme.com");
    await user.click(within(dialog).getByRole("button", { name: "Create and assign" }));
    expect(
      await within(dialog).findByText("Confirm the address, or type the person's own."),
    ).toBeInTheDocument();
    expect(calls("POST /api/admin/fuzzy-matches/m1/create-user")).toHaveLength(0);
    await user.click(
      within(dialog).getByLabelText("I have checked that service@acme.com is this person's own address"),
    );
    await user.click(within(dialog).getByRole("button", { name: "Create and assign" }));
    await waitFor(() => expect(calls("POST /api/admin/fuzzy-matches/m1/create-user")).toHaveLength(1));
    expect(bodyOf(calls("POST /api/admin/fuzzy-matches/m1/create-user")[0])).toEqual({
      fullName: "Jane Doe",
      email: "service@acme.com",
      addressConfirmed: true,
    });
  });

  it("narrows the list by match status and document type", async () => {
    const { calls } = api();
    const { user } = renderTab();
    await screen.findByText("doe.pdf");
    await user.selectOptions(screen.getByLabelText("Match status"), "Manual review");
    await user.selectOptions(screen.getByLabelText("Document type"), "Training Document");
    await waitFor(() =>
      expect(
        calls(
          "GET /api/admin/fuzzy-matches?view=waiting&page=1&matchStatus=manual_review&documentType=training",
        ),
      ).toHaveLength(1),
    );
  });

  it("lists ignored documents under 'Ignored', each with Restore", async () => {
    const { calls } = api({ "POST /api/admin/fuzzy-matches/m2/restore": decided({ id: "m2" }) });
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Ignored (1)" }));
    expect(await screen.findByText("stranger.pdf")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(calls("POST /api/admin/fuzzy-matches/m2/restore")).toHaveLength(1));
  });
});

describe("Bulk import", () => {
  const txt = (name: string) => new File(["John Smith resume"], name, { type: "text/plain" });

  function uploadApi(extra: Parameters<typeof api>[0] = {}) {
    let issued = 0;
    return api({
      "POST /api/admin/imports": () =>
        jsonResponse(
          { id: "i1", documentType: "training", createdAt: "2026-06-01T12:00:00.000Z" },
          { status: 201 },
        ),
      "POST /api/admin/imports/i1/presigned-url": () =>
        jsonResponse({ url: `/api/storage/upload/${++issued}`, objectPath: `uploads/x/${issued}.txt` }),
      "POST /api/admin/imports/i1/complete": () =>
        jsonResponse({ id: "c1", filename: "x.txt" }, { status: 201 }),
      ...extra,
    });
  }

  it("uploads each file with its own progress, at most 4 at a time, as the chosen type", async () => {
    const { calls, bodyOf } = uploadApi();
    const xhr = installFakeXhr();
    const { user } = renderTab();
    await user.click(screen.getByRole("radio", { name: "Training Document" }));
    await user.upload(
      screen.getByLabelText("Files to import"),
      [1, 2, 3, 4, 5, 6].map((n) => txt(`crew-${n}.txt`)),
    );
    await waitFor(() => expect(xhr.requests).toHaveLength(4));
    expect(bodyOf(calls("POST /api/admin/imports")[0])).toEqual({ documentType: "training" });
    expect(screen.getByRole("progressbar", { name: "Upload progress for crew-6.txt" })).toBeInTheDocument();
    FakeXhr.requests[0]?.respond(204);
    await waitFor(() => expect(xhr.requests).toHaveLength(5));
    expect(await screen.findByText("1 of 6 uploaded")).toBeInTheDocument();
  });

  it("retries a failed file alone, in the same import", async () => {
    const { calls } = uploadApi();
    const xhr = installFakeXhr();
    const { user } = renderTab();
    await user.upload(screen.getByLabelText("Files to import"), [txt("a.txt"), txt("b.txt")]);
    await waitFor(() => expect(xhr.requests).toHaveLength(2));
    FakeXhr.requests[0]?.fail();
    FakeXhr.requests[1]?.respond(204);
    const retry = await screen.findByRole("button", { name: "Retry a.txt" });
    expect(screen.getByText("1 of 2 uploaded")).toBeInTheDocument();
    await user.click(retry);
    await waitFor(() => expect(xhr.requests).toHaveLength(3));
    FakeXhr.requests[2]?.respond(204);
    expect(await screen.findByText("2 of 2 uploaded")).toBeInTheDocument();
    expect(calls("POST /api/admin/imports")).toHaveLength(1);
  });

  it("offers no Retry for a file the server refused as it is (not a valid PDF)", async () => {
    uploadApi({
      "POST /api/admin/imports/i1/complete": () =>
        jsonResponse(
          {
            error: "This file is not a valid PDF.",
            message: "This file is not a valid PDF.",
            code: "bad_request",
          },
          { status: 400 },
        ),
    });
    const xhr = installFakeXhr();
    const { user } = renderTab();
    await user.upload(screen.getByLabelText("Files to import"), [txt("broken.txt")]);
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    FakeXhr.requests[0]?.respond(204);
    expect(await screen.findByText("This file is not a valid PDF.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry broken.txt" })).not.toBeInTheDocument();
  });

  it("refuses more than 200 files at once", async () => {
    uploadApi();
    installFakeXhr();
    const { user } = renderTab();
    await user.upload(
      screen.getByLabelText("Files to import"),
      Array.from({ length: 201 }, (_, n) => txt(`f${n}.txt`)),
    );
    expect(await screen.findByText("Choose at most 200 files at once.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Files being imported" })).not.toBeInTheDocument();
  });
});
