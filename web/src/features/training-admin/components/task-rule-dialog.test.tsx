import { ATA_CHAPTERS } from "@domain/logbook";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildAdmin, renderWithProviders } from "@/test/test-utils";
import { chaptersMatching } from "./ata-chapter-picker";
import { TaskRuleDialog } from "./task-rule-dialog";

async function openDialog(rule?: { ataChapters: string[]; tasksRequired: number }) {
  const onSave = vi.fn(async () => undefined);
  renderWithProviders(
    <TaskRuleDialog
      itemName="Gear OJT"
      rule={rule ? { itemId: "00000000-0000-4000-8000-000000000001", ...rule } : undefined}
      onSave={onSave}
    />,
    { user: buildAdmin() },
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Completed by tasks: Gear OJT" }));
  const dialog = await screen.findByRole("dialog", { name: "Completed by on-the-job tasks: Gear OJT" });
  return { onSave, user, dialog };
}

describe("'Completed by on-the-job tasks' on a program item (docs/product.md §22.4)", () => {
  it("narrows the list by number or title, case aside", () => {
    expect(chaptersMatching("")).toHaveLength(ATA_CHAPTERS.length);
    expect(chaptersMatching("landing").map((c) => c.chapter)).toEqual(["32"]);
    expect(chaptersMatching("ATA 29").map((c) => c.chapter)).toEqual(["29"]);
    expect(chaptersMatching("no such chapter")).toEqual([]);
  });

  it("offers every chapter of the list with its number and title, in one named group", async () => {
    const { dialog } = await openDialog();
    const group = within(dialog).getByRole("group", { name: "ATA chapters" });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes).toHaveLength(ATA_CHAPTERS.length);
    expect(within(group).getByRole("checkbox", { name: "ATA 32 Landing gear" })).not.toBeChecked();
    expect(within(group).getByText("No chapter chosen.")).toBeVisible();
  });

  it("shows the schema's messages tied to their fields, then saves the chapters chosen with the keyboard", async () => {
    const { onSave, user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Choose at least one ATA chapter")).toBeVisible();
    expect(within(dialog).getByText("The number of tasks must be 1 to 500")).toBeVisible();
    const group = within(dialog).getByRole("group", { name: "ATA chapters" });
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription("Choose at least one ATA chapter");
    expect(onSave).not.toHaveBeenCalled();

    // Keyboard only: type in the filter, Tab to the chapter, Space ticks it.
    const filter = within(dialog).getByLabelText("Find a chapter (number or title)");
    await user.click(filter);
    await user.keyboard("landing");
    expect(within(group).getAllByRole("checkbox")).toHaveLength(1);
    await user.keyboard("{Enter}");
    expect(onSave).not.toHaveBeenCalled();
    await user.tab();
    expect(within(group).getByRole("checkbox", { name: "ATA 32 Landing gear" })).toHaveFocus();
    await user.keyboard(" ");
    await user.clear(filter);
    await user.type(filter, "29");
    await user.tab();
    await user.keyboard(" ");
    expect(within(group).getByText("2 chapters chosen. 1 of 67 shown.")).toBeVisible();
    expect(within(group).getByRole("list", { name: "Chosen chapters" })).toHaveTextContent("ATA 29ATA 32");

    await user.type(within(dialog).getByLabelText("Countersigned tasks"), "5");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ ataChapters: ["29", "32"], tasksRequired: 5 }));
  });

  it("opens with the item's rule, and a chosen chapter can be removed", async () => {
    const { onSave, user, dialog } = await openDialog({ ataChapters: ["29", "32"], tasksRequired: 3 });
    const group = within(dialog).getByRole("group", { name: "ATA chapters" });
    expect(within(group).getByRole("checkbox", { name: "ATA 29 Hydraulic power" })).toBeChecked();
    expect(within(group).getByRole("checkbox", { name: "ATA 32 Landing gear" })).toBeChecked();
    expect(within(dialog).getByLabelText("Countersigned tasks")).toHaveValue("3");

    await user.click(within(group).getByRole("button", { name: "Remove ATA 29 Hydraulic power" }));
    expect(within(group).getByRole("checkbox", { name: "ATA 29 Hydraulic power" })).not.toBeChecked();
    expect(within(group).getByText("1 chapter chosen.")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ ataChapters: ["32"], tasksRequired: 3 }));
  });
});
