import { act, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "./toaster";
import { toast } from "./use-toast";

function viewport() {
  return screen.getByRole("region", { name: /Notifications/ });
}

function shownToasts() {
  return Array.from(viewport().querySelectorAll<HTMLElement>("[data-slot=toast]"));
}

describe("toasts", () => {
  it("show only one at a time: a new toast replaces the shown one", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Upload successful" });
    });
    expect(within(viewport()).getByText("Upload successful")).toBeInTheDocument();

    act(() => {
      toast({ title: "Document deleted" });
    });
    expect(shownToasts()).toHaveLength(1);
    expect(within(viewport()).getByText("Document deleted")).toBeInTheDocument();
    expect(within(viewport()).queryByText("Upload successful")).not.toBeInTheDocument();
  });

  it("have a default and a destructive style, with title and description", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "File too large", description: "Maximum file size is 10MB", variant: "destructive" });
    });
    const [shown] = shownToasts();
    expect(shown).toHaveAttribute("data-variant", "destructive");
    expect(shown).toHaveTextContent("File too large");
    expect(shown).toHaveTextContent("Maximum file size is 10MB");

    act(() => {
      toast({ title: "Code sent!" });
    });
    expect(shownToasts()).toHaveLength(1);
    expect(shownToasts()[0]).toHaveAttribute("data-variant", "default");
  });

  it("close by themselves after 5000 ms", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: "Processing started" });
    });
    act(() => vi.advanceTimersByTime(4900));
    expect(within(viewport()).getByText("Processing started")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    act(() => vi.advanceTimersByTime(1000));
    expect(within(viewport()).queryByText("Processing started")).not.toBeInTheDocument();
  });

  it("are announced to screen readers, errors assertively", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Delete failed", description: "Failed to delete document", variant: "destructive" });
    });
    const announcement = await screen.findByText(/Delete failed/, {
      selector: "[role=status] *, [role=status]",
    });
    expect(announcement.closest("[role=status]")).toHaveAttribute("aria-live", "assertive");
  });

  it("can be closed with their close button", async () => {
    const { userEvent } = await import("@testing-library/user-event");
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: "Saved" });
    });
    await user.click(within(viewport()).getByRole("button", { name: "Close" }));
    expect(within(viewport()).queryByText("Saved")).not.toBeInTheDocument();
  });

  it("limit the viewport to 420 px from the md breakpoint up", () => {
    render(<Toaster />);
    expect(viewport().querySelector("ol")?.className ?? viewport().className).toMatch(/md:max-w-\[420px\]/);
  });
});
