import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";
import { Button } from "./ui/button";

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderWithTrigger(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = props.onConfirm ?? vi.fn();
  render(
    <ConfirmDialog
      trigger={<Button>Delete row</Button>}
      title="Delete Document"
      description='Are you sure you want to delete "cv.pdf"? This action cannot be undone.'
      confirmLabel="Delete"
      {...props}
      onConfirm={onConfirm}
    />,
  );
  return { user: userEvent.setup(), onConfirm };
}

describe("ConfirmDialog", () => {
  it("opens from its trigger with the title, the sentence, Cancel and a red confirm button", async () => {
    const { user } = renderWithTrigger();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete row" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Document" });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete "cv.pdf"? This action cannot be undone.',
    );
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete" })).toHaveClass("bg-destructive");
  });

  it("Cancel closes it without confirming, and focus returns to the trigger", async () => {
    const { user, onConfirm } = renderWithTrigger();
    await user.click(screen.getByRole("button", { name: "Delete row" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Delete row" })).toHaveFocus();
  });

  it("closes at once when confirmed (the default)", async () => {
    const { user, onConfirm } = renderWithTrigger();
    await user.click(screen.getByRole("button", { name: "Delete row" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("with closeWhen 'success' stays open and busy until the answer, then closes", async () => {
    const answer = deferred();
    const { user, onConfirm } = renderWithTrigger({
      closeWhen: "success",
      pendingLabel: "Deleting user",
      onConfirm: vi.fn(() => answer.promise),
    });
    await user.click(screen.getByRole("button", { name: "Delete row" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Deleting user" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Delete/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();

    answer.resolve();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("with closeWhen 'success' stays open, usable again, when the action fails", async () => {
    const answer = deferred();
    const { user } = renderWithTrigger({ closeWhen: "success", onConfirm: () => answer.promise });
    await user.click(screen.getByRole("button", { name: "Delete row" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    answer.reject(new Error("500: Internal Server Error"));

    await waitFor(() => expect(screen.getByRole("button", { name: "Delete" })).toBeEnabled());
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled();
  });

  it("while `pending` from outside, both buttons are disabled and Escape does not close it", async () => {
    const { user } = renderWithTrigger({ pending: true, pendingLabel: "Deleting" });
    await user.click(screen.getByRole("button", { name: "Delete row" }));
    expect(await screen.findByRole("alertdialog")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Deleting" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(screen.getByRole("button", { name: /Delete/ })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("controlled: open while `open` is true, reports every close, and shows extra content and labels", async () => {
    const onConfirm = vi.fn();
    const closes: boolean[] = [];
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <ConfirmDialog
          open={open}
          onOpenChange={(next) => {
            closes.push(next);
            setOpen(next);
          }}
          title="Some changes are not saved"
          description="If you sign out now, they will be removed from this device."
          cancelLabel="Stay signed in"
          confirmLabel="Sign out and discard"
          onConfirm={onConfirm}
        >
          <p>Current form: Jane Mechanic</p>
        </ConfirmDialog>
      );
    }
    render(<Controlled />);
    const user = userEvent.setup();
    expect(
      await screen.findByRole("alertdialog", { name: "Some changes are not saved" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Current form: Jane Mechanic")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign out and discard" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(closes).toEqual([false]);
  });
});
