import { CHECKLIST_EVENT_KINDS } from "@domain/training-status";
import { describe, expect, it } from "vitest";
import { changeLines, EVENT_KIND_WORDS, eventKindWords, instantWords } from "./record-words";

describe("the record in words", () => {
  it("names every kind of event, and an unknown one readably", () => {
    for (const kind of CHECKLIST_EVENT_KINDS) expect(EVENT_KIND_WORDS[kind]).toMatch(/^[A-Z]/);
    expect(eventKindWords("sign_off_returned")).toBe("Returned");
    expect(eventKindWords("something_new")).toBe("something new");
  });

  it("says each changed field before → after, 'none' for a side without it", () => {
    expect(
      changeLines(
        { completed: true, completedOn: "2026-05-01" },
        { completed: false, reason: "Attach the log." },
      ),
    ).toEqual(["done: yes → no", "completed on: 2026-05-01 → none", "reason: none → Attach the log."]);
    expect(changeLines(null, { keywords: ["HF", "human factors"] })).toEqual([
      "keywords: none → HF, human factors",
    ]);
    expect(changeLines(null, null)).toEqual([]);
    const at = "2026-05-02T14:30:00.000Z";
    expect(changeLines({ signedOffAt: null }, { signedOffAt: at })).toEqual([
      `signed off: none → ${instantWords(at)}`,
    ]);
    expect(instantWords(at)).toMatch(/^May [23], 2026 \d{2}:\d{2}/);
  });
});
