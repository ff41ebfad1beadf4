import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { captureDownloads } from "@/test/downloads";
import {
  buildEmploymentEntry,
  buildExperienceEntry,
  buildForm,
  deferred,
  FORM_ID,
  fakeWorkHistoryApi,
} from "@/test/fake-work-history-api";
import { jsonResponse, renderApp } from "@/test/test-utils";

const user = {
  id: "0b7a3f0e-8a44-4a9e-9d6b-2f1c7d1e2a01",
  fullName: "Jane Mechanic",
  email: "jane@example.com",
  role: "user" as const,
  createdAt: "2026-01-15T10:00:00.000Z",
};

async function openForm(api = fakeWorkHistoryApi()) {
  const view = renderApp({ path: `/forms/${FORM_ID}`, user });
  await screen.findByLabelText("First Name");
  return { ...view, api };
}

/** From here on, setTimeout is the test's: the debounce and the 'Saved' indicator wait for it. */
function useFakeTimers() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const formPatches = (api: ReturnType<typeof fakeWorkHistoryApi>) =>
  api.callsTo("PATCH", "/api/forms/").map((call) => call.body);

beforeAll(async () => {
  // The router loads pages lazily; load them once so the first test does not wait for it.
  await Promise.all([import("@/app/layout"), import("./form-page")]);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("/forms/{id} while loading and when missing", () => {
  it("shows the title, the subtitle and a spinner while the form loads", async () => {
    const api = fakeWorkHistoryApi();
    const answer = deferred<Response>();
    api.override("GET /api/forms/:id", () => answer.promise);
    renderApp({ path: `/forms/${FORM_ID}`, user });
    expect(await screen.findByRole("heading", { level: 1, name: "Work History Form" })).toBeInTheDocument();
    expect(screen.getByText("KA-310 / TR-1005 Format")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading form" })).toBeInTheDocument();
    await act(async () => answer.resolve(jsonResponse(buildForm())));
    expect(await screen.findByLabelText("First Name")).toBeInTheDocument();
  });

  it("shows 'Form not found' and a Back button to / when the server answers 404 (missing or another user's)", async () => {
    fakeWorkHistoryApi({ forms: [] });
    const { user: events, currentPath } = renderApp({ path: `/forms/${FORM_ID}`, user });
    expect(await screen.findByText("Form not found")).toBeInTheDocument();
    await events.click(screen.getByRole("link", { name: "Back" }));
    await waitFor(() => expect(currentPath()).toBe("/"));
  });

  it("shows 'Form not found' for an id that is not a form id at all, without asking the server", async () => {
    const api = fakeWorkHistoryApi();
    renderApp({ path: "/forms/not-a-form", user });
    expect(await screen.findByText("Form not found")).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/forms")).toHaveLength(0);
  });

  it("offers a retry when the form cannot be loaded for another reason", async () => {
    const api = fakeWorkHistoryApi();
    let fail = true;
    api.override("GET /api/forms/:id", (call) =>
      fail
        ? jsonResponse({ error: "internal", message: "Database unavailable" }, { status: 500 })
        : api.answer(call),
    );
    const { user: events } = renderApp({ path: `/forms/${FORM_ID}`, user });
    expect(await screen.findByText("Database unavailable")).toBeInTheDocument();
    fail = false;
    await events.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("First Name")).toBeInTheDocument();
  });
});

describe("/forms/{id} layout", () => {
  it("has five numbered sections with entry counts (then certifications, education and skills), the first one open", async () => {
    const api = fakeWorkHistoryApi({
      employment: [buildEmploymentEntry(), buildEmploymentEntry({ entryNumber: 2 })],
      experience: { airframe: [buildExperienceEntry("airframe")] },
    });
    await openForm(api);
    const headings = await screen.findAllByRole("heading", { level: 2 });
    await waitFor(() =>
      expect(headings.map((heading) => heading.textContent)).toEqual([
        "1 Personal Information",
        "2 Employment History 2 entries",
        "3 Airframe Experience 1 entry",
        "4 Powerplant Experience 0 entries",
        "5 Avionics Experience 0 entries",
        "6 Certifications 0 entries",
        "7 Education 0 entries",
        "8 Skills 0 entries",
      ]),
    );
    expect(screen.getByRole("button", { name: "1 Personal Information" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByRole("button", { name: /^2 Employment History/ })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("has the personal fields of docs/product.md §2.7, with Employment Scope and Additional Duties 3 rows high", async () => {
    await openForm(
      fakeWorkHistoryApi({ forms: [buildForm({ firstName: "Jane", iaStatus: "past_not_current" })] }),
    );
    expect(screen.getByLabelText("First Name")).toHaveValue("Jane");
    for (const label of ["Last Name", "Role/Title", "A&P Certificate Number"])
      expect(screen.getByLabelText(label)).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Date of Hire")).toHaveAttribute("type", "date");
    expect(screen.getByRole("combobox", { name: "IA Status" })).toHaveTextContent("Past, Not Current");
    expect(screen.getByLabelText("Employment Scope")).toHaveAttribute("rows", "3");
    expect(screen.getByLabelText("Additional Duties")).toHaveAttribute("rows", "3");
  });
});

describe("the form's PDF", () => {
  it("downloads the KA-310 PDF from the form's pdfUrl, named as the server names it", async () => {
    const saved = captureDownloads();
    const { api } = await openForm();
    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual([
        "hangar-log-work-history-jane-mechanic-2026-06-01.pdf",
      ]),
    );
    expect(api.callsTo("GET", `/api/forms/${FORM_ID}/pdf`)).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it("says why in a toast when the PDF cannot be made", async () => {
    captureDownloads();
    const api = fakeWorkHistoryApi();
    api.override("GET /api/forms/:id/pdf", () =>
      jsonResponse(
        { error: "Form not found", message: "Form not found", code: "not_found" },
        { status: 404 },
      ),
    );
    await openForm(api);
    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("The work history PDF could not be downloaded")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeEnabled();
    vi.restoreAllMocks();
  });
});

describe("autosave of the form", () => {
  it("sends one PATCH with only that field 300 ms after the last keystroke, then shows 'Saving...', 'Saved' and nothing", async () => {
    const { api } = await openForm();
    useFakeTimers();
    const answer = deferred<void>();
    api.override("PATCH /api/forms/:id", async (call) => {
      await answer.promise;
      return api.answer(call);
    });

    type("First Name", "J");
    await advance(200);
    type("First Name", "Ja");
    await advance(299);
    expect(formPatches(api)).toEqual([]);
    expect(screen.queryByText("Saving...")).not.toBeInTheDocument();

    await advance(1);
    expect(formPatches(api)).toEqual([{ firstName: "Ja" }]);
    expect(screen.getByText("Saving...")).toBeInTheDocument();

    await act(async () => answer.resolve());
    expect(screen.getByText("Saved")).toBeInTheDocument();
    await advance(1999);
    expect(screen.getByText("Saved")).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
    expect(screen.queryByText("Saving...")).not.toBeInTheDocument();
  });

  it("saves every field of a quick edit across several fields, each in its own PATCH", async () => {
    const { api } = await openForm();
    useFakeTimers();
    type("First Name", "Jane");
    await advance(100);
    type("Last Name", "Doe");
    await advance(100);
    type("Role/Title", "Inspector");
    type("Employment Scope", "Heavy checks");
    await advance(300);
    await advance(0);
    expect(formPatches(api)).toEqual([
      { firstName: "Jane" },
      { lastName: "Doe" },
      { roleTitle: "Inspector" },
      { employmentScope: "Heavy checks" },
    ]);
    expect(api.state.forms[0]).toMatchObject({
      firstName: "Jane",
      lastName: "Doe",
      roleTitle: "Inspector",
      employmentScope: "Heavy checks",
    });
  });

  it("never lets a late answer overwrite newer typing", async () => {
    const { api } = await openForm();
    useFakeTimers();
    const first = deferred<void>();
    let patches = 0;
    api.override("PATCH /api/forms/:id", async (call) => {
      patches += 1;
      if (patches === 1) await first.promise;
      return api.answer(call);
    });

    type("First Name", "Jan");
    await advance(300);
    // The user goes on typing while "Jan" is on the wire.
    type("First Name", "Jane");
    await act(async () => first.resolve());
    expect(screen.getByLabelText("First Name")).toHaveValue("Jane");

    await advance(300);
    expect(formPatches(api)).toEqual([{ firstName: "Jan" }, { firstName: "Jane" }]);
    expect(screen.getByLabelText("First Name")).toHaveValue("Jane");
    expect(api.state.forms[0]?.firstName).toBe("Jane");
  });

  it("keeps the text of a failed save on screen and shows 'Error' / 'Failed to save changes'", async () => {
    const { api } = await openForm(fakeWorkHistoryApi({ forms: [buildForm({ lastName: "Smith" })] }));
    useFakeTimers();
    api.override("PATCH /api/forms/:id", () =>
      jsonResponse({ error: "internal", message: "Something broke" }, { status: 500 }),
    );
    type("Last Name", "Smithers");
    await advance(300);
    await advance(0);
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Failed to save changes")).toBeInTheDocument();
    expect(screen.getByLabelText("Last Name")).toHaveValue("Smithers");
    // Back to idle: neither 'Saving...' nor 'Saved'.
    expect(screen.queryByText("Saving...")).not.toBeInTheDocument();
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });

  it("after a lost connection shows 'Not saved — retrying', sends again when the browser is back online, then 'Saved'", async () => {
    const { api } = await openForm();
    useFakeTimers();
    let offline = true;
    api.override("PATCH /api/forms/:id", (call) => {
      if (offline) throw new TypeError("Failed to fetch");
      return api.answer(call);
    });
    type("Last Name", "Offline");
    await advance(300);
    await advance(0);
    expect(screen.getByText("Not saved — retrying")).toBeInTheDocument();
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
    expect(api.state.forms[0]?.lastName).toBeNull();

    offline = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await advance(0);
    expect(api.state.forms[0]?.lastName).toBe("Offline");
    expect(screen.getByText("Saved")).toBeInTheDocument();
    expect(screen.queryByText("Not saved — retrying")).not.toBeInTheDocument();
  });

  it("does not send an e-mail address that is not valid yet: the field says why and the header that it is not saved", async () => {
    const { api } = await openForm();
    useFakeTimers();
    type("Email", "jane@");
    await advance(300);
    expect(formPatches(api)).toEqual([]);
    const error = screen.getByRole("alert");
    expect(error).toHaveTextContent("Invalid email address");
    expect(error).toHaveClass("text-destructive");
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Invalid email address");
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent("Some changes are not saved");
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
    expect(screen.queryByText("Error")).not.toBeInTheDocument();

    type("Email", "jane@example.com");
    await advance(300);
    expect(formPatches(api)).toEqual([{ email: "jane@example.com" }]);
    expect(screen.queryByText("Invalid email address")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
    await advance(0);
    expect(screen.getByText("Saved")).toBeInTheDocument();
  });

  it("caps the text fields at the domain's lengths", async () => {
    await openForm();
    expect(screen.getByLabelText("First Name")).toHaveAttribute("maxLength", "200");
    expect(screen.getByLabelText("Email")).toHaveAttribute("maxLength", "254");
    expect(screen.getByLabelText("Additional Duties")).toHaveAttribute("maxLength", "5000");
  });

  it("refuses a date of hire before 1940 or after today next to the field, and sends neither", async () => {
    const { api } = await openForm();
    useFakeTimers();
    type("Date of Hire", "0001-01-01");
    await advance(300);
    expect(screen.getByRole("alert")).toHaveTextContent("Must be in 1940 or later");
    type("Date of Hire", "2999-01-01");
    await advance(300);
    expect(screen.getByRole("alert")).toHaveTextContent("Must not be after today");
    expect(screen.getByText("Some changes are not saved")).toBeInTheDocument();
    expect(formPatches(api)).toEqual([]);
    type("Date of Hire", "2001-05-01");
    await advance(300);
    expect(formPatches(api)).toEqual([{ dateOfHire: "2001-05-01" }]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the rule's message on a saved date stored before the rule existed, until it is corrected", async () => {
    const { api } = await openForm(fakeWorkHistoryApi({ forms: [buildForm({ dateOfHire: "0001-01-01" })] }));
    const field = screen.getByLabelText("Date of Hire");
    expect(field).toHaveValue("0001-01-01");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Must be in 1940 or later");
    useFakeTimers();
    type("Date of Hire", "2001-05-01");
    await advance(300);
    expect(formPatches(api)).toEqual([{ dateOfHire: "2001-05-01" }]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the rule's message on an employer's saved start date from before the rule", async () => {
    await openForm(
      fakeWorkHistoryApi({
        employment: [buildEmploymentEntry({ companyName: "Acme", startDate: "0215-03-01" })],
      }),
    );
    const heading = await screen.findByRole("heading", { level: 2, name: /Employment History 1 entry/ });
    fireEvent.click(within(heading).getByRole("button"));
    const start = await screen.findByLabelText("Start Date");
    expect(start).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Must be in 1940 or later");
  });

  it("shows the server's refusal of a date on the field, not in a toast", async () => {
    const { api } = await openForm();
    useFakeTimers();
    api.override("PATCH /api/forms/:id", () =>
      jsonResponse(
        {
          error: "Must not be after today",
          message: "Must not be after today",
          code: "validation_error",
          issues: [{ path: "body.dateOfHire", message: "Must not be after today" }],
        },
        { status: 400 },
      ),
    );
    type("Date of Hire", "2001-05-01");
    await advance(300);
    await advance(0);
    expect(screen.getByRole("alert")).toHaveTextContent("Must not be after today");
    expect(screen.getByText("Some changes are not saved")).toBeInTheDocument();
    expect(screen.queryByText("Error")).not.toBeInTheDocument();
    // Not sent again until the user changes it.
    await advance(60_000);
    expect(formPatches(api)).toHaveLength(1);
  });

  it("saves the A&P and IA issue dates and the ratings, each on its own", async () => {
    const { api, user: events } = await openForm();
    expect(screen.getByLabelText("A&P Certificate Issued")).toHaveAttribute("type", "date");
    expect(screen.getByLabelText("IA Issued")).toHaveAttribute("type", "date");
    useFakeTimers();
    type("A&P Certificate Issued", "2015-04-10");
    await advance(300);
    vi.useRealTimers();
    await waitFor(() => expect(formPatches(api)).toEqual([{ apCertificateIssuedOn: "2015-04-10" }]));
    await events.click(screen.getByRole("checkbox", { name: "Powerplant" }));
    await waitFor(() => expect(formPatches(api)).toContainEqual({ ratings: ["powerplant"] }));
    await events.click(screen.getByRole("checkbox", { name: "Airframe" }));
    // The whole list, in the fixed order.
    await waitFor(() => expect(formPatches(api)).toContainEqual({ ratings: ["airframe", "powerplant"] }));
    expect(screen.getByRole("checkbox", { name: "Airframe" })).toBeChecked();
  });

  it("refuses an IA issued before the A&P certificate, or a certificate date after today, and sends neither", async () => {
    const { api } = await openForm(
      fakeWorkHistoryApi({ forms: [buildForm({ apCertificateIssuedOn: "2016-05-20" })] }),
    );
    useFakeTimers();
    type("IA Issued", "2016-05-19");
    await advance(300);
    expect(screen.getByRole("alert")).toHaveTextContent("The IA cannot be issued before the A&P certificate");
    type("A&P Certificate Issued", "2999-01-01");
    await advance(300);
    expect(screen.getAllByRole("alert")[0]).toHaveTextContent("Must not be after today");
    expect(formPatches(api)).toEqual([]);
    type("A&P Certificate Issued", "2016-05-01");
    type("IA Issued", "2019-03-01");
    await advance(300);
    await advance(0);
    // Only the valid values ever leave the browser.
    const sent = formPatches(api).map((patch) => JSON.stringify(patch));
    expect(new Set(sent)).toEqual(
      new Set([
        JSON.stringify({ apCertificateIssuedOn: "2016-05-01" }),
        JSON.stringify({ iaIssuedOn: "2019-03-01" }),
      ]),
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("focuses the field a link names in its #fragment, once the form is there", async () => {
    window.history.replaceState(null, "", "/forms#form-iaIssuedOn");
    try {
      await openForm();
      await waitFor(() => expect(screen.getByLabelText("IA Issued")).toHaveFocus());
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("saves the IA Status choice", async () => {
    const { api, user: events } = await openForm();
    await events.click(screen.getByRole("combobox", { name: "IA Status" }));
    await events.click(await screen.findByRole("option", { name: "Yes - Currently Active" }));
    await waitFor(() => expect(formPatches(api)).toEqual([{ iaStatus: "yes" }]));
  });

  it("sends pending edits at once when the user leaves the page", async () => {
    const { api } = await openForm();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    type("First Name", "Jane");
    type("Additional Duties", "Borescope");
    expect(formPatches(api)).toEqual([]);
    // The debounce's clock stands still until the page is left, so on a slow machine it cannot fire
    // first (it did, and the edits went out one by one before the click).
    act(() => {
      fireEvent.click(screen.getByRole("link", { name: "Home" }));
    });
    vi.useRealTimers();
    await waitFor(() =>
      expect(formPatches(api)).toEqual([{ firstName: "Jane", additionalDuties: "Borescope" }]),
    );
    expect(api.callsTo("PATCH", "/api/forms/")[0]?.keepalive).toBe(true);
  });

  it("sends pending edits with keepalive when the tab is closed", async () => {
    const { api } = await openForm();
    type("Role/Title", "Lead");
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(api.callsTo("PATCH", "/api/forms/")).toEqual([
      expect.objectContaining({ body: { roleTitle: "Lead" }, keepalive: true }),
    ]);
  });

  it("keeps the edits when the session has expired and asks the user to sign in again", async () => {
    const { api, user: events, currentPath } = await openForm();
    api.override("PATCH /api/forms/:id", () =>
      jsonResponse({ error: "unauthorized", message: "Please sign in to continue." }, { status: 401 }),
    );
    type("First Name", "Jane");
    const dialog = await screen.findByRole("alertdialog", { name: "Your session has expired" });
    expect(screen.getByLabelText("First Name")).toHaveValue("Jane");
    expect(screen.queryByText("Failed to save changes")).not.toBeInTheDocument();
    // The edit is kept on this device until it is saved.
    expect(localStorage.getItem(`hangar-log:unsaved-edits:${user.id}:form:${FORM_ID}`)).toBe(
      JSON.stringify({ firstName: "Jane" }),
    );

    await events.click(within(dialog).getByRole("button", { name: "Sign in again" }));
    await waitFor(() => expect(currentPath()).toBe(`/auth?next=${encodeURIComponent(`/forms/${FORM_ID}`)}`));
  });

  it("sends the kept edits once the user has signed in again in another tab and tries again", async () => {
    const { api, user: events } = await openForm();
    let expired = true;
    api.override("PATCH /api/forms/:id", (call) =>
      expired
        ? jsonResponse({ error: "unauthorized", message: "Sign in" }, { status: 401 })
        : api.answer(call),
    );
    type("First Name", "Jane");
    const dialog = await screen.findByRole("alertdialog", { name: "Your session has expired" });
    expired = false;
    await events.click(within(dialog).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(api.state.forms[0]?.firstName).toBe("Jane"));
    await waitFor(() =>
      expect(localStorage.getItem(`hangar-log:unsaved-edits:${user.id}:form:${FORM_ID}`)).toBeNull(),
    );
  });

  it("saves edits kept on this device by an earlier visit when the form opens again", async () => {
    localStorage.setItem(
      `hangar-log:unsaved-edits:${user.id}:form:${FORM_ID}`,
      JSON.stringify({ firstName: "Kept", lastName: "Doe" }),
    );
    const api = fakeWorkHistoryApi({ forms: [buildForm({ lastName: "Doe" })] });
    await openForm(api);
    expect(screen.getByLabelText("First Name")).toHaveValue("Kept");
    // lastName is already on the server: only firstName is sent.
    await waitFor(() => expect(formPatches(api)).toEqual([{ firstName: "Kept" }]));
  });
});
