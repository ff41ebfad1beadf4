import { itemPatchSchema } from "@domain/schemas/checklists";
import { describe, expect, it } from "vitest";
import { schemaProblems } from "./form-problems";
import { EMPTY_ITEM_FORM, itemFields, itemFormValues, keywordList } from "./item-form";

describe("the item form", () => {
  it("turns what was typed into the API's fields: empty is null, numbers are numbers, keywords a list", () => {
    expect(
      itemFields({
        ...EMPTY_ITEM_FORM,
        name: "Borescope",
        recurrenceMonths: " 24 ",
        level: "3",
        ataChapter: " ",
        keywords: "borescope, , videoscope,",
      }),
    ).toEqual({
      name: "Borescope",
      description: null,
      recurrenceMonths: 24,
      requiresSignOff: false,
      ataChapter: null,
      level: 3,
      keywords: ["borescope", "videoscope"],
    });
  });

  it("round-trips an item", () => {
    const item = {
      id: "10000000-0000-4000-8000-000000000001",
      name: "HF",
      description: "Dirty dozen",
      order: 0,
      recurrenceMonths: 24,
      requiresSignOff: true,
      ataChapter: "05",
      level: 2,
      keywords: ["human factors", "HF"],
    };
    const { id, order, ...fields } = item;
    expect(itemFields(itemFormValues(item))).toEqual(fields);
    expect(keywordList("")).toEqual([]);
  });

  it("a number typed with a fraction gets the range message, not 'expected int'", () => {
    const parsed = itemPatchSchema.safeParse(
      itemFields({ ...EMPTY_ITEM_FORM, name: "x", recurrenceMonths: "1.5", level: "0" }),
    );
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(schemaProblems(parsed.error)).toEqual({
      recurrenceMonths: "Recurrence must be 1-120 months",
      level: "Level must be 1-5",
    });
  });
});
