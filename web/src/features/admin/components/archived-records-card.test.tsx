import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { ArchivedRecordsCard } from "./archived-records-card";

const ARCHIVE = {
  id: "00000000-0000-4000-8000-00000000a001",
  fullName: "Tom Tech",
  deletedAt: "2026-06-01T12:00:00.000Z",
  deletedBy: "Ada Admin",
  retainUntil: "2028-06-01T12:00:00.000Z",
  evidence: [{ documentId: "00000000-0000-4000-8000-00000000a002", filename: "borescope-certificate.pdf" }],
};

describe("archived training records", () => {
  it("lists each deleted account's kept record with who deleted it, until when it is kept, and its files", async () => {
    mockFetch({ "GET /api/admin/archived-records": jsonResponse({ records: [ARCHIVE] }) });
    renderWithProviders(<ArchivedRecordsCard />);
    const row = (await screen.findByRole("cell", { name: "Tom Tech" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("by Ada Admin")).toBeInTheDocument();
    expect(within(row).getByText("Jun 1, 2028")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Record PDF of Tom Tech" })).toBeEnabled();
    expect(within(row).getByRole("button", { name: "borescope-certificate.pdf" })).toBeEnabled();
  });

  it("says when there is none", async () => {
    mockFetch({ "GET /api/admin/archived-records": jsonResponse({ records: [] }) });
    renderWithProviders(<ArchivedRecordsCard />);
    expect(await screen.findByText("No archived training records.")).toBeInTheDocument();
  });
});
