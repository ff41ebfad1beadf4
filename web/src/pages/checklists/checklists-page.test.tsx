import type { TrainingItemView, TrainingRecord } from "@domain/schemas/checklists";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WITHDRAWS_SIGN_OFF_HINT } from "@/features/checklists/components/item-details";
import { captureDownloads, fileResponse } from "@/test/downloads";
import { buildUser, type FetchCall, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { ChecklistsPage } from "./checklists-page";

const SAFETY = "00000000-0000-4000-8000-0000000000a1";
const RUN_UP = "00000000-0000-4000-8000-0000000000a2";
const HUMAN_FACTORS = "00000000-0000-4000-8000-0000000000a3";
const DOCUMENT = "00000000-0000-4000-8000-0000000000d1";

function item(
  overrides: Partial<TrainingItemView> & Pick<TrainingItemView, "id" | "name">,
): TrainingItemView {
  return {
    description: null,
    recurrenceMonths: null,
    requiresSignOff: false,
    ataChapter: null,
    level: null,
    status: "not_started",
    completion: null,
    ...overrides,
  };
}

function completion(overrides: Partial<NonNullable<TrainingItemView["completion"]>> = {}) {
  return {
    id: "00000000-0000-4000-8000-0000000000c1",
    completed: true,
    completedOn: "2026-06-01",
    expiresOn: null,
    notes: null,
    returnedReason: null,
    signedOffAt: null,
    signedOffByName: null,
    evidence: null,
    ...overrides,
  };
}

function record(
  items: TrainingItemView[],
  progress: Partial<TrainingRecord["progress"]> = {},
): TrainingRecord {
  return {
    tabs: [
      {
        id: "00000000-0000-4000-8000-0000000000f1",
        name: "Initial",
        description: null,
        sections: [
          {
            id: "00000000-0000-4000-8000-0000000000e1",
            name: "Safety",
            description: "Before anything else",
            completedItems: items.filter((value) => value.status === "current" || value.status === "expiring")
              .length,
            totalItems: items.length,
            items,
          },
        ],
      },
      {
        id: "00000000-0000-4000-8000-0000000000f2",
        name: "Recurrent",
        description: "Every two years",
        sections: [],
      },
    ],
    progress: { current: 0, total: items.length, percent: 0, nextUp: null, ...progress },
  };
}

const TRAINING_DOCUMENT = {
  id: DOCUMENT,
  filename: "hf-certificate.pdf",
  fileSize: 2048,
  mimeType: "application/pdf",
  documentType: "training",
  createdAt: "2026-06-02T10:00:00.000Z",
  task: null,
};

function renderChecklists(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({ "GET /api/uploads": () => jsonResponse([TRAINING_DOCUMENT]), ...routes });
  renderWithProviders(<ChecklistsPage />, { path: "/checklists", user: buildUser() });
  return fetchMock;
}

function patchesTo(fetchMock: ReturnType<typeof mockFetch>, itemId: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([url, init]) => String(url).endsWith(`/api/checklists/items/${itemId}`) && init?.method === "PATCH",
    )
    .map(([, init]) => JSON.parse(String(init?.body)));
}

afterEach(() => vi.useRealTimers());

/** The run-up, signed off by Ada Admin on June 3. */
const signedRunUp = () =>
  item({
    id: RUN_UP,
    name: "Engine run-up",
    requiresSignOff: true,
    status: "current",
    completion: completion({ signedOffAt: "2026-06-03T09:00:00.000Z", signedOffByName: "Ada Admin" }),
  });

describe("Checklists", () => {
  it("shows the title, 0% and the empty state when no program is set up", async () => {
    renderChecklists({
      "GET /api/checklists": () => jsonResponse({ tabs: [], progress: record([]).progress }),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Training Checklists" })).toBeInTheDocument();
    expect(await screen.findByText("No checklist data available")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Training checklists will appear here once an administrator sets up the training structure",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Overall Progress" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    );
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  });

  it("lays out tabs, sections with completed/total, items with status, facts and the server's progress", async () => {
    const items = [
      item({
        id: SAFETY,
        name: "Shop safety",
        description: "Fire exits and extinguishers",
        status: "current",
        completion: completion(),
      }),
      item({
        id: HUMAN_FACTORS,
        name: "Human factors",
        recurrenceMonths: 24,
        status: "expiring",
        completion: completion({ completedOn: "2024-12-10", expiresOn: "2026-12-10" }),
      }),
      item({ id: RUN_UP, name: "Engine run-up", requiresSignOff: true, ataChapter: "71", level: 3 }),
    ];
    renderChecklists({
      "GET /api/checklists": () =>
        jsonResponse(
          record(items, {
            current: 2,
            percent: 66,
            nextUp: { itemId: HUMAN_FACTORS, name: "Human factors", status: "expiring" },
          }),
        ),
    });
    const tabs = within(await screen.findByRole("tablist", { name: "Checklists" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Initial", "Recurrent"]);
    expect(screen.getByRole("heading", { level: 3, name: "Safety" })).toBeInTheDocument();
    expect(screen.getByText("2/3")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Overall Progress" })).toHaveAttribute(
      "aria-valuenow",
      "66",
    );
    expect(screen.getByText("Renew Human factors: it expires soon.")).toBeInTheDocument();

    const safety = screen.getByRole("checkbox", { name: "Shop safety" });
    expect(safety).toBeChecked();
    // The status is in words (not colour alone) and read with the checkbox.
    expect(safety).toHaveAccessibleDescription("Current Fire exits and extinguishers");
    expect(screen.getByRole("checkbox", { name: "Human factors" })).toHaveAccessibleDescription(
      "Expiring on Dec 10, 2026",
    );
    expect(
      screen.getByText("Every 24 months · Completed on Dec 10, 2024 · Expires on Dec 10, 2026"),
    ).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Engine run-up" })).not.toBeChecked();
    expect(screen.getByText("Once · Sign-off required · ATA 71 · Level 3")).toBeInTheDocument();
  });

  it("ticks an item done and shows the server's answer: awaiting sign-off", async () => {
    const runUp = item({ id: RUN_UP, name: "Engine run-up", requiresSignOff: true });
    let current = record([runUp]);
    const fetchMock = renderChecklists({
      "GET /api/checklists": () => jsonResponse(current),
      [`PATCH /api/checklists/items/${RUN_UP}`]: () => {
        const saved = { ...runUp, status: "pending_sign_off" as const, completion: completion() };
        current = record([saved], { nextUp: null });
        return jsonResponse(saved);
      },
    });
    await userEvent.click(await screen.findByRole("checkbox", { name: "Engine run-up" }));
    await waitFor(() =>
      expect(screen.getByRole("checkbox", { name: "Engine run-up" })).toHaveAccessibleDescription(
        "Awaiting sign-off",
      ),
    );
    expect(screen.getByRole("checkbox", { name: "Engine run-up" })).toBeChecked();
    expect(patchesTo(fetchMock, RUN_UP)).toEqual([{ completed: true }]);
  });

  it("asks before un-ticking a signed-off item, because the sign-off is withdrawn", async () => {
    const signed = signedRunUp();
    const fetchMock = renderChecklists({
      "GET /api/checklists": () => jsonResponse(record([signed])),
      [`PATCH /api/checklists/items/${RUN_UP}`]: () => jsonResponse({ ...signed, status: "not_started" }),
    });
    expect(await screen.findByText(/Signed off by Ada Admin on Jun 3, 2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Engine run-up" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Mark as not done?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(patchesTo(fetchMock, RUN_UP)).toEqual([]);

    await userEvent.click(screen.getByRole("checkbox", { name: "Engine run-up" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Mark not done" }),
    );
    await waitFor(() => expect(patchesTo(fetchMock, RUN_UP)).toEqual([{ completed: false }]));
  });

  it("says on a signed-off item that changing its notes or evidence withdraws the sign-off", async () => {
    const signed = signedRunUp();
    renderChecklists({ "GET /api/checklists": () => jsonResponse(record([signed])) });
    await userEvent.click(await screen.findByRole("button", { name: "Details for Engine run-up" }));
    const details = screen.getByRole("region", { name: "Details of Engine run-up" });
    expect(within(details).getByText(WITHDRAWS_SIGN_OFF_HINT)).toBeInTheDocument();
  });

  it("shows the administrator's reason on a returned item", async () => {
    const returned = item({
      id: RUN_UP,
      name: "Engine run-up",
      requiresSignOff: true,
      completion: completion({
        completed: false,
        completedOn: null,
        returnedReason: "No run-up log attached",
      }),
    });
    renderChecklists({ "GET /api/checklists": () => jsonResponse(record([returned])) });
    expect(await screen.findByText("Returned by an administrator")).toBeInTheDocument();
    expect(screen.getByText("No run-up log attached")).toBeInTheDocument();
  });

  it("autosaves notes after a pause, and keeps what was typed when the save fails", async () => {
    const safety = item({ id: SAFETY, name: "Shop safety", status: "current", completion: completion() });
    let fail = true;
    const fetchMock = renderChecklists({
      "GET /api/checklists": () => jsonResponse(record([safety])),
      [`PATCH /api/checklists/items/${SAFETY}`]: (call: FetchCall) => {
        if (fail) return jsonResponse({ error: "validation_error", message: "Nope" }, { status: 400 });
        const { notes } = JSON.parse(String(call.init?.body));
        return jsonResponse({ ...safety, completion: completion({ notes }) });
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Details for Shop safety" }));
    const details = screen.getByRole("region", { name: "Details of Shop safety" });
    const notes = within(details).getByRole("textbox", { name: "Notes" });
    await userEvent.type(notes, "Walked the hangar with J. Ortiz");
    await waitFor(
      () => expect(patchesTo(fetchMock, SAFETY)).toEqual([{ notes: "Walked the hangar with J. Ortiz" }]),
      {
        timeout: 4000,
      },
    );
    // Refused: the text stays, with the reason.
    expect(notes).toHaveValue("Walked the hangar with J. Ortiz");
    fail = false;
    await userEvent.type(notes, ".");
    await waitFor(
      () =>
        expect(patchesTo(fetchMock, SAFETY).at(-1)).toEqual({ notes: "Walked the hangar with J. Ortiz." }),
      {
        timeout: 4000,
      },
    );
    await waitFor(() => expect(screen.getByText("Saved")).toBeInTheDocument());
  });

  it("corrects the completion date, refusing a future one without sending it", async () => {
    const safety = item({ id: SAFETY, name: "Shop safety", status: "current", completion: completion() });
    const fetchMock = renderChecklists({
      "GET /api/checklists": () => jsonResponse(record([safety])),
      [`PATCH /api/checklists/items/${SAFETY}`]: (call: FetchCall) => {
        const { completedOn } = JSON.parse(String(call.init?.body));
        return jsonResponse({ ...safety, completion: completion({ completedOn }) });
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Details for Shop safety" }));
    const date = screen.getByLabelText("Completed on");
    expect(date).toHaveValue("2026-06-01");
    const nextYear = new Date().getFullYear() + 1;
    await userEvent.clear(date);
    await userEvent.type(date, `${nextYear}-01-15`);
    expect(await screen.findByText(/after today/i)).toBeInTheDocument();
    expect(patchesTo(fetchMock, SAFETY)).toEqual([]);
    await userEvent.clear(date);
    await userEvent.type(date, "2025-03-14");
    await waitFor(() => expect(patchesTo(fetchMock, SAFETY)).toEqual([{ completedOn: "2025-03-14" }]));
  });

  it("attaches one of the technician's training documents as evidence, and removes it", async () => {
    let safety = item({ id: SAFETY, name: "Shop safety", status: "current", completion: completion() });
    const fetchMock = renderChecklists({
      "GET /api/checklists": () => jsonResponse(record([safety])),
      [`GET /api/uploads/training/${DOCUMENT}/file`]: () => fileResponse("hf-certificate.pdf"),
      [`PATCH /api/checklists/items/${SAFETY}`]: (call: FetchCall) => {
        const { evidenceDocumentId } = JSON.parse(String(call.init?.body));
        safety = {
          ...safety,
          completion: completion({
            evidence: evidenceDocumentId ? { id: evidenceDocumentId, filename: "hf-certificate.pdf" } : null,
          }),
        };
        return jsonResponse(safety);
      },
      [`POST /api/uploads/training/${DOCUMENT}/process`]: () =>
        jsonResponse({ id: "t1", status: "queued" }, { status: 201 }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Details for Shop safety" }));
    const select = screen.getByRole("combobox", { name: "Evidence" });
    await waitFor(() =>
      expect(within(select).getByRole("option", { name: "hf-certificate.pdf" })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(select, DOCUMENT);
    // Never read before: attaching it starts its reading.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url) === `/api/uploads/training/${DOCUMENT}/process`),
      ).toHaveLength(1),
    );
    const saved = captureDownloads();
    await userEvent.click(await screen.findByRole("button", { name: "Download hf-certificate.pdf" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["hf-certificate.pdf"]));
    expect(fetchMock).toHaveBeenCalledWith(`/api/uploads/training/${DOCUMENT}/file`, expect.anything());
    await userEvent.click(await screen.findByRole("button", { name: "Remove evidence from Shop safety" }));
    await waitFor(() =>
      expect(patchesTo(fetchMock, SAFETY)).toEqual([
        { evidenceDocumentId: DOCUMENT },
        { evidenceDocumentId: null },
      ]),
    );
    expect(await screen.findByRole("combobox", { name: "Evidence" })).toBeInTheDocument();
  });

  it("says what failed and offers a retry when the record cannot be loaded", async () => {
    renderChecklists({
      "GET /api/checklists": () =>
        jsonResponse({ error: "internal", message: "Database down" }, { status: 500 }),
    });
    expect(await screen.findByText("The checklists could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /try again|retry/i })).toBeInTheDocument();
  });
});
