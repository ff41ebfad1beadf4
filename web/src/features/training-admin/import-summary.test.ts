import { describe, expect, it } from "vitest";
import { importSummary } from "./import-summary";

describe("importSummary", () => {
  it("names each level that gained something, with 'and' before the last", () => {
    expect(importSummary({ tabsCreated: 4, sectionsCreated: 9, itemsCreated: 27 })).toBe(
      "4 tabs, 9 sections and 27 items added",
    );
    expect(importSummary({ tabsCreated: 1, sectionsCreated: 1, itemsCreated: 1 })).toBe(
      "1 tab, 1 section and 1 item added",
    );
    expect(importSummary({ tabsCreated: 0, sectionsCreated: 2, itemsCreated: 5 })).toBe(
      "2 sections and 5 items added",
    );
    expect(importSummary({ tabsCreated: 0, sectionsCreated: 0, itemsCreated: 3 })).toBe("3 items added");
  });

  it("is null when nothing was added", () => {
    expect(importSummary({ tabsCreated: 0, sectionsCreated: 0, itemsCreated: 0 })).toBeNull();
  });
});
