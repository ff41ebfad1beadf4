import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildAdmin, renderWithProviders } from "@/test/test-utils";
import { chaptersOf, TaskRuleDialog } from "./task-rule-dialog";

describe("'Completed by on-the-job tasks' on a program item (docs/product.md §22.4)", () => {
  it("reads chapters written with commas or spaces", () => {
    expect(chaptersOf(" 32, 29 ;05  ")).toEqual(["32", "29", "05"]);
  });

  it("checks the chapters and the count with the domain's schema, then saves them", async () => {
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(<TaskRuleDialog itemName="Gear OJT" rule={undefined} onSave={onSave} />, {
      user: buildAdmin(),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Completed by tasks: Gear OJT" }));
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("Choose at least one ATA chapter")).toBeVisible();
    expect(screen.getByText("The number of tasks must be 1 to 500")).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("ATA chapters"), "32, 29, 32");
    await user.type(screen.getByLabelText("Countersigned tasks"), "5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ ataChapters: ["29", "32"], tasksRequired: 5 }));
  });

  it("opens with the item's rule", async () => {
    renderWithProviders(
      <TaskRuleDialog
        itemName="Gear OJT"
        rule={{ itemId: "00000000-0000-4000-8000-000000000001", ataChapters: ["29", "32"], tasksRequired: 3 }}
        onSave={async () => undefined}
      />,
      { user: buildAdmin() },
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Completed by tasks: Gear OJT" }));
    expect(await screen.findByLabelText("ATA chapters")).toHaveValue("29, 32");
    expect(screen.getByLabelText("Countersigned tasks")).toHaveValue("3");
  });
});
