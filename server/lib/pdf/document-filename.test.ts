import { describe, expect, it } from "vitest";
import { documentFilename } from "./document-filename";

describe("documentFilename", () => {
  it("is the kind, the name in lower-case ASCII words and the day", () => {
    expect(documentFilename("record", "Zoë Łukasz", "2026-06-01")).toBe(
      "hangar-log-record-zoe-lukasz-2026-06-01.pdf",
    );
    expect(documentFilename("export", "Zoë Łukasz", "2026-06-01", "json")).toBe(
      "hangar-log-export-zoe-lukasz-2026-06-01.json",
    );
  });

  it("leaves out what cannot be written and never an empty or unsafe name", () => {
    expect(documentFilename("record", '李 "x"; /../', "2026-06-01")).toBe(
      "hangar-log-record-x-2026-06-01.pdf",
    );
    expect(documentFilename("record", "李明", "2026-06-01")).toBe(
      "hangar-log-record-technician-2026-06-01.pdf",
    );
  });

  it("shortens a very long name", () => {
    const name = documentFilename("record", "a".repeat(300), "2026-06-01");
    expect(name).toBe(`hangar-log-record-${"a".repeat(60)}-2026-06-01.pdf`);
  });
});
