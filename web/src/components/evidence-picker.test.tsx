import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/test-utils";
import { type EvidenceDocument, EvidencePicker, type EvidenceSource } from "./evidence-picker";

const CARD: EvidenceDocument = { id: "doc-1", filename: "task-card-32.txt" };

function sourceOf(documents: EvidenceDocument[], uploaded: EvidenceDocument | null = null): EvidenceSource {
  return { documents, uploading: null, upload: vi.fn(async () => uploaded) };
}

const LOGBOOK_LABELS = { choose: "Attach evidence", upload: "Upload evidence" };

describe("EvidencePicker", () => {
  it("attaches a document chosen in the list, in a row labelled by its record", async () => {
    const onAttach = vi.fn();
    const { user } = renderWithProviders(
      <EvidencePicker
        evidence={null}
        subject="Inspected main gear"
        source={sourceOf([CARD])}
        busy={false}
        layout="row"
        labels={LOGBOOK_LABELS}
        onAttach={onAttach}
        onRemove={vi.fn()}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Evidence for Inspected main gear" });
    expect(screen.getByRole("option", { name: "Attach evidence" })).toBeInTheDocument();
    await user.selectOptions(select, CARD.id);
    expect(onAttach).toHaveBeenCalledWith(CARD.id, "chosen");
  });

  it("uploads a file and attaches it as uploaded; the list says when there is no document", async () => {
    const onAttach = vi.fn();
    const source = sourceOf([], CARD);
    const { user, container } = renderWithProviders(
      <EvidencePicker
        evidence={null}
        subject="Shop safety"
        source={source}
        busy={false}
        layout="field"
        labels={{ choose: "Attach one of your training documents", upload: "Upload a document" }}
        onAttach={onAttach}
        onRemove={vi.fn()}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Evidence" });
    expect(select).toBeDisabled();
    expect(screen.getByRole("option", { name: "No training documents yet" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload a document for Shop safety" })).toBeEnabled();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    const file = new File(["Task card"], CARD.filename, { type: "text/plain" });
    await user.upload(input, file);
    await waitFor(() => expect(onAttach).toHaveBeenCalledWith(CARD.id, "uploaded"));
    expect(source.upload).toHaveBeenCalledWith(file);
  });

  it("shows an attached file, removable only while editable", async () => {
    const onRemove = vi.fn();
    const props = {
      evidence: CARD,
      subject: "Inspected main gear",
      source: sourceOf([CARD]),
      busy: false,
      layout: "row" as const,
      labels: LOGBOOK_LABELS,
      onAttach: vi.fn(),
      onRemove,
    };
    const { user, rerender } = renderWithProviders(<EvidencePicker {...props} />);
    expect(screen.getByText("Evidence: task-card-32.txt")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove evidence from Inspected main gear" }));
    expect(onRemove).toHaveBeenCalledOnce();
    rerender(<EvidencePicker {...props} editable={false} />);
    expect(screen.getByText("Evidence: task-card-32.txt")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remove evidence/ })).not.toBeInTheDocument();
    rerender(<EvidencePicker {...props} evidence={null} editable={false} />);
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("is disabled while the caller saves or an upload runs", async () => {
    const props = {
      evidence: null,
      subject: "Shop safety",
      busy: true,
      layout: "row" as const,
      labels: LOGBOOK_LABELS,
      onAttach: vi.fn(),
      onRemove: vi.fn(),
    };
    const { rerender } = renderWithProviders(<EvidencePicker {...props} source={sourceOf([CARD])} />);
    expect(screen.getByRole("combobox")).toBeDisabled();
    expect(screen.getByRole("button", { name: /Upload evidence/ })).toBeDisabled();
    rerender(
      <EvidencePicker
        {...props}
        busy={false}
        source={{ ...sourceOf([CARD]), uploading: { filename: "other.pdf", progress: 40 } }}
      />,
    );
    expect(screen.getByRole("button", { name: /Upload evidence/ })).toBeDisabled();
    // Another record's upload: no progress here.
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows the progress of an upload it started", async () => {
    let finish: (document: EvidenceDocument | null) => void = () => {};
    const source: EvidenceSource = {
      documents: [],
      uploading: null,
      upload: () => new Promise((resolve) => (finish = resolve)),
    };
    const props = {
      evidence: null,
      subject: "Shop safety",
      busy: false,
      layout: "row" as const,
      labels: LOGBOOK_LABELS,
      onAttach: vi.fn(),
      onRemove: vi.fn(),
    };
    const { user, container, rerender } = renderWithProviders(<EvidencePicker {...props} source={source} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await user.upload(input, new File(["x"], "card.txt", { type: "text/plain" }));
    rerender(
      <EvidencePicker {...props} source={{ ...source, uploading: { filename: "card.txt", progress: 40 } }} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Uploading card.txt… 40%");
    finish(null);
    await waitFor(() => expect(screen.queryByRole("status")).not.toBeInTheDocument());
    expect(props.onAttach).not.toHaveBeenCalled();
  });
});
