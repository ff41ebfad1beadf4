import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  buildEmploymentEntry,
  buildExperienceEntry,
  buildForm,
  FORM_ID,
  fakeWorkHistoryApi,
} from "@/test/fake-work-history-api";
import { buildUser, jsonResponse, renderApp } from "@/test/test-utils";

const user = buildUser();

beforeAll(async () => {
  await Promise.all([import("@/app/layout"), import("./form-page")]);
});

afterEach(() => {
  vi.useRealTimers();
});

async function openForm(api: ReturnType<typeof fakeWorkHistoryApi>) {
  const view = renderApp({ path: `/forms/${FORM_ID}`, user });
  await screen.findByLabelText("First Name");
  return { ...view, api };
}

function section(name: RegExp) {
  const heading = screen.getByRole("heading", { level: 2, name });
  return heading.closest("section") as HTMLElement;
}

async function openSection(events: ReturnType<typeof renderApp>["user"], name: RegExp) {
  const trigger = within(screen.getByRole("heading", { level: 2, name })).getByRole("button");
  if (trigger.getAttribute("aria-expanded") !== "true") await events.click(trigger);
  return section(name);
}

describe("employment entries", () => {
  it("adds an entry with the next entry number and says 'Employment entry created'", async () => {
    const api = fakeWorkHistoryApi({ employment: [buildEmploymentEntry({ entryNumber: 4 })] });
    const { user: events } = await openForm(api);
    await screen.findByRole("heading", { level: 2, name: /Employment History 1 entry/ });
    await openSection(events, /Employment History/);
    await events.click(screen.getByRole("button", { name: "Add Employment Entry" }));
    expect(await screen.findByText("Employment entry created")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/employment-entries")[0]?.body).toEqual({
      formId: FORM_ID,
      entryNumber: 5,
    });
    expect(
      screen.getByRole("heading", { level: 2, name: /Employment History 2 entries/ }),
    ).toBeInTheDocument();
    const employment = section(/Employment History/);
    expect(within(employment).getAllByLabelText("Company Name")).toHaveLength(2);
    // The new entry's first field has the focus, so the user can type at once.
    expect(within(employment).getAllByLabelText("Company Name")[1]).toHaveFocus();
  });

  it("adds one entry when 'Add Employment Entry' is clicked twice before the page has redrawn", async () => {
    const api = fakeWorkHistoryApi({ employment: [] });
    const { user: events } = await openForm(api);
    await openSection(events, /Employment History/);
    const add = screen.getByRole("button", { name: "Add Employment Entry" });
    act(() => {
      fireEvent.click(add);
      fireEvent.click(add);
    });
    expect(await screen.findByText("Employment entry created")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/employment-entries")).toHaveLength(1);
    expect(within(section(/Employment History/)).getAllByLabelText("Company Name")).toHaveLength(1);
  });

  it("has the fields of docs/product.md §2.7 and saves the changed fields of an entry", async () => {
    const entry = buildEmploymentEntry();
    const api = fakeWorkHistoryApi({ employment: [entry] });
    const { user: events } = await openForm(api);
    const employment = await openSection(events, /Employment History/);
    const field = (label: string) => within(employment).getByLabelText(label);
    for (const label of ["Company Name", "Position Title", "Work Address"])
      expect(field(label)).toHaveAttribute("type", "text");
    expect(field("Start Date")).toHaveAttribute("type", "date");
    expect(field("End Date")).toHaveAttribute("type", "date");
    expect(field("Responsibilities").tagName).toBe("TEXTAREA");

    await events.click(within(employment).getByRole("combobox", { name: "Operation Category" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Part 145 Repair Station",
      "Part 135 Air Carrier",
      "Part 121 Air Carrier",
      "General Aviation",
      "Corporate Aviation",
      "Military Aviation",
      "Other",
    ]);
    await events.click(screen.getByRole("option", { name: "Part 145 Repair Station" }));
    await events.click(within(employment).getByRole("checkbox", { name: "Full-time" }));
    await events.type(field("Company Name"), "Acme");

    await waitFor(() =>
      expect(api.state.employment[0]).toMatchObject({
        companyName: "Acme",
        operationCategory: "part_145_repair_station",
        isFullTime: true,
      }),
    );
    for (const call of api.callsTo("PATCH", `/api/employment-entries/${entry.id}`))
      expect(
        Object.keys(call.body ?? {}).every((key) =>
          ["companyName", "operationCategory", "isFullTime"].includes(key),
        ),
      ).toBe(true);
  });

  it("does not send a start date after the end date, and saves both once they are in order", async () => {
    const entry = buildEmploymentEntry({ startDate: "2020-01-01", endDate: "2021-01-01" });
    const api = fakeWorkHistoryApi({ employment: [entry] });
    const { user: events } = await openForm(api);
    const employment = await openSection(events, /Employment History/);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.change(within(employment).getByLabelText("Start Date"), { target: { value: "2022-03-01" } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(api.callsTo("PATCH", "/api/employment-entries/")).toHaveLength(0);
    expect(within(employment).getByRole("alert")).toHaveTextContent(
      "The start date must be on or before the end date",
    );
    expect(within(employment).getByLabelText("Start Date")).toHaveAttribute("aria-invalid", "true");

    fireEvent.change(within(employment).getByLabelText("End Date"), { target: { value: "2023-01-01" } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(api.callsTo("PATCH", "/api/employment-entries/").map((call) => call.body)).toEqual([
      { endDate: "2023-01-01", startDate: "2022-03-01" },
    ]);
  });

  it("shows the server's message when an entry cannot be saved", async () => {
    const api = fakeWorkHistoryApi({ employment: [buildEmploymentEntry()] });
    api.override("PATCH /api/employment-entries/:id", () =>
      jsonResponse({ error: "bad_request", message: "Must be at most 200 characters" }, { status: 400 }),
    );
    const { user: events } = await openForm(api);
    const employment = await openSection(events, /Employment History/);
    fireEvent.change(within(employment).getByLabelText("Position Title"), { target: { value: "Lead" } });
    // On the field, in the error style, tied to the input; the header says it is not saved.
    expect(await screen.findByText("Must be at most 200 characters")).toHaveAttribute("role", "alert");
    expect(within(employment).getByLabelText("Position Title")).toHaveValue("Lead");
    expect(within(employment).getByLabelText("Position Title")).toHaveAccessibleDescription(
      "Must be at most 200 characters",
    );
    expect(screen.getByText("Some changes are not saved")).toBeInTheDocument();
  });

  it("deletes an entry only after confirmation, says 'Employment entry deleted' and refreshes the experience entries", async () => {
    const entry = buildEmploymentEntry({ companyName: "Acme" });
    const api = fakeWorkHistoryApi({ employment: [entry] });
    const { user: events } = await openForm(api);
    const employment = await openSection(events, /Employment History/);

    await events.click(within(employment).getByRole("button", { name: "Delete employment entry 1" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete employment entry?" });
    await events.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.callsTo("DELETE", "/api/employment-entries/")).toHaveLength(0);

    const experienceReads = api.callsTo("GET", "/api/airframe-experience/").length;
    await events.click(within(employment).getByRole("button", { name: "Delete employment entry 1" }));
    await events.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    expect(await screen.findByText("Employment entry deleted")).toBeInTheDocument();
    expect(api.callsTo("DELETE", `/api/employment-entries/${entry.id}`)).toHaveLength(1);
    expect(
      screen.getByRole("heading", { level: 2, name: /Employment History 0 entries/ }),
    ).toBeInTheDocument();
    // The server unselected the employer from the experience entries: they are read again.
    await waitFor(() =>
      expect(api.callsTo("GET", "/api/airframe-experience/").length).toBeGreaterThan(experienceReads),
    );
  });
});

describe("experience entries", () => {
  it.each([
    ["Airframe", /3 Airframe Experience/, ["Sheet Metal Repair", "Engine Runs", "Taxi", "Factory Training"]],
    ["Powerplant", /4 Powerplant Experience/, ["Hot Section Inspection", "Factory Training"]],
    [
      "Avionics",
      /5 Avionics Experience/,
      ["FAR 91.411/413 Checks", "RVSM", "Installer", "Line Maintenance/Troubleshooting", "Factory Training"],
    ],
  ])(
    "%s entries are added with 'created', have make, model, series and their flags",
    async (label, heading, flags) => {
      const api = fakeWorkHistoryApi();
      const { user: events } = await openForm(api);
      await screen.findByRole("heading", { level: 2, name: new RegExp(`${label} Experience 0 entries`) });
      await openSection(events, heading);
      await events.click(screen.getByRole("button", { name: `Add ${label} Entry` }));
      expect(await screen.findByText(`${label} entry created`)).toBeInTheDocument();
      const area = section(heading);
      for (const field of ["Make", "Model", "Series"])
        expect(within(area).getByLabelText(field)).toBeInTheDocument();
      const checkboxes = within(
        within(area).getByRole("group", { name: "Applicable experience" }),
      ).getAllByRole("checkbox");
      expect(checkboxes).toHaveLength(flags.length);
      for (const flag of flags)
        expect(within(area).getByRole("checkbox", { name: flag })).toBeInTheDocument();
    },
  );

  it("sends the changed fields plus formId, and refreshes the experience summary", async () => {
    const entry = buildExperienceEntry("avionics");
    const api = fakeWorkHistoryApi({ experience: { avionics: [entry] } });
    const { user: events } = await openForm(api);
    const avionics = await openSection(events, /Avionics Experience/);
    const summaryReads = api.callsTo("GET", "/api/experience-summary").length;

    await events.click(within(avionics).getByRole("checkbox", { name: "FAR 91.411/413 Checks" }));
    await events.type(within(avionics).getByLabelText("Make"), "Garmin");

    await waitFor(() =>
      expect(api.state.experience.avionics[0]).toMatchObject({ avionicsMake: "Garmin", far91Checks: true }),
    );
    for (const call of api.callsTo("PATCH", `/api/avionics-experience/${entry.id}`))
      expect(call.body).toMatchObject({ formId: FORM_ID });
    await waitFor(() =>
      expect(api.callsTo("GET", "/api/experience-summary").length).toBeGreaterThan(summaryReads),
    );
  });

  it("picks employers of this form, shows the computed duration, and clears them when switched to manual", async () => {
    const acme = buildEmploymentEntry({
      companyName: "Acme Aviation",
      startDate: "2020-01-15",
      endDate: "2022-06-20",
    });
    const entry = buildExperienceEntry("airframe");
    const api = fakeWorkHistoryApi({
      forms: [buildForm({ dateOfHire: null })],
      employment: [acme],
      experience: { airframe: [entry] },
      summary: { airframeTotalMonths: 40, powerplantTotalMonths: 0, avionicsTotalMonths: 0 },
    });
    const { user: events } = await openForm(api);
    const airframe = await openSection(events, /Airframe Experience/);
    expect(within(airframe).getByText("0 months")).toBeInTheDocument();

    await events.click(within(airframe).getByLabelText(/Acme Aviation/));
    expect(within(airframe).getByText("2 years 5 months")).toBeInTheDocument();
    await waitFor(() => expect(api.state.experience.airframe[0]?.selectedEmploymentIds).toEqual([acme.id]));
    // The total of the active form comes from the summary.
    expect(within(airframe).getByText(/Total airframe experience/)).toHaveTextContent("3 years 4 months");

    await events.click(within(airframe).getByLabelText("Enter the duration manually"));
    expect(within(airframe).queryByLabelText(/Acme Aviation/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo("PATCH", `/api/airframe-experience/${entry.id}`).at(-1)?.body).toEqual({
        formId: FORM_ID,
        useManualDuration: true,
        selectedEmploymentIds: [],
        includeCurrentEmployment: false,
      }),
    );
    fireEvent.change(within(airframe).getByLabelText("Months"), { target: { value: "7" } });
    expect(within(airframe).getByText("7 months")).toBeInTheDocument();

    // Back to employers: the selection was cleared.
    await events.click(within(airframe).getByLabelText("Enter the duration manually"));
    expect(within(airframe).getByLabelText(/Acme Aviation/)).not.toBeChecked();
  });

  it("refuses manual months over 11 and years like '1e3' with a message, sends neither, and the header says so", async () => {
    const entry = buildExperienceEntry("airframe", {
      useManualDuration: true,
      manualYears: 2,
      manualMonths: 3,
    });
    const api = fakeWorkHistoryApi({ experience: { airframe: [entry] } });
    const { user: events } = await openForm(api);
    const airframe = await openSection(events, /Airframe Experience/);
    fireEvent.change(within(airframe).getByLabelText("Months"), { target: { value: "14" } });
    expect(within(airframe).getByRole("alert")).toHaveTextContent("Months must be between 0 and 11");
    expect(within(airframe).getByLabelText("Months")).toHaveValue(14);
    expect(await screen.findByText("Some changes are not saved")).toBeInTheDocument();
    fireEvent.change(within(airframe).getByLabelText("Months"), { target: { value: "3" } });
    fireEvent.change(within(airframe).getByLabelText("Years"), { target: { value: "1e3" } });
    expect(within(airframe).getByRole("alert")).toHaveTextContent("Years must be a whole number");
    await waitFor(() => expect(screen.getByText("Some changes are not saved")).toBeInTheDocument());
    const patches = api.callsTo("PATCH", `/api/airframe-experience/${entry.id}`).map((call) => call.body);
    expect(patches.some((body) => body?.manualMonths === 14 || body?.manualYears !== undefined)).toBe(false);
  });

  it("deletes an entry after confirmation with 'Powerplant entry deleted'", async () => {
    const entry = buildExperienceEntry("powerplant", { powerplantMake: "Pratt & Whitney" });
    const api = fakeWorkHistoryApi({ experience: { powerplant: [entry] } });
    const { user: events } = await openForm(api);
    const powerplant = await openSection(events, /Powerplant Experience/);
    await events.click(within(powerplant).getByRole("button", { name: "Delete powerplant entry 1" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete powerplant entry?" });
    expect(dialog).toHaveTextContent("Pratt & Whitney");
    await events.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Powerplant entry deleted")).toBeInTheDocument();
    expect(api.state.experience.powerplant).toEqual([]);
  });
});
