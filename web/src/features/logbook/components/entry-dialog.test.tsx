// 'Edit' of a draft and 'Correct' of a decided entry (docs/product.md §22.3): prefilled with the
// entry, sent once however often the button is clicked, the server's refusal shown in the dialog.

import type { LogbookEntry } from "@domain/schemas/logbook";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, type FetchCall, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { useLogbookMutations } from "../api/logbook";
import { EntryDialog, type EntryDialogMode } from "./entry-dialog";

const ENTRY_ID = "00000000-0000-4000-8000-000000000001";

function buildEntry(overrides: Partial<LogbookEntry> = {}): LogbookEntry {
  return {
    id: ENTRY_ID,
    performedOn: "2026-05-20",
    employmentId: null,
    employerName: null,
    aircraftMake: "Cessna",
    aircraftModel: "172S",
    aircraftSeries: null,
    aircraftRegistration: "N12345",
    ataChapter: "32",
    task: "Replaced left main gear tire",
    activityKind: "removal_installation",
    minutes: 90,
    workOrder: "WO-1001",
    status: "draft",
    supersedes: null,
    supersededBy: null,
    countersignature: null,
    evidence: null,
    createdAt: "2026-05-20T10:00:00.000Z",
    updatedAt: "2026-05-20T10:00:00.000Z",
    ...overrides,
  };
}

/** The dialog as the page wires it: edit → PUT, correct → POST …/corrections. */
function Harness({ mode, entry }: { mode: EntryDialogMode; entry: LogbookEntry }) {
  const { update, correct } = useLogbookMutations();
  return (
    <EntryDialog
      mode={mode}
      entry={entry}
      onSave={(values) => (mode === "edit" ? update : correct).mutateAsync({ id: entry.id, values })}
    />
  );
}

const bodyOf = (call: FetchCall | undefined) => JSON.parse(String(call?.init?.body));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("EntryDialog", () => {
  it("opens 'Edit' prefilled and saves the changed draft with one PUT, however often it is clicked", async () => {
    const user = userEvent.setup();
    const calls: FetchCall[] = [];
    let answer: (response: Response) => void = () => {};
    mockFetch({
      [`PUT /api/logbook/entries/${ENTRY_ID}`]: (call) => {
        calls.push(call);
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      },
    });
    renderWithProviders(<Harness mode="edit" entry={buildEntry()} />, { user: buildUser() });

    await user.click(screen.getByRole("button", { name: "Edit Replaced left main gear tire" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit task" });
    expect(within(dialog).getByLabelText("Aircraft make")).toHaveValue("Cessna");
    expect(within(dialog).getByLabelText("Work order or task card")).toHaveValue("WO-1001");
    const task = within(dialog).getByLabelText("Task");
    await user.clear(task);
    await user.type(task, "Replaced right main gear tire");

    const save = within(dialog).getByRole("button", { name: "Save changes" });
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    await user.click(save);
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0])).toMatchObject({
      task: "Replaced right main gear tire",
      aircraftMake: "Cessna",
      aircraftSeries: null,
      minutes: 90,
    });

    answer(jsonResponse(buildEntry({ task: "Replaced right main gear tire" })));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's sentence when the save is refused", async () => {
    const user = userEvent.setup();
    mockFetch({
      [`PUT /api/logbook/entries/${ENTRY_ID}`]: () =>
        jsonResponse(
          { error: "Conflict", message: "Only a draft can be changed", code: "not_draft" },
          { status: 409 },
        ),
    });
    renderWithProviders(<Harness mode="edit" entry={buildEntry()} />, { user: buildUser() });

    await user.click(screen.getByRole("button", { name: "Edit Replaced left main gear tire" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit task" });
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Only a draft can be changed");
    expect(screen.getByRole("dialog", { name: "Edit task" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Save changes" })).toBeEnabled();
  });

  it("says what is missing under the field and sends nothing", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch({});
    renderWithProviders(<Harness mode="edit" entry={buildEntry()} />, { user: buildUser() });

    await user.click(screen.getByRole("button", { name: "Edit Replaced left main gear tire" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit task" });
    await user.clear(within(dialog).getByLabelText("Task"));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

    expect(await within(dialog).findByText("Describe the task")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Task")).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("posts a correction of a countersigned entry, prefilled with it", async () => {
    const user = userEvent.setup();
    const calls: FetchCall[] = [];
    mockFetch({
      [`POST /api/logbook/entries/${ENTRY_ID}/corrections`]: (call) => {
        calls.push(call);
        return jsonResponse(buildEntry({ id: "00000000-0000-4000-8000-000000000002" }), { status: 201 });
      },
    });
    const entry = buildEntry({ status: "countersigned" });
    renderWithProviders(<Harness mode="correct" entry={entry} />, { user: buildUser() });

    await user.click(screen.getByRole("button", { name: "Correct Replaced left main gear tire" }));
    const dialog = await screen.findByRole("dialog", { name: "Correct task" });
    const minutes = within(dialog).getByLabelText("Time spent (minutes)");
    expect(minutes).toHaveValue(90);
    await user.clear(minutes);
    await user.type(minutes, "120");
    await user.click(within(dialog).getByRole("button", { name: "Save correction" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0])).toMatchObject({ minutes: 120, task: "Replaced left main gear tire" });
  });
});
