import { describe, expect, it } from "vitest";
import {
  canProcess,
  displayedStatus,
  failedTaskMessage,
  resumeCompletedSince,
  shouldPollDocuments,
  statusLabel,
} from "./document-status";

const task = (status: string, errorMessage: string | null = null) => ({ status, progress: 0, errorMessage });

describe("displayedStatus", () => {
  it("takes the task's status over the document's", () => {
    expect(displayedStatus({ processingStatus: "queued", task: task("processing") })).toBe("processing");
  });

  it("falls back to processingStatus without a task", () => {
    expect(displayedStatus({ processingStatus: "completed", task: null })).toBe("completed");
    expect(displayedStatus({ processingStatus: "failed", task: undefined })).toBe("failed");
  });

  it("shows a document whose processing never started as not processed, never as queued", () => {
    const status = displayedStatus({ processingStatus: "queued", task: null });
    expect(statusLabel(status)).toBe("Not processed");
    expect(shouldPollDocuments([{ processingStatus: "queued", task: null }])).toBe(false);
  });
});

describe("statusLabel", () => {
  it.each([
    ["draft", "Draft"],
    ["submitted", "Submitted"],
    ["queued", "Queued"],
    ["processing", "Processing"],
    ["completed", "Completed"],
    ["failed", "Failed"],
    ["not_processed", "Not processed"],
    ["archived", "Unknown"],
    ["", "Unknown"],
    ["toString", "Unknown"],
  ])("%s → %s", (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });
});

describe("canProcess", () => {
  it("offers Process when no task was ever started", () => {
    expect(canProcess({ processingStatus: "queued", task: null })).toBe(true);
    expect(canProcess({ processingStatus: "completed", task: null })).toBe(true);
  });

  it("offers Process when the task failed", () => {
    expect(canProcess({ processingStatus: "failed", task: task("failed", "Unreadable file") })).toBe(true);
  });

  it.each(["queued", "processing", "completed", "draft", "submitted", "mystery"])(
    "does not offer Process for a %s task",
    (status) => {
      expect(canProcess({ processingStatus: "queued", task: task(status) })).toBe(false);
    },
  );
});

describe("failedTaskMessage", () => {
  it("is the error message of a failed task", () => {
    expect(failedTaskMessage({ processingStatus: "failed", task: task("failed", "No text layer") })).toBe(
      "No text layer",
    );
  });

  it("has a fallback when the failed task carries no message", () => {
    expect(failedTaskMessage({ processingStatus: "failed", task: task("failed", "  ") })).toBe(
      "Processing failed",
    );
  });

  it("is null for anything but a failed task", () => {
    expect(failedTaskMessage({ processingStatus: "failed", task: null })).toBeNull();
    expect(failedTaskMessage({ processingStatus: "queued", task: task("completed", "old") })).toBeNull();
  });
});

describe("shouldPollDocuments", () => {
  it("polls while any document shows queued or processing", () => {
    expect(
      shouldPollDocuments([
        { processingStatus: "completed", task: task("completed") },
        { processingStatus: "queued", task: task("processing") },
      ]),
    ).toBe(true);
    expect(shouldPollDocuments([{ processingStatus: "queued", task: task("queued") }])).toBe(true);
    expect(shouldPollDocuments([{ processingStatus: "processing", task: null }])).toBe(true);
  });

  it("does not poll when nothing is active", () => {
    expect(shouldPollDocuments(undefined)).toBe(false);
    expect(shouldPollDocuments([])).toBe(false);
    expect(
      shouldPollDocuments([
        { processingStatus: "queued", task: task("completed") },
        { processingStatus: "queued", task: task("failed", "x") },
        { processingStatus: "draft", task: null },
      ]),
    ).toBe(false);
  });
});

describe("resumeCompletedSince", () => {
  const resume = (id: string, status: string | null) => ({
    id,
    documentType: "resume",
    processingStatus: "queued",
    task: status ? task(status) : null,
  });

  it("is true when a resume shown as queued or processing is now completed", () => {
    expect(resumeCompletedSince([resume("a", "processing")], [resume("a", "completed")])).toBe(true);
    expect(resumeCompletedSince([resume("a", null)], [resume("a", "completed")])).toBe(true);
  });

  it("is true when a resume not listed before is already completed", () => {
    expect(
      resumeCompletedSince([resume("a", "completed")], [resume("b", "completed"), resume("a", "completed")]),
    ).toBe(true);
  });

  it("is false on the first answer, without a change, for a failure, or for a training document", () => {
    expect(resumeCompletedSince(undefined, [resume("a", "completed")])).toBe(false);
    expect(resumeCompletedSince([resume("a", "completed")], [resume("a", "completed")])).toBe(false);
    expect(resumeCompletedSince([resume("a", "processing")], [resume("a", "failed")])).toBe(false);
    const training = { ...resume("t", "processing"), documentType: "training" };
    expect(resumeCompletedSince([training], [{ ...training, task: task("completed") }])).toBe(false);
  });
});
