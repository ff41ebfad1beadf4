import { QueryClientProvider, useMutation } from "@tanstack/react-query";
import { act, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-error";
import { createQueryClient } from "@/lib/query-client";
import { ADD_ENTRY_FAILED, DELETE_ENTRY_FAILED, useEntryList } from "./use-entry-list";

type Entry = { id: string; entryNumber: number };

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

function renderEntryList({
  entries = [
    { id: "e1", entryNumber: 1 },
    { id: "e3", entryNumber: 3 },
  ] as Entry[] | undefined,
  createFn = vi.fn(async (entryNumber: number): Promise<Entry> => ({ id: "new", entryNumber })),
  deleteFn = vi.fn(async (_id: string) => {}),
} = {}) {
  const discardUnsaved = vi.fn();
  const hook = renderHook(
    () =>
      useEntryList({
        entries,
        create: useMutation({ mutationFn: createFn }),
        remove: useMutation({ mutationFn: deleteFn }),
        discardUnsaved,
        createdMessage: "Employment entry created",
        deletedMessage: "Employment entry deleted",
      }),
    { wrapper },
  );
  return { ...hook, createFn, deleteFn, discardUnsaved };
}

const serverError = (message: string) =>
  new ApiError(500, JSON.stringify({ error: message, message, code: "internal_error" }), "");

describe("useEntryList", () => {
  it("adds the entry numbered after the highest, opens the section, focuses it and says so", async () => {
    const { result, createFn } = renderEntryList();
    expect(result.current.open).toBe(false);
    act(() => result.current.add());

    expect(await screen.findByText("Employment entry created")).toBeInTheDocument();
    expect(createFn.mock.calls[0]?.[0]).toBe(4);
    expect(result.current.open).toBe(true);
    expect(result.current.addedId).toBe("new");
  });

  it("numbers the first entry 1", async () => {
    const { result, createFn } = renderEntryList({ entries: [] });
    act(() => result.current.add());
    await waitFor(() => expect(createFn).toHaveBeenCalled());
    expect(createFn.mock.calls[0]?.[0]).toBe(1);
  });

  it("shows the server's sentence, or 'Failed to add the entry', when adding fails; the section stays shut", async () => {
    const failing = renderEntryList({
      createFn: vi.fn(async (): Promise<Entry> => {
        throw serverError("The form is not yours");
      }),
    });
    act(() => failing.result.current.add());
    expect(await screen.findByText("The form is not yours")).toBeInTheDocument();
    expect(failing.result.current.open).toBe(false);
    failing.unmount();

    const silent = renderEntryList({
      createFn: vi.fn(async (): Promise<Entry> => {
        throw new ApiError(502, "", "Bad Gateway");
      }),
    });
    act(() => silent.result.current.add());
    expect(await screen.findByText(ADD_ENTRY_FAILED)).toBeInTheDocument();
  });

  it("deletes: drops the entry's unsaved typing first, marks it as deleting, then says so", async () => {
    let finish: () => void = () => {};
    const deleteFn = vi.fn((_id: string) => new Promise<void>((resolve) => (finish = resolve)));
    const { result, discardUnsaved } = renderEntryList({ deleteFn });
    act(() => result.current.deleteEntry("e3"));

    expect(discardUnsaved).toHaveBeenCalledWith("e3");
    await waitFor(() => expect(result.current.isDeleting("e3")).toBe(true));
    expect(result.current.isDeleting("e1")).toBe(false);
    finish();
    expect(await screen.findByText("Employment entry deleted")).toBeInTheDocument();
    expect(result.current.isDeleting("e3")).toBe(false);
  });

  it("shows 'Failed to delete the entry' when deleting fails without a sentence", async () => {
    const { result } = renderEntryList({
      deleteFn: vi.fn(async () => {
        throw new ApiError(502, "", "Bad Gateway");
      }),
    });
    act(() => result.current.deleteEntry("e1"));
    expect(await screen.findByText(DELETE_ENTRY_FAILED)).toBeInTheDocument();
  });
});
