import { describe, expect, it } from "vitest";
import {
  createEmploymentEntrySchema,
  EMPLOYMENT_DATE_ORDER_MESSAGE,
  employmentEntryPatchSchema,
  isDateRangeInOrder,
} from "./employment";

const patch = (body: unknown) => employmentEntryPatchSchema.safeParse(body);

describe("employment entry PATCH body", () => {
  it("accepts the changed fields", () => {
    expect(patch({ companyName: "AeroTech", isFullTime: true }).success).toBe(true);
    expect(patch({ operationCategory: "part_145_repair_station" }).success).toBe(true);
  });

  it("refuses a start date after the end date, on the end date", () => {
    const result = patch({ startDate: "2020-02-01", endDate: "2020-01-31" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["endDate"], message: EMPLOYMENT_DATE_ORDER_MESSAGE }),
    ]);
  });

  it("accepts equal dates, one date alone and a cleared end date", () => {
    expect(patch({ startDate: "2020-01-31", endDate: "2020-01-31" }).success).toBe(true);
    expect(patch({ startDate: "2020-01-31" }).success).toBe(true);
    expect(patch({ startDate: "2020-01-31", endDate: "" }).data).toEqual({
      startDate: "2020-01-31",
      endDate: null,
    });
  });

  it("refuses unknown fields, other categories, impossible dates and empty changes", () => {
    expect(patch({ companyName: "A", formId: crypto.randomUUID() }).success).toBe(false);
    expect(patch({ operationCategory: "part_91" }).success).toBe(false);
    expect(patch({ startDate: "2021-02-29" }).success).toBe(false);
    expect(patch({}).success).toBe(false);
  });

  it("orders date ranges only when both ends are known", () => {
    expect(isDateRangeInOrder("2020-01-01", null)).toBe(true);
    expect(isDateRangeInOrder(undefined, "2020-01-01")).toBe(true);
    expect(isDateRangeInOrder("2020-01-02", "2020-01-01")).toBe(false);
  });
});

describe("employment entry creation", () => {
  it("needs a form and an entry number from 1", () => {
    const formId = crypto.randomUUID();
    expect(createEmploymentEntrySchema.safeParse({ formId, entryNumber: 1 }).success).toBe(true);
    expect(createEmploymentEntrySchema.safeParse({ formId, entryNumber: 0 }).success).toBe(false);
    expect(createEmploymentEntrySchema.safeParse({ formId: "1", entryNumber: 1 }).success).toBe(false);
  });
});
