import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  buildEmploymentEntry,
  buildExperienceEntry,
  buildForm,
  buildStatusEvent,
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

async function openForm() {
  const view = renderApp({ path: `/forms/${FORM_ID}`, user });
  await screen.findByLabelText("First Name", {}, { timeout: 5000 });
  return view;
}

const LOCKED_MESSAGE =
  "This form has been submitted for review and cannot be changed until an administrator returns it.";

const completeForm = () =>
  buildForm({
    firstName: "Sam",
    lastName: "Rivera",
    email: "sam@example.com",
    apCertificateNumber: "3456789",
    iaStatus: "no",
  });

describe("Submit for review", () => {
  it("lists what is missing and does not submit an incomplete form", async () => {
    const api = fakeWorkHistoryApi({ forms: [buildForm({ firstName: "Sam" })] });
    const { user: events } = await openForm();
    await events.click(screen.getByRole("button", { name: "Submit for review" }));
    const alert = await screen.findByRole("alert", { name: /Complete these fields before submitting/ });
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Last Name",
      "Email",
      "A&P Certificate Number",
      "IA Status",
      "At least one employer with a company name and a start date",
    ]);
    expect(api.callsTo("POST", `/api/forms/${FORM_ID}/submit`)).toHaveLength(0);
  });

  it("makes each missing field a link that opens its section and focuses the field", async () => {
    fakeWorkHistoryApi({ forms: [buildForm({ firstName: "Sam" })] });
    const { user: events } = await openForm();
    // Personal Information closed by the user: the link opens it again.
    await events.click(screen.getByRole("button", { name: /1 Personal Information/ }));
    expect(screen.queryByLabelText("Last Name")).not.toBeInTheDocument();
    await events.click(screen.getByRole("button", { name: "Submit for review" }));
    const alert = await screen.findByRole("alert", { name: /Complete these fields before submitting/ });
    await events.click(within(alert).getByRole("link", { name: "Last Name" }));
    await waitFor(() => expect(screen.getByLabelText("Last Name")).toHaveFocus());

    await events.click(
      within(alert).getByRole("link", { name: "At least one employer with a company name and a start date" }),
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Add Employment Entry" })).toHaveFocus());
  });

  it("asks first, submits a complete form and then shows it read-only with the state explained", async () => {
    const api = fakeWorkHistoryApi({
      forms: [completeForm()],
      employment: [buildEmploymentEntry({ companyName: "Acme", startDate: "2020-01-01" })],
    });
    const { user: events } = await openForm();
    await screen.findByRole("heading", { level: 2, name: /Employment History 1 entry/ });
    await events.click(screen.getByRole("button", { name: "Submit for review" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Submit for review?" });
    await events.click(within(dialog).getByRole("button", { name: "Submit for review" }));

    expect(
      await screen.findByText(/It is read-only until it is approved or returned to you/),
    ).toBeInTheDocument();
    expect(api.callsTo("POST", `/api/forms/${FORM_ID}/submit`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText("First Name")).toBeDisabled());
    expect(screen.queryByRole("button", { name: "Submit for review" })).not.toBeInTheDocument();
  });
});

describe("a form under review or approved", () => {
  it("turns read-only when a save finds it submitted meanwhile (another tab)", async () => {
    const api = fakeWorkHistoryApi({ forms: [completeForm()] });
    api.override("PATCH /api/forms/:id", () => {
      api.state.forms[0] = { ...api.state.forms[0]!, status: "submitted" };
      const message =
        "This form has been submitted for review and cannot be changed until an administrator returns it.";
      return jsonResponse({ error: message, message, code: "form_locked" }, { status: 409 });
    });
    await openForm();
    fireEvent.change(screen.getByLabelText("Role/Title"), { target: { value: "Lead" } });
    await waitFor(() => expect(screen.getByLabelText("First Name")).toBeDisabled(), { timeout: 3000 });
    expect(screen.getByText(/It is read-only until it is approved or returned to you/)).toBeInTheDocument();
  });

  it.each([
    ["an employment entry", /Employment History/, "PATCH /api/employment-entries/:id", "Company Name"],
    ["an airframe entry", /Airframe Experience/, "PATCH /api/airframe-experience/:id", "Make"],
  ])(
    "turns read-only when a save of %s finds the form submitted meanwhile",
    async (_, heading, route, label) => {
      const api = fakeWorkHistoryApi({
        forms: [completeForm()],
        employment: [buildEmploymentEntry({ companyName: "Acme" })],
        experience: { airframe: [buildExperienceEntry("airframe")] },
      });
      api.override(route, () => {
        api.state.forms[0] = { ...api.state.forms[0]!, status: "submitted" };
        return jsonResponse(
          { error: LOCKED_MESSAGE, message: LOCKED_MESSAGE, code: "form_locked" },
          { status: 409 },
        );
      });
      const { user: events } = await openForm();
      await events.click(
        within(screen.getByRole("heading", { level: 2, name: heading })).getByRole("button"),
      );
      const area =
        screen.getByRole("heading", { level: 2, name: heading }).closest("section") ?? document.body;
      fireEvent.change(within(area as HTMLElement).getByLabelText(label), { target: { value: "Changed" } });
      await waitFor(() => expect(screen.getByLabelText("First Name")).toBeDisabled(), { timeout: 4000 });
      expect(screen.getByText(/It is read-only until it is approved or returned to you/)).toBeInTheDocument();
    },
  );

  it("opens read-only: fields and entry buttons are disabled, sections still open", async () => {
    fakeWorkHistoryApi({
      forms: [buildForm({ ...completeForm(), status: "submitted" })],
      employment: [buildEmploymentEntry({ companyName: "Acme" })],
      events: [buildStatusEvent({ createdAt: "2026-03-02T10:00:00.000Z" })],
    });
    const { user: events } = await openForm();
    expect(screen.getByLabelText("First Name")).toBeDisabled();
    expect(await screen.findByText(/Submitted by Sam Rivera on Mar 2, 2026/)).toBeInTheDocument();
    const trigger = within(screen.getByRole("heading", { level: 2, name: /Employment History/ })).getByRole(
      "button",
    );
    await events.click(trigger);
    expect(screen.getByLabelText("Company Name")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Add Employment Entry" })).toBeDisabled();
  });

  it("says who approved it and when", async () => {
    fakeWorkHistoryApi({
      forms: [buildForm({ ...completeForm(), status: "completed" })],
      events: [
        buildStatusEvent(),
        buildStatusEvent({
          action: "approved",
          fromStatus: "submitted",
          toStatus: "completed",
          actorName: "Ada Admin",
          createdAt: "2026-03-05T10:00:00.000Z",
        }),
      ],
    });
    await openForm();
    expect(
      await screen.findByText("Approved by Ada Admin on Mar 5, 2026. This form is read-only."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("First Name")).toBeDisabled();
  });

  it("a returned form is editable again and shows the administrator's reason", async () => {
    fakeWorkHistoryApi({
      forms: [completeForm()],
      events: [
        buildStatusEvent(),
        buildStatusEvent({
          action: "returned",
          fromStatus: "submitted",
          toStatus: "draft",
          reason: "Add your IA history.",
          actorName: "Ada Admin",
          createdAt: "2026-03-05T10:00:00.000Z",
        }),
      ],
    });
    await openForm();
    expect(
      await screen.findByText("Returned by Ada Admin on Mar 5, 2026: Add your IA history."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("First Name")).toBeEnabled();
    expect(screen.getByRole("button", { name: "Submit for review" })).toBeEnabled();
  });
});
