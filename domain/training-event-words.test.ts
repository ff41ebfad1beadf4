import { describe, expect, it } from "vitest";
import { changeLines, idsIn } from "./training-event-words";

const utc = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;
const FILE = "30000000-0000-4000-8000-000000000001";
const ADMIN = "40000000-0000-4000-8000-000000000002";

describe("changeLines", () => {
  it("names evidence by its file and who signed off by their name, never by id", () => {
    const names = { [FILE]: "borescope-cert.pdf", [ADMIN]: "Ada Admin" };
    expect(changeLines({ evidenceDocumentId: null }, { evidenceDocumentId: FILE }, utc, names)).toEqual([
      "evidence: none → borescope-cert.pdf",
    ]);
    expect(
      changeLines(
        { signedOffBy: ADMIN, signedOffAt: "2026-05-01T10:00:00.000Z" },
        { why: "uncompleted" },
        utc,
        names,
      ),
    ).toEqual([
      "signed off by: Ada Admin → none",
      "signed off: 2026-05-01 10:00 UTC → none",
      "because: marked not done",
    ]);
  });

  it("says why a sign-off was withdrawn, also when the evidence or notes changed after it", () => {
    expect(changeLines({}, { why: "evidence_changed" }, utc)).toEqual([
      "because: evidence changed after the sign-off",
    ]);
    expect(changeLines({}, { why: "notes_changed" }, utc)).toEqual([
      "because: notes changed after the sign-off",
    ]);
  });

  it("says a file or person is gone instead of printing an id it cannot name", () => {
    expect(changeLines({ evidenceDocumentId: FILE }, { evidenceDocumentId: null }, utc)).toEqual([
      "evidence: a document no longer stored → none",
    ]);
  });

  it("finds the ids an event names", () => {
    expect(idsIn({ signedOffBy: ADMIN }, { evidenceDocumentId: FILE })).toEqual({
      documents: [FILE],
      people: [ADMIN],
    });
  });
});

describe("an item completed by logbook tasks (docs/product.md §22.4)", () => {
  it("names the tasks and why a sign-off was withdrawn", () => {
    expect(
      changeLines(
        { completed: false },
        { completed: true, completedOn: "2026-05-20", byTasks: ["a", "b"] },
        (iso) => iso,
      ),
    ).toEqual([
      "done: no → yes",
      "completed on: none → 2026-05-20",
      "by countersigned logbook tasks: 2 (a, b)",
    ]);
    expect(changeLines({ signedOffAt: null }, { why: "completed_by_tasks" }, (iso) => iso)).toContain(
      "because: completed again by countersigned logbook tasks",
    );
  });
});
