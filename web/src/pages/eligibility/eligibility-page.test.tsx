import type { EligibilityInput } from "@domain/eligibility/index";
import type { IaActivity } from "@domain/schemas/ia-activities";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildEligibility } from "@/test/eligibility";
import { FORM_ID } from "@/test/fake-work-history-api";
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { EligibilityPage } from "./eligibility-page";

const STAMP = "2026-05-01T10:00:00.000Z";

/** The server's two routes over an in-memory log; the estimates follow the log like the server's. */
function fakeServer(initial: IaActivity[] = [], form: Partial<NonNullable<EligibilityInput["form"]>> = {}) {
  let activities = [...initial];
  let counter = 0;
  const bodies: unknown[] = [];
  const fetchMock = mockFetch({
    "GET /api/me/eligibility": () =>
      jsonResponse(
        buildEligibility({
          form: {
            dateOfHire: null,
            apCertificateIssuedOn: null,
            ratings: ["airframe"],
            iaIssuedOn: "2019-03-01",
            ...form,
          },
          iaActivities: activities,
        }),
      ),
    "GET /api/me/ia-activities": () => jsonResponse(activities),
    "POST /api/me/ia-activities": ({ init }) => {
      const body = JSON.parse(String(init?.body));
      bodies.push(body);
      counter += 1;
      const created = {
        ...body,
        id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
        createdAt: STAMP,
        updatedAt: STAMP,
      };
      activities = [created, ...activities];
      return jsonResponse(created, { status: 201 });
    },
  });
  return {
    fetchMock,
    bodies,
    activities: () => activities,
    setActivities: (next: IaActivity[]) => {
      activities = next;
    },
  };
}

function annual(performedOn: string, id = "0b7a3f0e-8a44-4a9e-9d6b-2f1c7d1e2a99"): IaActivity {
  return {
    id,
    performedOn,
    kind: "annual_inspection",
    hours: null,
    aircraftMake: "Cessna",
    aircraftModel: "172S",
    aircraftRegistration: "N12345",
    notes: null,
    createdAt: STAMP,
    updatedAt: STAMP,
  };
}

const card = (name: RegExp | string) => screen.getByRole("region", { name });

describe("Eligibility page", () => {
  it("shows one card per rule with its status, figure, periods, citation and note, as an estimate", async () => {
    fakeServer();
    renderWithProviders(<EligibilityPage />, { path: "/eligibility", user: buildUser() });
    expect(screen.getByRole("heading", { level: 1, name: "Eligibility" })).toBeInTheDocument();
    expect(await screen.findByText(/not a determination by the FAA or EASA/)).toBeInTheDocument();
    for (const heading of [
      "FAA mechanic certificate",
      "FAA inspection authorization",
      "EASA Part-66 licence",
    ])
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();

    const airframe = within(card("Airframe rating: practical experience"));
    expect(airframe.getByText("Looks met")).toBeInTheDocument();
    expect(airframe.getByText("14 CFR 65.77(a)")).toBeInTheDocument();
    expect(
      airframe.getByRole("progressbar", { name: "Airframe experience: 83 of 18 months" }),
    ).toHaveAttribute("aria-valuenow", "100");
    const row = airframe.getByRole("row", { name: /Acme Aviation/ });
    expect(row).toHaveTextContent("Jan 4, 2016");
    expect(row).toHaveTextContent("Dec 30, 2022");
    expect(row).toHaveTextContent("83");
  });

  it("says what is missing, linked to the work history form", async () => {
    fakeServer();
    renderWithProviders(<EligibilityPage />, { path: "/eligibility", user: buildUser() });
    const powerplant = within(
      await screen.findByRole("region", { name: "Powerplant rating: practical experience" }),
    );
    expect(powerplant.getByText("Cannot tell yet")).toBeInTheDocument();
    expect(
      powerplant.getByRole("link", {
        name: "Add your powerplant experience and choose the employers where you gained it.",
      }),
    ).toHaveAttribute("href", `/forms/${FORM_ID}`);
    const ia = within(card("Inspection authorization: eligibility"));
    expect(ia.getByRole("link", { name: "Add the issue date of your A&P certificate." })).toHaveAttribute(
      "href",
      `/forms/${FORM_ID}#form-apCertificateIssuedOn`,
    );
    expect(ia.getByText(/A fixed base of operations/).closest("li")).toHaveTextContent("To confirm yourself");
  });

  it("logs an IA activity and the IA-year progress follows at once", async () => {
    const server = fakeServer();
    const { user } = renderWithProviders(<EligibilityPage />, { path: "/eligibility", user: buildUser() });
    const renewal = () => within(card("Inspection authorization: this IA year"));
    expect(await screen.findByText("No activities logged yet.")).toBeInTheDocument();
    expect(renewal().getByRole("progressbar", { name: "Annual inspections: 0 of 4" })).toBeInTheDocument();
    expect(
      renewal().getByText(
        "IA year Apr 1, 2026 to Mar 31, 2027; deadline Mar 31, 2027. Your IA expires Mar 31, 2027.",
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add activity" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add IA activity" }));
    await user.type(dialog.getByLabelText("Date"), "2026-05-20");
    await user.click(dialog.getByRole("combobox", { name: "Activity" }));
    await user.click(await screen.findByRole("option", { name: "Annual inspection" }));
    await user.type(dialog.getByLabelText("Registration"), "n512ab");
    await user.click(dialog.getByRole("button", { name: "Save activity" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.bodies).toEqual([
      expect.objectContaining({
        performedOn: "2026-05-20",
        kind: "annual_inspection",
        aircraftRegistration: "n512ab",
      }),
    ]);
    expect(
      await renewal().findByRole("progressbar", { name: "Annual inspections: 1 of 4" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "IA activities" })).toHaveTextContent("May 20, 2026");
  });

  it("asks for the hours of a refresher course before sending it", async () => {
    const server = fakeServer();
    const { user } = renderWithProviders(<EligibilityPage />, { path: "/eligibility", user: buildUser() });
    await user.click(await screen.findByRole("button", { name: "Add activity" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add IA activity" }));
    await user.click(dialog.getByRole("button", { name: "Save activity" }));
    expect(dialog.getByLabelText("Date")).toHaveAccessibleDescription("Enter the date");
    await user.type(dialog.getByLabelText("Date"), "2026-05-20");
    await user.click(dialog.getByRole("combobox", { name: "Activity" }));
    await user.click(await screen.findByRole("option", { name: "Refresher course" }));
    await user.click(dialog.getByRole("button", { name: "Save activity" }));
    expect(dialog.getByLabelText("Hours of instruction")).toHaveAccessibleDescription(
      "Enter the hours of instruction of the course",
    );
    expect(server.bodies).toEqual([]);
  });

  it("edits an activity in place: the dialog opens with its values and sends the whole activity", async () => {
    const server = fakeServer([annual("2026-04-10")]);
    const sent: { method: string; url: string; body: unknown }[] = [];
    server.fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === "PUT") {
        const body = JSON.parse(String(init.body));
        sent.push({ method: "PUT", url, body });
        const saved = { ...server.activities()[0]!, ...body };
        server.setActivities([saved]);
        return jsonResponse(saved);
      }
      if (url === "/api/me/ia-activities") return jsonResponse(server.activities());
      return jsonResponse(
        buildEligibility({
          form: { dateOfHire: null, apCertificateIssuedOn: null, ratings: [], iaIssuedOn: "2019-03-01" },
          iaActivities: server.activities(),
        }),
      );
    });
    const { user } = renderWithProviders(<EligibilityPage />, { path: "/eligibility", user: buildUser() });
    await user.click(await screen.findByRole("button", { name: "Edit Annual inspection of Apr 10, 2026" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit IA activity" }));
    expect(dialog.getByLabelText("Date")).toHaveValue("2026-04-10");
    expect(dialog.getByLabelText("Aircraft make")).toHaveValue("Cessna");
    await user.click(dialog.getByRole("combobox", { name: "Activity" }));
    await user.click(await screen.findByRole("option", { name: "Progressive inspection" }));
    await user.click(dialog.getByRole("button", { name: "Save activity" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        method: "PUT",
        url: "/api/me/ia-activities/0b7a3f0e-8a44-4a9e-9d6b-2f1c7d1e2a99",
        body: expect.objectContaining({
          performedOn: "2026-04-10",
          kind: "progressive_inspection",
          aircraftMake: "Cessna",
        }),
      },
    ]);
    const renewal = within(card("Inspection authorization: this IA year"));
    expect(
      await renewal.findByRole("progressbar", { name: "Progressive inspections: 1 of 1" }),
    ).toBeInTheDocument();
  });

  it("deletes an activity after asking", async () => {
    const server = fakeServer([annual("2026-04-10")]);
    let deleted = false;
    server.fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === "DELETE") {
        deleted = true;
        server.setActivities([]);
        return new Response(null, { status: 204 });
      }
      if (url === "/api/me/ia-activities") return jsonResponse(server.activities());
      return jsonResponse(
        buildEligibility({
          form: { dateOfHire: null, apCertificateIssuedOn: null, ratings: [], iaIssuedOn: "2019-03-01" },
          iaActivities: server.activities(),
        }),
      );
    });
    const { user } = renderWithProviders(<EligibilityPage />, { path: "/eligibility", user: buildUser() });
    await user.click(await screen.findByRole("button", { name: "Delete Annual inspection of Apr 10, 2026" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Delete this activity?" }));
    await user.click(confirm.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No activities logged yet.")).toBeInTheDocument();
    expect(deleted).toBe(true);
  });
});
