import { FORM_DATE_AFTER_TODAY_MESSAGE } from "@domain/form-dates";
import type { AdminUser } from "@domain/schemas/admin";
import type { ChecklistEvents, TrainingItemView, TrainingRecord } from "@domain/schemas/checklists";
import type { AdminWorkHistory } from "@domain/schemas/form-review";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { captureDownloads, fileResponse } from "@/test/downloads";
import { buildForm } from "@/test/fake-work-history-api";
import { buildAdmin, type FetchCall, jsonResponse, mockFetch, renderApp } from "@/test/test-utils";

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
const BASE = `/api/admin/checklists/users/${SAM.id}`;

const workHistory = (): AdminWorkHistory => ({
  user: SAM,
  form: buildForm({ userId: SAM.id }),
  employment: [],
  airframe: [],
  powerplant: [],
  avionics: [],
  events: [],
  missing: [],
});

function item(overrides: Partial<TrainingItemView>): TrainingItemView {
  return {
    id: "a0000000-0000-4000-8000-000000000001",
    name: "Human factors",
    description: null,
    recurrenceMonths: 24,
    requiresSignOff: false,
    ataChapter: null,
    level: null,
    status: "not_started",
    completion: null,
    ...overrides,
  };
}

const HF = item({});
const RUNUP = item({
  id: "a0000000-0000-4000-8000-000000000002",
  name: "Engine run-up",
  status: "expiring",
  completion: {
    id: "b0000000-0000-4000-8000-000000000002",
    completed: true,
    completedOn: "2024-06-10",
    expiresOn: "2026-06-10",
    notes: null,
    returnedReason: null,
    signedOffAt: "2024-06-11T09:00:00.000Z",
    signedOffByName: "Alex Chief Inspector",
    evidence: null,
  },
});

function record(items: TrainingItemView[]): TrainingRecord {
  return {
    tabs: [
      {
        id: "c0000000-0000-4000-8000-000000000001",
        name: "Initial",
        description: null,
        sections: [
          {
            id: "d0000000-0000-4000-8000-000000000001",
            name: "Core",
            description: null,
            completedItems: items.filter((i) => i.status === "current" || i.status === "expiring").length,
            totalItems: items.length,
            items,
          },
        ],
      },
    ],
    progress: { current: 1, total: 2, percent: 50, nextUp: null },
  };
}

const EVENTS: ChecklistEvents = {
  events: [
    {
      kind: "completed_on_changed",
      itemId: RUNUP.id,
      itemName: "Engine run-up",
      actorName: "Alex Chief Inspector",
      at: "2026-05-02T14:30:00.000Z",
      before: { completedOn: "2024-06-01" },
      after: { completedOn: "2024-06-10" },
    },
    {
      kind: "evidence_attached",
      itemId: RUNUP.id,
      itemName: "Engine run-up",
      actorName: "Sam Torque",
      at: "2026-05-03T09:00:00.000Z",
      before: { evidenceDocumentId: null },
      after: { evidenceDocumentId: "30000000-0000-4000-8000-000000000009" },
    },
  ],
  names: { "30000000-0000-4000-8000-000000000009": "runup-certificate.pdf" },
};

function api(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    [`GET /api/admin/users/${SAM.id}/work-history`]: () => jsonResponse(workHistory()),
    [`GET ${BASE}/record`]: () => jsonResponse(record([HF, RUNUP])),
    [`GET ${BASE}/events`]: () => jsonResponse(EVENTS),
    "GET /api/admin/checklists/sign-offs": () => jsonResponse({ signOffs: [] }),
    ...routes,
  });
  const calls = (route: string): FetchCall[] =>
    fetchMock.mock.calls
      .map(([input, init]) => ({ method: (init?.method ?? "GET").toUpperCase(), url: String(input), init }))
      .filter((call) => `${call.method} ${call.url}` === route);
  return { calls, bodyOf: (call: FetchCall | undefined) => JSON.parse(String(call?.init?.body)) };
}

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));

beforeAll(async () => {
  await Promise.all([import("@/app/layout"), import("./admin-user-page")]);
});

async function openPage() {
  const rendered = renderApp({ path: `/admin/users/${SAM.id}`, user: ADMIN });
  await screen.findByRole("heading", { level: 2, name: "Training record" }, { timeout: 5000 });
  await screen.findByText("Engine run-up", { selector: "span" });
  return rendered;
}

describe("/admin/users/{id}: the training record", () => {
  it("lists each item with its status in words, its date and who signed it off, and the changes", async () => {
    api();
    await openPage();
    expect(screen.getByText("1 of 2 items current (50 %)")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Initial" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 4, name: "Core (1/2)" })).toBeInTheDocument();
    expect(screen.getByText("Not started")).toBeInTheDocument();
    expect(screen.getByText("Expiring on Jun 10, 2026")).toBeInTheDocument();
    expect(screen.getByText("Completed on Jun 10, 2024")).toBeInTheDocument();
    expect(screen.getByText("Signed off by Alex Chief Inspector")).toBeInTheDocument();

    const changes = within(await screen.findByRole("list", { name: "Changes to the training record" }));
    expect(changes.getByText("Completion date changed")).toBeInTheDocument();
    expect(changes.getByText(/Engine run-up · May 2, 2026 .* · by Alex Chief Inspector/)).toBeInTheDocument();
    expect(changes.getByText("completed on: 2024-06-01 → 2024-06-10")).toBeInTheDocument();
    // Evidence is named by its file, never by its id.
    expect(changes.getByText("evidence: none → runup-certificate.pdf")).toBeInTheDocument();
  });

  it("names an item's evidence and downloads it, and a failed download says why", async () => {
    const saved = captureDownloads();
    const withEvidence = {
      ...RUNUP,
      completion: {
        ...RUNUP.completion!,
        evidence: { id: "e0000000-0000-4000-8000-000000000001", filename: "runup.pdf" },
      },
    };
    const evidenceUrl = `${BASE}/items/${RUNUP.id}/evidence`;
    let gone = false;
    const { calls } = api({
      [`GET ${BASE}/record`]: () => jsonResponse(record([HF, withEvidence])),
      [`GET ${evidenceUrl}`]: () =>
        gone
          ? jsonResponse(
              {
                error: "Unprocessable Entity",
                message: "The uploaded file is no longer available. Please upload it again.",
                code: "upload_file_invalid",
              },
              { status: 422 },
            )
          : fileResponse("runup.pdf"),
    });
    const { user } = await openPage();
    expect(screen.getByText("Evidence: runup.pdf")).toBeInTheDocument();
    const download = screen.getByRole("button", { name: "Download the evidence of Engine run-up" });
    await user.click(download);
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["runup.pdf"]));
    expect(calls(`GET ${evidenceUrl}`)).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: /^Download the evidence/ })).toHaveLength(1);

    gone = true;
    await user.click(download);
    await waitFor(() =>
      expect(toastRegion().getByText("The evidence could not be downloaded")).toBeInTheDocument(),
    );
    expect(
      toastRegion().getByText("The uploaded file is no longer available. Please upload it again."),
    ).toBeInTheDocument();
  });

  it("marks an item done on a date, refuses a future date under the field, and refreshes the record", async () => {
    let done = false;
    const { calls, bodyOf } = api({
      [`GET ${BASE}/record`]: () =>
        jsonResponse(
          record([
            done
              ? {
                  ...HF,
                  status: "current",
                  completion: {
                    ...(RUNUP.completion as NonNullable<TrainingItemView["completion"]>),
                    completedOn: "2026-03-01",
                    signedOffByName: null,
                  },
                }
              : HF,
            RUNUP,
          ]),
        ),
      [`PATCH ${BASE}/items/${HF.id}`]: () => {
        done = true;
        return jsonResponse({ ...HF, status: "current" });
      },
    });
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: "Mark Human factors done" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Mark Human factors done" }));
    const date = dialog.getByLabelText("Completed on");
    // jsdom's date input takes a whole value, not keystrokes.
    fireEvent.change(date, { target: { value: "2999-01-01" } });
    await user.click(dialog.getByRole("button", { name: "Mark done" }));
    expect(dialog.getByRole("alert")).toHaveTextContent(FORM_DATE_AFTER_TODAY_MESSAGE);
    expect(date).toHaveAttribute("aria-invalid", "true");
    expect(calls(`PATCH ${BASE}/items/${HF.id}`)).toHaveLength(0);

    fireEvent.change(date, { target: { value: "2026-03-01" } });
    await user.click(dialog.getByRole("button", { name: "Mark done" }));
    await waitFor(() =>
      expect(toastRegion().getByText("Human factors is marked done on Mar 1, 2026.")).toBeInTheDocument(),
    );
    expect(bodyOf(calls(`PATCH ${BASE}/items/${HF.id}`)[0])).toEqual({
      completed: true,
      completedOn: "2026-03-01",
    });
    expect(await screen.findByRole("button", { name: "Mark Human factors not done" })).toBeInTheDocument();
    expect(calls(`GET ${BASE}/events`).length).toBeGreaterThan(1);
  });

  it("marks an item not done after asking, and shows a refusal", async () => {
    let refuse = false;
    const { calls, bodyOf } = api({
      [`PATCH ${BASE}/items/${RUNUP.id}`]: () =>
        refuse
          ? jsonResponse(
              { error: "Not found", message: "Checklist item not found.", code: "not_found" },
              { status: 404 },
            )
          : jsonResponse({ ...RUNUP, status: "not_started" }),
    });
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: "Mark Engine run-up not done" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Mark Engine run-up not done?" }));
    await user.click(dialog.getByRole("button", { name: "Mark not done" }));
    await waitFor(() =>
      expect(toastRegion().getByText("Engine run-up is marked not done.")).toBeInTheDocument(),
    );
    expect(bodyOf(calls(`PATCH ${BASE}/items/${RUNUP.id}`)[0])).toEqual({ completed: false });

    refuse = true;
    await user.click(screen.getByRole("button", { name: "Mark Engine run-up not done" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Mark not done" }),
    );
    await waitFor(() => expect(toastRegion().getByText("Checklist item not found.")).toBeInTheDocument());
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });
});
