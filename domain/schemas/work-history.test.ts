import { describe, expect, it } from "vitest";
import {
  activeWorkHistoryFormSchema,
  certificateDateOrderProblem,
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

  it("has every field of docs/product.md §3, plus the certificate fields of §19.1", () => {
    expect(Object.keys(workHistoryFormSchema.shape).sort()).toEqual(
      [
        "apCertificateIssuedOn",
        "ratings",
        "iaIssuedOn",
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
        "resumeFileName",
        "pdfUrl",
        "createdAt",
        "updatedAt",
      ].sort(),
    );
  });
});

describe("certificate fields", () => {
  it("stores the ratings once each, in a fixed order, and null as none", () => {
    expect(patch({ ratings: ["powerplant", "airframe"] }).data).toEqual({
      ratings: ["airframe", "powerplant"],
    });
    expect(patch({ ratings: null }).data).toEqual({ ratings: [] });
    expect(patch({ ratings: ["avionics"] }).success).toBe(false);
    expect(patch({ ratings: ["airframe", "airframe", "powerplant"] }).success).toBe(false);
  });

  it("stores cleared issue dates as null and refuses years before 1940", () => {
    expect(patch({ apCertificateIssuedOn: "", iaIssuedOn: "" }).data).toEqual({
      apCertificateIssuedOn: null,
      iaIssuedOn: null,
    });
    expect(patch({ iaIssuedOn: "1939-12-31" }).success).toBe(false);
  });

  it("names the field just edited when the IA would predate the certificate", () => {
    const dates = { apCertificateIssuedOn: "2016-05-20", iaIssuedOn: "2016-05-19" };
    expect(certificateDateOrderProblem(dates, "iaIssuedOn")).toEqual({
      field: "iaIssuedOn",
      message: "The IA cannot be issued before the A&P certificate",
    });
    expect(certificateDateOrderProblem(dates, "apCertificateIssuedOn")?.field).toBe("apCertificateIssuedOn");
    expect(certificateDateOrderProblem({ ...dates, iaIssuedOn: "2016-05-20" }, "iaIssuedOn")).toBeNull();
    expect(certificateDateOrderProblem({ ...dates, apCertificateIssuedOn: null }, "iaIssuedOn")).toBeNull();
  });
});
