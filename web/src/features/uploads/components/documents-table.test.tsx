import type { UploadedDocument } from "@domain/schemas/uploads";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildDocument, buildTrainingReading } from "@/test/documents";
import { renderWithProviders } from "@/test/test-utils";
import { DocumentsTable } from "./documents-table";

function renderTable(
  documents: UploadedDocument[],
  handlers: { onProcess?: () => void; onDelete?: () => void } = {},
) {
  return renderWithProviders(
    <DocumentsTable
      documents={documents}
      onProcess={handlers.onProcess ?? vi.fn()}
      onDelete={handlers.onDelete ?? vi.fn()}
    />,
  );
}

function row(filename: string) {
  const cell = screen.getByText(filename);
  const tr = cell.closest("tr");
  if (!tr) throw new Error(`no row for ${filename}`);
  return within(tr);
}

describe("DocumentsTable", () => {
  it("says so when there are no documents", () => {
    renderTable([]);
    expect(screen.getByText("No documents uploaded yet")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows filename, type, size, upload date and status", () => {
    renderTable([
      buildDocument({
        filename: "jane-resume.pdf",
        fileSize: 1536,
        uploadedAt: "2026-03-05T12:00:00.000Z",
        task: { status: "processing", progress: 40, errorMessage: null },
      }),
      buildDocument({
        filename: "a1.docx",
        documentType: "training",
        fileSize: 512,
        processingStatus: "completed",
      }),
    ]);
    const jane = row("jane-resume.pdf");
    expect(jane.getByText("Resume / CV")).toBeInTheDocument();
    expect(jane.getByText("1.5 KB")).toBeInTheDocument();
    expect(jane.getByText("Mar 5, 2026")).toBeInTheDocument();
    expect(jane.getByText("Processing")).toBeInTheDocument();
    const training = row("a1.docx");
    expect(training.getByText("Training Document")).toBeInTheDocument();
    expect(training.getByText("512 B")).toBeInTheDocument();
    expect(training.getByText("Completed")).toBeInTheDocument();
  });

  it("offers Process only when there is no task or the status is failed", () => {
    renderTable([
      buildDocument({ filename: "new.pdf", task: null }),
      buildDocument({
        filename: "failed.pdf",
        task: { status: "failed", progress: 30, errorMessage: "Bad" },
      }),
      buildDocument({ filename: "queued.pdf", task: { status: "queued", progress: 0, errorMessage: null } }),
      buildDocument({
        filename: "running.pdf",
        task: { status: "processing", progress: 50, errorMessage: null },
      }),
      buildDocument({
        filename: "done.pdf",
        task: { status: "completed", progress: 100, errorMessage: null },
      }),
    ]);
    expect(row("new.pdf").getByRole("button", { name: "Process new.pdf" })).toBeInTheDocument();
    expect(row("failed.pdf").getByRole("button", { name: "Process failed.pdf" })).toBeInTheDocument();
    for (const filename of ["queued.pdf", "running.pdf", "done.pdf"]) {
      expect(row(filename).queryByRole("button", { name: /^Process/ })).not.toBeInTheDocument();
      expect(row(filename).getByRole("button", { name: `Delete ${filename}` })).toBeInTheDocument();
    }
  });

  it("offers 'Review draft', going to the work history form, on the resume that wrote the draft", async () => {
    const done = { status: "completed" as const, progress: 100, errorMessage: null };
    const { currentPath, user } = renderTable([
      buildDocument({ filename: "newest.pdf", uploadedAt: "2026-03-07T10:00:00.000Z", task: done }),
      buildDocument({ filename: "older.pdf", uploadedAt: "2026-03-01T10:00:00.000Z", task: done }),
      buildDocument({
        filename: "running.pdf",
        uploadedAt: "2026-03-08T10:00:00.000Z",
        task: { status: "processing", progress: 40, errorMessage: null },
      }),
      buildDocument({ filename: "course.pdf", documentType: "training", task: done }),
      buildDocument({ filename: "new.pdf", task: null }),
    ]);
    const review = row("newest.pdf").getByRole("link", { name: "Review draft from newest.pdf" });
    expect(review).toHaveTextContent("Review draft");
    expect(review).toHaveAttribute("href", "/forms");
    // Processing a resume replaces the form: older ones, training documents and unfinished ones offer nothing.
    for (const filename of ["older.pdf", "running.pdf", "course.pdf", "new.pdf"]) {
      expect(row(filename).queryByRole("link", { name: /Review draft/ })).not.toBeInTheDocument();
    }
    await user.click(review);
    expect(currentPath()).toBe("/forms");
  });

  it("calls onProcess with the document", async () => {
    const onProcess = vi.fn();
    const document = buildDocument({ filename: "new.pdf" });
    const { user } = renderTable([document], { onProcess });
    await user.click(screen.getByRole("button", { name: "Process new.pdf" }));
    expect(onProcess).toHaveBeenCalledWith(document);
  });

  it("shows a failed task's 'Error' label whose tooltip, reachable by keyboard, is the error message", async () => {
    const { user } = renderTable([
      buildDocument({
        filename: "scan.pdf",
        task: { status: "failed", progress: 10, errorMessage: "This PDF has no text layer" },
      }),
      buildDocument({ filename: "ok.pdf", task: { status: "completed", progress: 100, errorMessage: null } }),
    ]);
    expect(row("ok.pdf").queryByRole("button", { name: "Error" })).not.toBeInTheDocument();
    const label = row("scan.pdf").getByRole("button", { name: "Error" });
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    for (let presses = 0; presses < 10 && document.activeElement !== label; presses++) await user.tab();
    expect(label).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("This PDF has no text layer");
    expect(label).toHaveAccessibleDescription("This PDF has no text layer");

    // Focusing an off-screen label scrolls the page, which must not take the message away.
    fireEvent.scroll(document);
    expect(screen.getByRole("tooltip")).toHaveTextContent("This PDF has no text layer");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
    expect(label).toHaveFocus();
  });

  it("opens the error tooltip on a click or tap too", async () => {
    const { user } = renderTable([
      buildDocument({
        filename: "scan.pdf",
        task: { status: "failed", progress: 10, errorMessage: "Encrypted PDF" },
      }),
    ]);
    await user.pointer({ keys: "[TouchA]", target: screen.getByRole("button", { name: "Error" }) });
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Encrypted PDF");
  });

  it("asks before deleting, quoting the filename", async () => {
    const onDelete = vi.fn();
    const document = buildDocument({ filename: "old-cv.docx" });
    const { user } = renderTable([document], { onDelete });

    await user.click(screen.getByRole("button", { name: "Delete old-cv.docx" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "old-cv.docx"? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete old-cv.docx" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledWith(document);
  });

  it("offers a read training document's details, opened and closed from the keyboard", async () => {
    const done = { status: "completed" as const, progress: 100, errorMessage: null };
    const { user } = renderTable([
      buildDocument({
        filename: "hf.pdf",
        documentType: "training",
        task: done,
        training: buildTrainingReading(),
      }),
      buildDocument({ filename: "unread.pdf", documentType: "training", task: null, training: null }),
      buildDocument({ filename: "cv.pdf", task: done }),
    ]);
    expect(row("hf.pdf").getByText("1 item to review")).toBeInTheDocument();
    expect(row("unread.pdf").queryByRole("button", { name: /Certificate details/ })).not.toBeInTheDocument();
    expect(row("cv.pdf").queryByRole("button", { name: /Certificate details/ })).not.toBeInTheDocument();

    const details = row("hf.pdf").getByRole("button", { name: "Certificate details for hf.pdf" });
    expect(details).toHaveAttribute("aria-expanded", "false");
    details.focus();
    await user.keyboard("{Enter}");
    expect(details).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(details.getAttribute("aria-controls") ?? "");
    expect(panel).toHaveTextContent("Skyline Aero Academy");
    expect(within(panel!).getByRole("button", { name: "Confirm Human factors" })).toBeInTheDocument();
    await user.keyboard(" ");
    expect(details).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Skyline Aero Academy")).not.toBeInTheDocument();
  });

  it("marks a certificate naming someone else, and no longer counts decided items as to review", () => {
    const reading = buildTrainingReading();
    renderTable([
      buildDocument({
        filename: "karen.pdf",
        documentType: "training",
        training: buildTrainingReading({ trainee: "different", mappings: [] }),
      }),
      buildDocument({
        filename: "decided.pdf",
        documentType: "training",
        training: {
          ...reading,
          mappings: reading.mappings.map((m) => ({ ...m, decision: "rejected" as const, decidedAt: "x" })),
        },
      }),
    ]);
    expect(row("karen.pdf").getByText("Not your name")).toBeInTheDocument();
    expect(row("decided.pdf").queryByText(/to review/)).not.toBeInTheDocument();
  });
});
