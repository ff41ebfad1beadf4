import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { CenterNameCard } from "./center-name-card";

// The center's name on Admin → Settings (docs/product.md §21).

function renderCard(current = "your training center") {
  const saved: unknown[] = [];
  mockFetch({
    "GET /api/admin/settings/center": jsonResponse({ centerName: current }),
    "PUT /api/admin/settings/center": (call) => {
      const body = JSON.parse(String(call.init?.body)) as { centerName: string };
      saved.push(body);
      return jsonResponse({ centerName: body.centerName || "your training center" });
    },
  });
  return { ...renderWithProviders(<CenterNameCard />), saved };
}

const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));

describe("the center's name", () => {
  it("starts blank on the default wording and saves a name with a toast", async () => {
    const { user, saved } = renderCard();
    const field = await screen.findByRole("textbox", { name: "Center name" });
    expect(field).toHaveValue("");
    expect(field).toHaveAttribute("placeholder", "your training center");
    await user.type(field, "  Northwind Aero Academy ");
    await user.click(screen.getByRole("button", { name: "Save center name" }));
    await waitFor(() => expect(saved).toEqual([{ centerName: "Northwind Aero Academy" }]));
    await waitFor(() =>
      expect(toastRegion().getByText("Invitations now name Northwind Aero Academy.")).toBeInTheDocument(),
    );
  });

  it("shows a name already set, and blank goes back to the default", async () => {
    const { user, saved } = renderCard("Northwind Aero Academy");
    const field = await screen.findByRole("textbox", { name: "Center name" });
    expect(field).toHaveValue("Northwind Aero Academy");
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Save center name" }));
    await waitFor(() => expect(saved).toEqual([{ centerName: "" }]));
    await waitFor(() =>
      expect(toastRegion().getByText("Invitations now name your training center.")).toBeInTheDocument(),
    );
  });

  it("refuses a name over 120 characters without calling the server", async () => {
    const { user, saved } = renderCard();
    const field = await screen.findByRole("textbox", { name: "Center name" });
    await user.click(field);
    await user.paste("x".repeat(121));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("The center's name must be at most 120 characters.");
    expect(screen.getByRole("button", { name: "Save center name" })).toBeDisabled();
    expect(saved).toEqual([]);
  });
});
