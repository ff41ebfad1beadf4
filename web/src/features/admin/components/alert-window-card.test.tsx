import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { AlertWindowCard } from "./alert-window-card";

function renderCard(saveAnswer?: (body: { warningWindowDays: number }) => Response) {
  const saved: unknown[] = [];
  mockFetch({
    "GET /api/admin/settings/alerts": jsonResponse({ warningWindowDays: 30 }),
    "PUT /api/admin/settings/alerts": (call) => {
      const body = JSON.parse(String(call.init?.body));
      saved.push(body);
      return saveAnswer ? saveAnswer(body) : jsonResponse(body);
    },
  });
  return { ...renderWithProviders(<AlertWindowCard />), saved };
}

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));

describe("the expiry alerts' warning window", () => {
  it("shows the center's window and saves a new one with a toast", async () => {
    const { user, saved } = renderCard();
    const field = await screen.findByRole("spinbutton", { name: "Warning window (days)" });
    expect(field).toHaveValue(30);
    await user.clear(field);
    await user.type(field, "45");
    await user.click(screen.getByRole("button", { name: "Save warning window" }));
    await waitFor(() => expect(saved).toEqual([{ warningWindowDays: 45 }]));
    await waitFor(() =>
      expect(toastRegion().getByText("Expiry alerts now look 45 days ahead.")).toBeInTheDocument(),
    );
  });

  it("refuses 6 and 91 without calling the server, saying why", async () => {
    const { user, saved } = renderCard();
    const field = await screen.findByRole("spinbutton", { name: "Warning window (days)" });
    for (const value of ["6", "91", ""]) {
      await user.clear(field);
      if (value) await user.type(field, value);
      await user.click(screen.getByRole("button", { name: "Save warning window" }));
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription("The warning window is a whole number of days from 7 to 90.");
    }
    expect(saved).toEqual([]);
    await user.clear(field);
    await user.type(field, "7");
    expect(field).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Save warning window" }));
    await waitFor(() => expect(saved).toEqual([{ warningWindowDays: 7 }]));
  });

  it("shows the server's sentence when the save is refused", async () => {
    const { user } = renderCard(() =>
      jsonResponse(
        { error: "Forbidden", message: "Only administrators can do this.", code: "forbidden" },
        { status: 403 },
      ),
    );
    await screen.findByRole("spinbutton", { name: "Warning window (days)" });
    await user.click(screen.getByRole("button", { name: "Save warning window" }));
    await waitFor(() =>
      expect(toastRegion().getByText("Only administrators can do this.")).toBeInTheDocument(),
    );
  });
});
