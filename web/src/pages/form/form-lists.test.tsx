import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { buildForm, FORM_ID, fakeWorkHistoryApi } from "@/test/fake-work-history-api";
import { buildUser, renderApp } from "@/test/test-utils";

const user = buildUser();

beforeAll(async () => {
  await Promise.all([import("@/app/layout"), import("./form-page")]);
});

async function openSection(name: RegExp) {
  const view = renderApp({ path: `/forms/${FORM_ID}`, user });
  await screen.findByLabelText("First Name", {}, { timeout: 5000 });
  const heading = await screen.findByRole("heading", { level: 2, name });
  await view.user.click(within(heading).getByRole("button"));
  return { ...view, section: heading.closest("section") as HTMLElement };
}

const patches = (api: ReturnType<typeof fakeWorkHistoryApi>) =>
  api.callsTo("PATCH", `/api/forms/${FORM_ID}`).map((call) => call.body);

describe("Certifications", () => {
  it("shows the resume's certifications as Active or Expired and saves a change of the whole list", async () => {
    const api = fakeWorkHistoryApi({
      forms: [
        buildForm({
          certifications: [
            { name: "A&P Mechanic", number: "3456789", issuedOn: "2015-04-02", expiresOn: null },
            { name: "FCC GROL", number: null, issuedOn: "2010", expiresOn: "2012-05" },
          ],
        }),
      ],
    });
    const { section } = await openSection(/6 Certifications 2 entries/);
    const first = within(section).getByRole("group", { name: /Certification 1/ });
    const second = within(section).getByRole("group", { name: /Certification 2/ });
    expect(within(first).getByText("Active")).toBeInTheDocument();
    expect(within(second).getByText("Expired")).toBeInTheDocument();

    fireEvent.change(within(second).getByLabelText("Expires"), { target: { value: "2099-12-31" } });
    await waitFor(() =>
      expect(patches(api).at(-1)).toEqual({
        certifications: [
          { name: "A&P Mechanic", number: "3456789", issuedOn: "2015-04-02", expiresOn: null },
          { name: "FCC GROL", number: null, issuedOn: "2010", expiresOn: "2099-12-31" },
        ],
      }),
    );
    expect(within(second).getByText("Active")).toBeInTheDocument();
  }, 15_000);

  it("adds one, says what is wrong next to the field without sending, and removes one", async () => {
    const api = fakeWorkHistoryApi({ forms: [buildForm({ certifications: [] })] });
    const { section, user: events } = await openSection(/6 Certifications 0 entries/);
    expect(within(section).getByText("No certifications yet.")).toBeInTheDocument();
    await events.click(within(section).getByRole("button", { name: "Add Certification" }));
    const entry = within(section).getByRole("group", { name: /Certification 1/ });
    fireEvent.change(within(entry).getByLabelText("Issued"), { target: { value: "2020-13-01" } });
    expect(await within(entry).findByText("Name is required")).toBeInTheDocument();
    expect(within(entry).getByText("Must be a date written YYYY-MM-DD, YYYY-MM or YYYY")).toBeInTheDocument();
    expect(within(entry).getByLabelText("Issued")).toHaveAttribute("aria-invalid", "true");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(patches(api)).toEqual([]);

    fireEvent.change(within(entry).getByLabelText("Certification Name"), { target: { value: "IA" } });
    fireEvent.change(within(entry).getByLabelText("Issued"), { target: { value: "2020-12" } });
    await waitFor(() =>
      expect(api.state.forms[0]?.certifications).toEqual([
        { name: "IA", number: null, issuedOn: "2020-12", expiresOn: null },
      ]),
    );
    // Deleting asks first, as for every entry: Cancel keeps it.
    await events.click(within(section).getByRole("button", { name: "Delete certification 1" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this certification?" });
    await events.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(api.state.forms[0]?.certifications).toHaveLength(1);
    await events.click(within(section).getByRole("button", { name: "Delete certification 1" }));
    await events.click(
      within(await screen.findByRole("alertdialog", { name: "Delete this certification?" })).getByRole(
        "button",
        {
          name: "Delete",
        },
      ),
    );
    await waitFor(() => expect(api.state.forms[0]?.certifications).toEqual([]));
  }, 15_000);
});

describe("Education", () => {
  it("adds an entry and saves it once it names a school", async () => {
    const api = fakeWorkHistoryApi();
    const { section, user: events } = await openSection(/7 Education 0 entries/);
    await events.click(within(section).getByRole("button", { name: "Add Education" }));
    fireEvent.change(within(section).getByLabelText("Location"), { target: { value: "Tulsa" } });
    expect(await within(section).findByText("Enter the school or the credential")).toBeInTheDocument();
    fireEvent.change(within(section).getByLabelText("School"), { target: { value: "Aviation Institute" } });
    fireEvent.change(within(section).getByLabelText("Start"), { target: { value: "2012-09" } });
    await waitFor(() =>
      expect(api.state.forms[0]?.education).toEqual([
        {
          institution: "Aviation Institute",
          credential: null,
          location: "Tulsa",
          startDate: "2012-09",
          endDate: null,
        },
      ]),
    );
  });
});

describe("Skills", () => {
  it("adds skills with Enter or the button, refuses a repeat, and removes one", async () => {
    const api = fakeWorkHistoryApi({ forms: [buildForm({ skills: ["Rigging"] })] });
    const { section, user: events } = await openSection(/8 Skills 1 entry/);
    const input = within(section).getByLabelText("Add a skill");
    await events.type(input, "Borescope{Enter}");
    await events.type(input, "  rigging ");
    await events.click(within(section).getByRole("button", { name: "Add Skill" }));
    expect(within(section).getByText("Each skill can be listed only once")).toBeInTheDocument();
    await waitFor(() => expect(api.state.forms[0]?.skills).toEqual(["Rigging", "Borescope"]));
    await events.click(within(section).getByRole("button", { name: "Remove skill Rigging" }));
    await waitFor(() => expect(api.state.forms[0]?.skills).toEqual(["Borescope"]));
  });
});
