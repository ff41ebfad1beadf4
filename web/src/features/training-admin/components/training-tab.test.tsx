import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildItem, buildSection, buildTab, fakeTrainingAdminApi } from "@/test/fake-training-admin-api";
import { buildAdmin, jsonResponse, renderWithProviders } from "@/test/test-utils";
import { TrainingTab } from "./training-tab";

function renderTab() {
  return renderWithProviders(<TrainingTab />, { path: "/admin?tab=training", user: buildAdmin() });
}

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));

async function expectToast(title: string, description: string) {
  await waitFor(() => expect(toastRegion().getByText(title)).toBeInTheDocument());
  expect(toastRegion().getByText(description)).toBeInTheDocument();
}

function program() {
  const hf = buildItem({
    name: "Human factors",
    description: "Dirty dozen",
    recurrenceMonths: 24,
    requiresSignOff: true,
    ataChapter: "05",
    level: 2,
    keywords: ["human factors", "HF"],
  });
  const hazmat = buildItem({ name: "Hazmat awareness" });
  const fod = buildItem({ name: "Tool control and FOD" });
  const core = buildSection({ name: "Core", items: [hf, hazmat, fod] });
  const initial = buildTab({ name: "Initial", description: "Before the first task", sections: [core] });
  const recurrent = buildTab({ name: "Recurrent" });
  const specialized = buildTab({ name: "Specialized" });
  return { hf, hazmat, fod, core, initial, recurrent, specialized, tabs: [initial, recurrent, specialized] };
}

describe("/admin Training: the structure", () => {
  it("shows tabs, sections and items as nested headings and lists, with each item's rules in words", async () => {
    const { tabs } = program();
    fakeTrainingAdminApi({ tabs });
    const { user } = renderTab();
    expect(await screen.findByRole("heading", { level: 3, name: "Initial" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Training program" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 4, name: "Core" })).toBeInTheDocument();
    expect(screen.getByText("Before the first task")).toBeInTheDocument();
    const items = within(screen.getByRole("list", { name: "Items of Core" }));
    const hf = within(items.getAllByRole("listitem")[0] as HTMLElement);
    expect(hf.getByText("Every 24 months")).toBeInTheDocument();
    expect(hf.getByText("Sign-off required")).toBeInTheDocument();
    expect(hf.getByText("ATA 05")).toBeInTheDocument();
    expect(hf.getByText("Level 2")).toBeInTheDocument();
    expect(hf.getByText("Keywords: human factors, HF")).toBeInTheDocument();
    expect(within(items.getAllByRole("listitem")[1] as HTMLElement).getByText("Once")).toBeInTheDocument();

    // A section closes and opens from its heading.
    const core = screen.getByRole("button", { name: "Core" });
    expect(core).toHaveAttribute("aria-expanded", "true");
    await user.click(core);
    expect(core).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("list", { name: "Items of Core" })).not.toBeInTheDocument();
    await user.click(core);
    expect(screen.getByRole("list", { name: "Items of Core" })).toBeInTheDocument();
  });

  it("an empty program points at 'Import starter program', whose toast says what was added", async () => {
    let first = true;
    const { calls } = fakeTrainingAdminApi({
      routes: {
        "POST /api/admin/checklists/starter-program": () => {
          const result = first
            ? { tabsCreated: 4, sectionsCreated: 9, itemsCreated: 27 }
            : { tabsCreated: 0, sectionsCreated: 0, itemsCreated: 0 };
          first = false;
          return jsonResponse(result);
        },
      },
    });
    const { user } = renderTab();
    expect(await screen.findByText("No training program yet")).toBeInTheDocument();
    expect(screen.getByText(/'Import starter program'/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Import starter program" }));
    await expectToast("Starter program imported", "4 tabs, 9 sections and 27 items added");
    await waitFor(() => expect(screen.getByRole("button", { name: "Import starter program" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Import starter program" }));
    await expectToast("Starter program imported", "Nothing to add: the starter program is already here");
    expect(calls("POST /api/admin/checklists/starter-program")).toHaveLength(2);
  });

  it("a refused starter import toasts the server's sentence", async () => {
    fakeTrainingAdminApi({
      routes: {
        "POST /api/admin/checklists/starter-program": () =>
          jsonResponse(
            { error: "Busy", message: "The database is busy", code: "service_unavailable" },
            { status: 503 },
          ),
      },
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Import starter program" }));
    await expectToast("Error", "The database is busy");
  });
});

describe("/admin Training: creating and editing", () => {
  it("adds a tab, a section to it and an item with every field", async () => {
    const { calls, bodyOf } = fakeTrainingAdminApi();
    const { user } = renderTab();
    await screen.findByText("No training program yet");

    await user.click(screen.getByRole("button", { name: "Add tab" }));
    let dialog = within(await screen.findByRole("dialog", { name: "Add a tab" }));
    await user.type(dialog.getByLabelText("Name"), "  On-the-job ");
    await user.click(dialog.getByRole("button", { name: "Add tab" }));
    expect(await screen.findByRole("heading", { level: 3, name: "On-the-job" })).toBeInTheDocument();
    expect(bodyOf(calls("POST /api/admin/checklists/tabs")[0])).toEqual({
      name: "On-the-job",
      description: null,
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add section to On-the-job" }));
    dialog = within(await screen.findByRole("dialog", { name: "Add a section to On-the-job" }));
    await user.type(dialog.getByLabelText("Name"), "ATA 32 Landing gear");
    await user.type(dialog.getByLabelText("Description"), "Gear tasks");
    await user.click(dialog.getByRole("button", { name: "Add section" }));
    expect(await screen.findByRole("heading", { level: 4, name: "ATA 32 Landing gear" })).toBeInTheDocument();
    expect(screen.getByText("Gear tasks")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add item to ATA 32 Landing gear" }));
    dialog = within(await screen.findByRole("dialog", { name: "Add an item to ATA 32 Landing gear" }));
    await user.type(dialog.getByLabelText("Name"), "Gear swing");
    await user.type(dialog.getByLabelText("Recurrence (months)"), "24");
    await user.click(dialog.getByRole("checkbox", { name: "Requires sign-off" }));
    await user.type(dialog.getByLabelText("ATA chapter"), "32");
    await user.type(dialog.getByLabelText("Level (1-5)"), "3");
    await user.type(dialog.getByLabelText("Keywords"), "gear swing, retraction test, ");
    await user.click(dialog.getByRole("button", { name: "Add item" }));
    expect(await screen.findByText("Gear swing")).toBeInTheDocument();
    const body = bodyOf(calls("POST /api/admin/checklists/items")[0]);
    expect(body).toEqual({
      sectionId: expect.any(String),
      name: "Gear swing",
      description: null,
      recurrenceMonths: 24,
      requiresSignOff: true,
      ataChapter: "32",
      level: 3,
      keywords: ["gear swing", "retraction test"],
    });
    expect(screen.getByText("Every 24 months")).toBeInTheDocument();
  });

  it("editing an item shows the schema's messages under the fields and sends nothing until they are fixed", async () => {
    const { hf, tabs } = program();
    const { calls, bodyOf } = fakeTrainingAdminApi({ tabs });
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Edit Human factors" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Human factors" }));
    expect(dialog.getByLabelText("Name")).toHaveValue("Human factors");
    expect(dialog.getByLabelText("Recurrence (months)")).toHaveValue(24);
    expect(dialog.getByRole("checkbox", { name: "Requires sign-off" })).toBeChecked();
    expect(dialog.getByLabelText("Keywords")).toHaveValue("human factors, HF");

    await user.clear(dialog.getByLabelText("Name"));
    const recurrence = dialog.getByLabelText("Recurrence (months)");
    await user.clear(recurrence);
    await user.type(recurrence, "121");
    await user.type(dialog.getByLabelText("Level (1-5)"), "{backspace}9");
    await user.click(dialog.getByRole("button", { name: "Save" }));

    expect(dialog.getByText("Name is required")).toBeInTheDocument();
    expect(dialog.getByText("Recurrence must be 1-120 months")).toBeInTheDocument();
    expect(dialog.getByText("Level must be 1-5")).toBeInTheDocument();
    expect(recurrence).toHaveAttribute("aria-invalid", "true");
    expect(recurrence).toHaveAccessibleDescription("Recurrence must be 1-120 months");
    expect(calls(`PATCH /api/admin/checklists/items/${hf.id}`)).toHaveLength(0);

    await user.type(dialog.getByLabelText("Name"), "Human factors recurrent");
    await user.clear(recurrence);
    await user.clear(dialog.getByLabelText("Level (1-5)"));
    await user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodyOf(calls(`PATCH /api/admin/checklists/items/${hf.id}`)[0])).toMatchObject({
      name: "Human factors recurrent",
      recurrenceMonths: null,
      level: null,
    });
    expect(await screen.findByText("Human factors recurrent")).toBeInTheDocument();
  });

  it("a refusal from the server shows under its field, or above the buttons when it names none", async () => {
    const { initial, tabs } = program();
    let answer = 0;
    fakeTrainingAdminApi({
      tabs,
      routes: {
        [`PATCH /api/admin/checklists/tabs/${initial.id}`]: () =>
          answer++ === 0
            ? jsonResponse(
                {
                  error: "Invalid request. body.name: Must be at most 200 characters",
                  message: "Invalid request. body.name: Must be at most 200 characters",
                  code: "validation_error",
                  issues: [{ path: "body.name", message: "Must be at most 200 characters" }],
                },
                { status: 400 },
              )
            : jsonResponse(
                { error: "Not found", message: "This tab no longer exists.", code: "not_found" },
                { status: 404 },
              ),
      },
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Edit Initial" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Initial" }));
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("Must be at most 200 characters")).toBeInTheDocument();
    expect(dialog.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(dialog.queryByText(/Invalid request/)).not.toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("This tab no longer exists.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit Initial" })).toBeInTheDocument();
  });
});

describe("/admin Training: order and delete", () => {
  it("moves with buttons disabled at the ends, and the focus stays on the moved tab's button", async () => {
    const { initial, recurrent, tabs } = program();
    const { calls, bodyOf } = fakeTrainingAdminApi({ tabs });
    const { user } = renderTab();
    await screen.findByRole("heading", { level: 3, name: "Initial" });
    expect(screen.getByRole("button", { name: "Move Initial up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Initial down" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Move Specialized down" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Human factors up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Tool control and FOD down" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Hazmat awareness up" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Move Recurrent up" }));
    await waitFor(() =>
      expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
        "Recurrent",
        "Initial",
        "Specialized",
      ]),
    );
    expect(bodyOf(calls(`POST /api/admin/checklists/tabs/${recurrent.id}/move`)[0])).toEqual({
      direction: "up",
    });
    // First now: 'up' is disabled, so the focus is on its other button.
    expect(screen.getByRole("button", { name: "Move Recurrent up" })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole("button", { name: "Move Recurrent down" })).toHaveFocus());

    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
        "Initial",
        "Recurrent",
        "Specialized",
      ]),
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Move Recurrent down" })).toHaveFocus());
    expect(calls(`POST /api/admin/checklists/tabs/${initial.id}/move`)).toHaveLength(0);
  });

  it("Delete asks first, says that something with records is archived, and the toast says which happened", async () => {
    const { hf, hazmat, tabs } = program();
    const { calls } = fakeTrainingAdminApi({ tabs, withRecords: [hf.id] });
    const { user } = renderTab();

    await user.click(await screen.findByRole("button", { name: "Delete Human factors" }));
    let dialog = within(await screen.findByRole("alertdialog", { name: 'Delete "Human factors"?' }));
    expect(dialog.getByText(/archived instead of deleted/)).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(calls(`DELETE /api/admin/checklists/items/${hf.id}`)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Human factors" }));
    dialog = within(await screen.findByRole("alertdialog"));
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    await expectToast(
      "Archived",
      '"Human factors" has training records, so it was archived: it is hidden and its records are kept.',
    );
    await waitFor(() => expect(screen.queryByText("Human factors")).not.toBeInTheDocument());
    // The row is gone: the focus goes to the heading of its section, not to the page.
    await waitFor(() => expect(screen.getByRole("button", { name: "Core" })).toHaveFocus());

    await user.click(screen.getByRole("button", { name: "Delete Hazmat awareness" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await expectToast("Deleted", '"Hazmat awareness" was deleted.');
    expect(calls(`DELETE /api/admin/checklists/items/${hazmat.id}`)).toHaveLength(1);
  });
});

describe("/admin Training: export and import", () => {
  const fileOf = (name: string, text: string) => new File([text], name, { type: "application/json" });

  it("Import refuses an invalid file with its first problems and sends nothing", async () => {
    const { calls } = fakeTrainingAdminApi();
    const { user } = renderTab();
    await screen.findByText("No training program yet");
    const input = screen.getByLabelText("Training program file");

    await user.upload(input, fileOf("notes.json", "this is not json"));
    expect(await screen.findByRole("alert")).toHaveTextContent("notes.json was not imported");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "The file is not JSON. Choose a file made with Export.",
    );

    const bad = {
      version: 1,
      tabs: [{ name: "Initial", sections: [{ name: "", items: [{ name: "x", level: 9 }] }] }],
    };
    await user.upload(input, fileOf("bad.json", JSON.stringify(bad)));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("bad.json was not imported"));
    expect(screen.getByText("tab 1, section 1, name: Name is required")).toBeInTheDocument();
    expect(screen.getByText("tab 1, section 1, item 1, level: Level must be 1-5")).toBeInTheDocument();

    await user.upload(input, fileOf("other.json", JSON.stringify({ tabs: [] })));
    expect(await screen.findByText(/version: this is not a training program export/)).toBeInTheDocument();
    expect(calls("POST /api/admin/checklists/import")).toHaveLength(0);
  });

  it("Import sends a valid file and toasts what was added; the server's refusal is shown like the client's", async () => {
    let refuse = false;
    const { calls, bodyOf } = fakeTrainingAdminApi({
      routes: {
        "POST /api/admin/checklists/import": () =>
          refuse
            ? jsonResponse(
                {
                  error: "Invalid request",
                  message: "Invalid request",
                  code: "validation_error",
                  issues: [{ path: "body.tabs.0.name", message: "Name is required" }],
                },
                { status: 400 },
              )
            : jsonResponse({ tabsCreated: 1, sectionsCreated: 1, itemsCreated: 2 }),
      },
    });
    const { user } = renderTab();
    await screen.findByText("No training program yet");
    const good = {
      version: 1,
      tabs: [{ name: "Initial", sections: [{ name: "Core", items: [{ name: "HF" }, { name: "FOD" }] }] }],
    };
    await user.upload(
      screen.getByLabelText("Training program file"),
      fileOf("program.json", JSON.stringify(good)),
    );
    await expectToast("Program imported", "1 tab, 1 section and 2 items added");
    expect(bodyOf(calls("POST /api/admin/checklists/import")[0]).tabs[0].sections[0].items[1]).toEqual({
      name: "FOD",
      description: null,
      recurrenceMonths: null,
      requiresSignOff: false,
      ataChapter: null,
      level: null,
      keywords: [],
      // A version-1 file names no task rule: the item is completed by sign-off as before.
      taskRule: null,
    });

    refuse = true;
    await user.upload(
      screen.getByLabelText("Training program file"),
      fileOf("program.json", JSON.stringify(good)),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("program.json was not imported");
    expect(screen.getByText("tab 1, name: Name is required")).toBeInTheDocument();
  });

  it("Export downloads the program as training-program.json", async () => {
    const { tabs } = program();
    const exported = { version: 1, tabs: [{ name: "Initial", description: null, sections: [] }] };
    fakeTrainingAdminApi({
      tabs,
      routes: { "GET /api/admin/checklists/export": () => jsonResponse(exported) },
    });
    const createObjectURL = vi.fn((_blob: Blob) => "blob:program");
    const revokeObjectURL = vi.fn();
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Export" }));
    await expectToast("Exported", "The training program was saved as training-program.json.");
    expect(clicked).toEqual(["training-program.json"]);
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(JSON.parse(await blob.text())).toEqual(exported);
    click.mockRestore();
  });
});
