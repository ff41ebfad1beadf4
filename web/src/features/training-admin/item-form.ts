import type { AdminItem } from "@domain/schemas/checklists";

/** What the item form's inputs hold: text as typed, turned into the API's fields on save. */
export type ItemFormValues = {
  name: string;
  description: string;
  recurrenceMonths: string;
  requiresSignOff: boolean;
  ataChapter: string;
  level: string;
  keywords: string;
};

export const EMPTY_ITEM_FORM: ItemFormValues = {
  name: "",
  description: "",
  recurrenceMonths: "",
  requiresSignOff: false,
  ataChapter: "",
  level: "",
  keywords: "",
};

export function itemFormValues(item: AdminItem): ItemFormValues {
  return {
    name: item.name,
    description: item.description ?? "",
    recurrenceMonths: item.recurrenceMonths === null ? "" : String(item.recurrenceMonths),
    requiresSignOff: item.requiresSignOff,
    ataChapter: item.ataChapter ?? "",
    level: item.level === null ? "" : String(item.level),
    keywords: item.keywords.join(", "),
  };
}

/** '' → null; a whole number → that number; anything else stays as typed so the schema refuses it. */
function wholeNumber(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** 'fuel tank, EWIS,' → ['fuel tank', 'EWIS']: empty pieces between commas are dropped. */
export function keywordList(text: string): string[] {
  return text
    .split(",")
    .map((word) => word.trim())
    .filter((word) => word !== "");
}

/** The item fields as the API takes them (the schema checks them); empty optional text is null. */
export function itemFields(values: ItemFormValues) {
  return {
    name: values.name,
    description: values.description.trim() === "" ? null : values.description,
    recurrenceMonths: wholeNumber(values.recurrenceMonths),
    requiresSignOff: values.requiresSignOff,
    ataChapter: values.ataChapter.trim() === "" ? null : values.ataChapter,
    level: wholeNumber(values.level),
    keywords: keywordList(values.keywords),
  };
}
