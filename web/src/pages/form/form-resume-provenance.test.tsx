import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildEmploymentEntry,
  buildExperienceEntry,
  buildForm,
  FORM_ID,
  fakeWorkHistoryApi,
} from "@/test/fake-work-history-api";
import { buildUser, renderApp } from "@/test/test-utils";

// What the form page shows of a processed resume (docs/product.md §14.6): the file it was filled
// from, and a 'From resume' mark on each entry read from it until the user changes that entry.

const user = buildUser();

beforeAll(async () => {
  await Promise.all([import("@/app/layout"), import("./form-page")]);
});

const extracted = {
  personal: { firstName: "Rosa", lastName: "Delgado", email: "rosa@example.com" },
  employment: [
    { key: "a", companyName: "Cascade Regional Airlines", startDate: "2020-03" },
    { key: "b", companyName: "Northfield Aero Services", startDate: "2016-05" },
  ],
  airframe: [{ make: "Boeing", model: "737" }],
};

function processedForm() {
  return fakeWorkHistoryApi({
    forms: [buildForm({ aiExtractedData: extracted, resumeFileName: "Rosa Delgado resume.pdf" })],
    employment: [
      buildEmploymentEntry({ entryNumber: 1, companyName: "Cascade Regional Airlines", fromResume: true }),
      buildEmploymentEntry({ entryNumber: 2, companyName: "Northfield Aero Services", fromResume: true }),
      buildEmploymentEntry({ entryNumber: 3, companyName: "Typed by hand", fromResume: false }),
    ],
    experience: {
      airframe: [
        buildExperienceEntry("airframe", { aircraftMake: "Boeing", aircraftModel: "737", fromResume: true }),
      ],
    },
  });
}

async function openSection(events: ReturnType<typeof renderApp>["user"], name: RegExp) {
  const heading = await screen.findByRole("heading", { level: 2, name });
  const trigger = within(heading).getByRole("button");
  if (trigger.getAttribute("aria-expanded") !== "true") await events.click(trigger);
  return heading.closest("section") as HTMLElement;
}

const entryCard = (section: HTMLElement, name: RegExp) => within(section).getByRole("article", { name });

describe("a form filled from a resume", () => {
  it("names the file in the summary", async () => {
    processedForm();
    renderApp({ path: `/forms/${FORM_ID}`, user });
    expect(
      await screen.findByText("Filled from Rosa Delgado resume.pdf: 2 employers, 1 aircraft"),
    ).toBeInTheDocument();
  });

  it("marks each entry read from the resume, in words a screen reader can read on their own", async () => {
    processedForm();
    const { user: events } = renderApp({ path: `/forms/${FORM_ID}`, user });
    const employment = await openSection(events, /Employment History/);

    const first = entryCard(employment, /^Employment 1/);
    expect(within(first).getByText("From resume", { exact: false })).toHaveTextContent(
      "From resume (Employment 1 was read from your resume and has not been changed since)",
    );
    expect(within(entryCard(employment, /^Employment 2/)).getByText(/From resume/)).toBeVisible();
    expect(within(entryCard(employment, /^Employment 3/)).queryByText(/From resume/)).toBeNull();

    const airframe = await openSection(events, /Airframe Experience/);
    expect(within(entryCard(airframe, /^Airframe 1/)).getByText(/From resume/)).toHaveTextContent(
      "Airframe 1 was read from your resume",
    );
  });

  it("drops the mark of the entry the user changes and keeps the others", async () => {
    const api = processedForm();
    const { user: events } = renderApp({ path: `/forms/${FORM_ID}`, user });
    const employment = await openSection(events, /Employment History/);
    const first = entryCard(employment, /^Employment 1/);

    await events.type(within(first).getByLabelText("Position Title"), "Lead");
    await waitFor(() => expect(api.callsTo("PATCH", "/api/employment-entries/").length).toBeGreaterThan(0));
    await waitFor(() => expect(within(first).queryByText(/From resume/)).toBeNull());
    expect(within(entryCard(employment, /^Employment 2/)).getByText(/From resume/)).toBeVisible();
  });
});
