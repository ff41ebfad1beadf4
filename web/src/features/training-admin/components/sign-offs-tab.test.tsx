import { SHARED_LIST_POLL_MS } from "@domain/constants";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { clearToasts } from "@/components/ui/use-toast";
import { captureDownloads, fileResponse } from "@/test/downloads";
import { buildSignOff, fakeTrainingAdminApi } from "@/test/fake-training-admin-api";
import { buildAdmin, jsonResponse, renderWithProviders } from "@/test/test-utils";
import { SignOffsTab } from "./sign-offs-tab";

function renderTab() {
  return renderWithProviders(<SignOffsTab />, { path: "/admin?tab=sign-offs", user: buildAdmin() });
}

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));

async function expectToast(title: string, description: string) {
  await waitFor(() => expect(toastRegion().getByText(title)).toBeInTheDocument());
  expect(toastRegion().getByText(description)).toBeInTheDocument();
}

const SAM_BORESCOPE = buildSignOff({
  technicianName: "Sam Torque",
  itemName: "Borescope inspection",
  completedOn: "2026-04-02",
  notes: "PW127 hot section",
  evidence: { id: "20000000-0000-4000-8000-000000000001", filename: "borescope-cert.pdf" },
});
const KIM_RUNUP = buildSignOff({
  technicianName: "Kim Wrench",
  userId: "7c9e6679-7425-40de-944b-e07fc1f90ae9",
  itemName: "Engine run-up",
  notes: null,
});

const rowOf = (name: string) => screen.getByRole("row", { name: new RegExp(name) });

describe("/admin Sign-offs", () => {
  it("lists technician, item, completed on, notes and the evidence's filename", async () => {
    fakeTrainingAdminApi({ signOffs: [SAM_BORESCOPE, KIM_RUNUP] });
    renderTab();
    await screen.findByRole("cell", { name: "Sam Torque" });
    expect(screen.getByRole("heading", { level: 2, name: "Sign-offs" })).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "",
      "Technician",
      "Item",
      "Completed on",
      "Notes",
      "Evidence",
      "Actions",
    ]);
    const sam = within(rowOf("Sam Torque"));
    expect(sam.getByText("Borescope inspection")).toBeInTheDocument();
    expect(sam.getByText("Apr 2, 2026")).toBeInTheDocument();
    expect(sam.getByText("PW127 hot section")).toBeInTheDocument();
    expect(sam.getByText("borescope-cert.pdf")).toBeInTheDocument();
    expect(within(rowOf("Kim Wrench")).getByText("None")).toBeInTheDocument();
  });

  it("downloads the evidence of a row under the name the server gives", async () => {
    const saved = captureDownloads();
    const evidenceUrl = `/api/admin/checklists/users/${SAM_BORESCOPE.userId}/items/${SAM_BORESCOPE.itemId}/evidence`;
    const { calls } = fakeTrainingAdminApi({
      signOffs: [SAM_BORESCOPE, KIM_RUNUP],
      routes: { [`GET ${evidenceUrl}`]: () => fileResponse("borescope-cert.pdf") },
    });
    const { user } = renderTab();
    await user.click(
      await screen.findByRole("button", {
        name: "Download the evidence of Borescope inspection of Sam Torque",
      }),
    );
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["borescope-cert.pdf"]));
    expect(calls(`GET ${evidenceUrl}`)).toHaveLength(1);
    expect(within(rowOf("Kim Wrench")).queryByRole("button", { name: /^Download/ })).not.toBeInTheDocument();
  });

  it("Sign off takes the row off the list and a toast confirms", async () => {
    const { calls } = fakeTrainingAdminApi({ signOffs: [SAM_BORESCOPE, KIM_RUNUP] });
    const { user } = renderTab();
    await user.click(
      await screen.findByRole("button", { name: "Sign off Borescope inspection of Sam Torque" }),
    );
    await expectToast("Signed off", "Borescope inspection of Sam Torque is signed off.");
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Sam Torque" })).not.toBeInTheDocument());
    expect(screen.getByRole("cell", { name: "Kim Wrench" })).toBeInTheDocument();
    expect(
      calls(`POST /api/admin/checklists/completions/${SAM_BORESCOPE.completionId}/sign-off`),
    ).toHaveLength(1);
    // The focus moves to the row that took its place, not to the page.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Sign off Engine run-up of Kim Wrench" })).toHaveFocus(),
    );
  });

  it("Return asks for the reason, refuses an empty one, then sends it and the row leaves", async () => {
    const { calls, bodyOf } = fakeTrainingAdminApi({ signOffs: [SAM_BORESCOPE] });
    const { user } = renderTab();
    await user.click(
      await screen.findByRole("button", { name: "Return Borescope inspection of Sam Torque" }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Return Borescope inspection?" }));
    await user.click(dialog.getByRole("button", { name: "Return item" }));
    expect(dialog.getByRole("alert")).toHaveTextContent("Say why it is returned");
    expect(dialog.getByLabelText("Reason")).toHaveAttribute("aria-invalid", "true");
    const route = `POST /api/admin/checklists/completions/${SAM_BORESCOPE.completionId}/return`;
    expect(calls(route)).toHaveLength(0);

    await user.type(dialog.getByLabelText("Reason"), "Attach the borescope images.");
    await user.click(dialog.getByRole("button", { name: "Return item" }));
    await expectToast("Returned", "Borescope inspection went back to Sam Torque as not done.");
    expect(bodyOf(calls(route)[0])).toEqual({ reason: "Attach the borescope images." });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("No sign-offs waiting")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Sign-offs" })).toHaveFocus());
  });

  it("shows the server's refusal of a self sign-off, and the row stays", async () => {
    const refusal = () =>
      jsonResponse(
        {
          error: "You cannot sign off your own training.",
          message: "You cannot sign off your own training.",
          code: "self_sign_off",
        },
        { status: 403 },
      );
    const { signOffs } = fakeTrainingAdminApi({
      signOffs: [SAM_BORESCOPE],
      routes: {
        [`POST /api/admin/checklists/completions/${SAM_BORESCOPE.completionId}/sign-off`]: refusal,
        [`POST /api/admin/checklists/completions/${SAM_BORESCOPE.completionId}/return`]: refusal,
      },
    });
    const { user } = renderTab();
    const signOff = await screen.findByRole("button", {
      name: "Sign off Borescope inspection of Sam Torque",
    });
    await user.click(signOff);
    await expectToast("Error", "You cannot sign off your own training.");
    await waitFor(() => expect(signOff).toBeEnabled());
    expect(screen.getByRole("cell", { name: "Sam Torque" })).toBeInTheDocument();

    act(() => clearToasts());
    await user.click(screen.getByRole("button", { name: "Return Borescope inspection of Sam Torque" }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.type(dialog.getByLabelText("Reason"), "Mine.");
    await user.click(dialog.getByRole("button", { name: "Return item" }));
    await expectToast("Error", "You cannot sign off your own training.");
    // The dialog stays open with the reason, for another try.
    expect(dialog.getByLabelText("Reason")).toHaveValue("Mine.");
    expect(signOffs).toHaveLength(1);
  });

  it("filters by technician, tab and time waited", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 4, 31, 9, 0) });
    try {
      const recurrent = buildSignOff({
        technicianName: "Kim Wrench",
        userId: "7c9e6679-7425-40de-944b-e07fc1f90ae8",
        itemName: "Fuel tank entry",
        tabId: "30000000-0000-4000-8000-000000000002",
        tabName: "Recurrent",
        completedOn: "2026-05-30",
      });
      const old = buildSignOff({ itemName: "Borescope inspection", completedOn: "2026-04-02" });
      fakeTrainingAdminApi({ signOffs: [old, recurrent] });
      const { user } = renderTab();
      await screen.findByRole("cell", { name: "Kim Wrench" });

      await user.selectOptions(screen.getByLabelText("Technician"), "Kim Wrench");
      expect(screen.queryByRole("cell", { name: "Sam Torque" })).not.toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText("Technician"), "All technicians");

      await user.selectOptions(screen.getByLabelText("Tab"), "Recurrent");
      expect(screen.getAllByRole("row")).toHaveLength(2);
      expect(screen.getByRole("cell", { name: "Fuel tank entry" })).toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText("Tab"), "All tabs");

      await user.selectOptions(screen.getByLabelText("Waiting"), "More than 30 days");
      expect(screen.getByRole("cell", { name: "Borescope inspection" })).toBeInTheDocument();
      expect(screen.queryByRole("cell", { name: "Fuel tank entry" })).not.toBeInTheDocument();

      await user.selectOptions(screen.getByLabelText("Technician"), "Kim Wrench");
      expect(screen.getByText("No sign-offs match these filters")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("signs off the selected rows in one request; the others stay", async () => {
    const third = buildSignOff({ technicianName: "Lee Rivet", itemName: "Hot section" });
    const { calls, bodyOf, signOffs } = fakeTrainingAdminApi({ signOffs: [SAM_BORESCOPE, KIM_RUNUP, third] });
    const { user } = renderTab();
    const signSelected = await screen.findByRole("button", { name: "Sign off selected" });
    expect(signSelected).toBeDisabled();

    await user.click(screen.getByRole("checkbox", { name: "Select Borescope inspection of Sam Torque" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Engine run-up of Kim Wrench" }));
    expect(screen.getByText("2 selected of 3 shown")).toBeInTheDocument();
    await user.click(signSelected);

    await expectToast("Signed off", "2 items are signed off.");
    expect(calls("POST /api/admin/checklists/sign-offs/bulk").map(bodyOf)).toEqual([
      { action: "sign_off", completionIds: [SAM_BORESCOPE.completionId, KIM_RUNUP.completionId] },
    ]);
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Sam Torque" })).not.toBeInTheDocument());
    expect(screen.getByRole("cell", { name: "Lee Rivet" })).toBeInTheDocument();
    expect(signOffs.map((row) => row.technicianName)).toEqual(["Lee Rivet"]);
  });

  it("shows everyone's again once the filtered technician has nothing left waiting", async () => {
    fakeTrainingAdminApi({ signOffs: [SAM_BORESCOPE, KIM_RUNUP] });
    const { user } = renderTab();
    await screen.findByRole("cell", { name: "Kim Wrench" });
    await user.selectOptions(screen.getByLabelText("Technician"), "Sam Torque");
    await user.click(screen.getByRole("checkbox", { name: "Select all shown" }));
    await user.click(screen.getByRole("button", { name: "Sign off selected" }));
    await expectToast("Signed off", "1 item is signed off.");
    await waitFor(() => expect(screen.getByLabelText("Technician")).toHaveValue("all"));
    expect(screen.getByRole("cell", { name: "Kim Wrench" })).toBeInTheDocument();
  });

  it("returns every shown row with one reason, and keeps a refused one selected with the server's words", async () => {
    const { calls, bodyOf } = fakeTrainingAdminApi({
      signOffs: [SAM_BORESCOPE, KIM_RUNUP],
      routes: {
        "POST /api/admin/checklists/sign-offs/bulk": () =>
          jsonResponse({
            results: [
              { completionId: SAM_BORESCOPE.completionId, outcome: "returned" },
              {
                completionId: KIM_RUNUP.completionId,
                outcome: "refused",
                message: "You cannot sign off your own training.",
              },
            ],
          }),
      },
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole("checkbox", { name: "Select all shown" }));
    await user.click(screen.getByRole("button", { name: "Return 2 selected items" }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.click(dialog.getByRole("button", { name: "Return item" }));
    expect(dialog.getByText("Say why it is returned")).toBeInTheDocument();
    await user.type(dialog.getByLabelText("Reason"), "Attach the task cards.");
    await user.click(dialog.getByRole("button", { name: "Return item" }));

    await expectToast(
      "1 item was not decided",
      "1 item went back as not done. Engine run-up of Kim Wrench: You cannot sign off your own training.",
    );
    expect(calls("POST /api/admin/checklists/sign-offs/bulk").map(bodyOf)).toEqual([
      {
        action: "return",
        reason: "Attach the task cards.",
        completionIds: [SAM_BORESCOPE.completionId, KIM_RUNUP.completionId],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("checkbox", { name: "Select Engine run-up of Kim Wrench" })).toBeChecked();
  });

  it("says 'No sign-offs waiting' when there are none", async () => {
    fakeTrainingAdminApi();
    renderTab();
    expect(await screen.findByText("No sign-offs waiting")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says when the list could not be loaded, and 'Try again' loads it", async () => {
    let fail = true;
    fakeTrainingAdminApi({
      routes: {
        "GET /api/admin/checklists/sign-offs": () =>
          fail
            ? jsonResponse(
                { error: "Busy", message: "The database is busy", code: "service_unavailable" },
                { status: 503 },
              )
            : jsonResponse({ signOffs: [KIM_RUNUP] }),
      },
    });
    const { user } = renderTab();
    expect(await screen.findByText("The sign-offs could not be loaded")).toBeInTheDocument();
    expect(screen.getByText("The database is busy")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("cell", { name: "Kim Wrench" })).toBeInTheDocument();
  });

  it("shows an item that starts waiting while the list is open, within SHARED_LIST_POLL_MS, without a reload", async () => {
    vi.useFakeTimers({
      toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout"],
      shouldAdvanceTime: true,
    });
    try {
      let waiting = [SAM_BORESCOPE];
      fakeTrainingAdminApi({
        routes: { "GET /api/admin/checklists/sign-offs": () => jsonResponse({ signOffs: waiting }) },
      });
      renderTab();
      expect(await screen.findByRole("cell", { name: "Sam Torque" })).toBeInTheDocument();
      waiting = [SAM_BORESCOPE, KIM_RUNUP];
      await act(async () => {
        await vi.advanceTimersByTimeAsync(SHARED_LIST_POLL_MS);
      });
      expect(await screen.findByRole("cell", { name: "Kim Wrench" })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads the list again each time the tab is shown", async () => {
    let waiting = [SAM_BORESCOPE];
    fakeTrainingAdminApi({
      routes: { "GET /api/admin/checklists/sign-offs": () => jsonResponse({ signOffs: waiting }) },
    });
    const { unmount, queryClient } = renderTab();
    await screen.findByRole("cell", { name: "Sam Torque" });
    unmount();
    waiting = [KIM_RUNUP];
    renderWithProviders(<SignOffsTab />, { path: "/admin?tab=sign-offs", user: buildAdmin(), queryClient });
    expect(await screen.findByRole("cell", { name: "Kim Wrench" })).toBeInTheDocument();
  });
});
