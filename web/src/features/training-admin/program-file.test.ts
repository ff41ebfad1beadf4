import { describe, expect, it } from "vitest";
import { PROGRAM_FILE_PROBLEMS_SHOWN, problemPlace, readProgramText } from "./program-file";

describe("readProgramText", () => {
  it("reads an export, filling the defaults the schema gives", () => {
    const reading = readProgramText(
      JSON.stringify({ version: 1, tabs: [{ name: " Initial ", sections: [] }] }),
    );
    expect(reading).toEqual({
      ok: true,
      program: { version: 1, tabs: [{ name: "Initial", description: null, sections: [] }] },
    });
  });

  it("refuses text that is not JSON", () => {
    expect(readProgramText("{nope")).toEqual({
      ok: false,
      problems: ["The file is not JSON. Choose a file made with Export."],
    });
  });

  it("says where each problem is, counting from 1, and shows only the first few", () => {
    const items = Array.from({ length: 5 }, () => ({ name: "" }));
    const reading = readProgramText(
      JSON.stringify({ version: 1, tabs: [{ name: "A", sections: [{ name: "B", items }] }] }),
    );
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems).toHaveLength(PROGRAM_FILE_PROBLEMS_SHOWN);
    expect(reading.problems[0]).toBe("tab 1, section 1, item 1, name: Name is required");
    expect(reading.problems[1]).toBe("tab 1, section 1, item 2, name: Name is required");
  });

  it("says a file of another kind is not a training program export", () => {
    const reading = readProgramText(JSON.stringify({ version: 3, tabs: [] }));
    expect(reading).toEqual({
      ok: false,
      problems: ["version: this is not a training program export (version 1 or 2)"],
    });
  });

  it("reads an item's task rule (version 2) and says what is wrong with one", () => {
    const item = (taskRule: unknown) => ({
      version: 2,
      tabs: [{ name: "A", sections: [{ name: "B", items: [{ name: "Gear", taskRule }] }] }],
    });
    const reading = readProgramText(JSON.stringify(item({ ataChapters: ["32", "29"], tasksRequired: 3 })));
    expect(reading.ok && reading.program.tabs[0]!.sections[0]!.items[0]!.taskRule).toEqual({
      ataChapters: ["32", "29"],
      tasksRequired: 3,
    });
    const wrong = readProgramText(JSON.stringify(item({ ataChapters: [], tasksRequired: 0 })));
    expect(wrong).toEqual({
      ok: false,
      problems: [
        "tab 1, section 1, item 1, taskRule, ataChapters: Choose at least one ATA chapter",
        "tab 1, section 1, item 1, taskRule, tasksRequired: The number of tasks must be 1 to 500",
      ],
    });
  });
});

describe("problemPlace", () => {
  it("turns a path into words", () => {
    expect(problemPlace(["tabs", 2, "sections", 0, "items", 4, "keywords", 1])).toBe(
      "tab 3, section 1, item 5, keywords, 1",
    );
    expect(problemPlace([])).toBe("");
  });
});
