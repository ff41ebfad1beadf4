import { describe, expect, it } from "vitest";
import { packetFilename } from "./packet-filename";

describe("packetFilename", () => {
  it("is the name in lower-case ASCII words and the day", () => {
    expect(packetFilename("Zoë Łukasz", "2026-06-01")).toBe("hangar-log-record-zoe-lukasz-2026-06-01.pdf");
  });

  it("leaves out what cannot be written and never an empty or unsafe name", () => {
    expect(packetFilename('李 "x"; /../', "2026-06-01")).toBe("hangar-log-record-x-2026-06-01.pdf");
    expect(packetFilename("李明", "2026-06-01")).toBe("hangar-log-record-technician-2026-06-01.pdf");
  });

  it("shortens a very long name", () => {
    const name = packetFilename("a".repeat(300), "2026-06-01");
    expect(name).toBe(`hangar-log-record-${"a".repeat(60)}-2026-06-01.pdf`);
  });
});
