import { describe, expect, it } from "vitest";
import { type FormContent, isFormEmpty } from "./form-emptiness";

const owner = { fullName: "Jane Q Doe", email: "jane@example.com" };

const nothing: FormContent = {
  firstName: null,
  lastName: null,
  email: null,
  roleTitle: null,
  dateOfHire: null,
  apCertificateNumber: null,
  iaStatus: null,
  employmentScope: null,
  additionalDuties: null,
  certifications: null,
  education: null,
  skills: null,
  employmentEntries: 0,
  experienceEntries: 0,
};
const prefilled: FormContent = {
  ...nothing,
  firstName: "Jane Q",
  lastName: "Doe",
  email: "jane@example.com",
};

describe("isFormEmpty", () => {
  it("is true for a form with nothing, with blanks, or with only the account's prefilled name and e-mail", () => {
    expect(isFormEmpty(nothing, owner)).toBe(true);
    expect(isFormEmpty({ ...nothing, roleTitle: "   ", skills: [], certifications: [] }, owner)).toBe(true);
    expect(isFormEmpty(prefilled, owner)).toBe(true);
    expect(isFormEmpty({ ...prefilled, email: "JANE@example.com " }, owner)).toBe(true);
  });

  it("is false as soon as a personal field is filled, or the prefill was changed", () => {
    expect(isFormEmpty({ ...prefilled, roleTitle: "Lead" }, owner)).toBe(false);
    expect(isFormEmpty({ ...nothing, dateOfHire: "2020-01-01" }, owner)).toBe(false);
    expect(isFormEmpty({ ...nothing, iaStatus: "yes" }, owner)).toBe(false);
    expect(isFormEmpty({ ...prefilled, lastName: "Smith" }, owner)).toBe(false);
    expect(isFormEmpty({ ...prefilled, email: "other@example.com" }, owner)).toBe(false);
    // A name typed into the e-mail's place is not the prefill.
    expect(isFormEmpty({ ...nothing, additionalDuties: "Doe" }, owner)).toBe(false);
  });

  it("is false with any entry, certification, education or skill", () => {
    expect(isFormEmpty({ ...prefilled, employmentEntries: 1 }, owner)).toBe(false);
    expect(isFormEmpty({ ...prefilled, experienceEntries: 1 }, owner)).toBe(false);
    expect(isFormEmpty({ ...prefilled, skills: ["Riveting"] }, owner)).toBe(false);
    expect(isFormEmpty({ ...prefilled, certifications: [{ name: "A&P" }] }, owner)).toBe(false);
    expect(isFormEmpty({ ...prefilled, education: [{ institution: "Tech" }] }, owner)).toBe(false);
  });

  it("is false with a rating or a certificate issue date, true with none", () => {
    expect(isFormEmpty({ ...prefilled, ratings: [] }, owner)).toBe(true);
    expect(isFormEmpty({ ...prefilled, ratings: ["airframe"] }, owner)).toBe(false);
    expect(isFormEmpty({ ...prefilled, apCertificateIssuedOn: "2015-04-10" }, owner)).toBe(false);
    expect(isFormEmpty({ ...prefilled, iaIssuedOn: "2019-03-01" }, owner)).toBe(false);
  });
});
