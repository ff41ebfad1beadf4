import { describe, expect, it } from "vitest";
import {
  activeWorkHistoryFormSchema,
  createWorkHistoryFormSchema,
  EDITABLE_FORM_FIELDS,
  workHistoryFormPatchSchema,
  workHistoryFormSchema,
} from "./work-history";

const patch = (body: unknown) => workHistoryFormPatchSchema.safeParse(body);

describe("form PATCH body", () => {
  it("accepts one known field", () => {
    expect(patch({ firstName: "Ann" }).data).toEqual({ firstName: "Ann" });
    expect(patch({ iaStatus: "past_not_current" }).success).toBe(true);
    expect(patch({ dateOfHire: "2024-02-29" }).success).toBe(true);
  });

  it("refuses unknown fields instead of dropping them", () => {
    const result = patch({ firstName: "Ann", userId: "someone-else" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe("unrecognized_keys");
    expect(patch({ isActive: true }).success).toBe(false);
  });

  it("refuses an empty change", () => {
    expect(patch({}).success).toBe(false);
  });

  it("checks each field by type", () => {
    expect(patch({ iaStatus: "maybe" }).success).toBe(false);
    expect(patch({ dateOfHire: "2023-02-29" }).success).toBe(false);
    expect(patch({ dateOfHire: "03/01/2023" }).success).toBe(false);
    expect(patch({ email: "not-an-email" }).success).toBe(false);
    expect(patch({ firstName: "a".repeat(201) }).success).toBe(false);
    expect(patch({ employmentScope: "a".repeat(5001) }).success).toBe(false);
  });

  it("stores cleared date, select and e-mail controls as null", () => {
    expect(patch({ dateOfHire: "", iaStatus: "", email: "" }).data).toEqual({
      dateOfHire: null,
      iaStatus: null,
      email: null,
    });
    expect(patch({ dateOfHire: null }).data).toEqual({ dateOfHire: null });
  });

  it("keeps text as typed, spaces included, since autosave sends pauses in typing", () => {
    expect(patch({ firstName: "Ann " }).data).toEqual({ firstName: "Ann " });
    expect(patch({ email: " Ann@Example.com " }).data).toEqual({ email: "ann@example.com" });
  });

  it("lists exactly the personal fields of the screen", () => {
    expect(EDITABLE_FORM_FIELDS).toEqual([
      "firstName",
      "lastName",
      "email",
      "roleTitle",
      "dateOfHire",
      "apCertificateNumber",
      "iaStatus",
      "employmentScope",
      "additionalDuties",
    ]);
  });
});

describe("form views and creation", () => {
  it("creates a draft unless told otherwise", () => {
    expect(createWorkHistoryFormSchema.parse({})).toEqual({ status: "draft" });
    expect(createWorkHistoryFormSchema.safeParse({ status: "archived" }).success).toBe(false);
  });

  it("describes the active form or its absence", () => {
    expect(activeWorkHistoryFormSchema.parse(null)).toBeNull();
    const id = crypto.randomUUID();
    expect(
      activeWorkHistoryFormSchema.parse({
        id,
        firstName: "Ann",
        lastName: null,
        dateOfHire: "2020-01-01",
        isEmpty: false,
      }),
    ).toEqual({ id, firstName: "Ann", lastName: null, dateOfHire: "2020-01-01", isEmpty: false });
  });

  it("has every field of docs/product.md §3", () => {
    expect(Object.keys(workHistoryFormSchema.shape).sort()).toEqual(
      [
        "id",
        "userId",
        "status",
        "isActive",
        "firstName",
        "lastName",
        "email",
        "roleTitle",
        "dateOfHire",
        "apCertificateNumber",
        "iaStatus",
        "employmentScope",
        "additionalDuties",
        "personalInfo",
        "employmentHistory",
        "certifications",
        "education",
        "skills",
        "aiExtractedData",
        "pdfUrl",
        "createdAt",
        "updatedAt",
      ].sort(),
    );
  });
});
