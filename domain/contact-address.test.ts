import { describe, expect, it } from "vitest";
import { hasKnownTopLevelDomain, isRoleMailbox, traineeAddressIn } from "./contact-address";

describe("role mailbox", () => {
  it.each([
    "service@acme.com",
    "info@northwind.aero",
    "ops@example.com",
    "maintenance@example.com",
    "careers@example.com",
    "HR@example.com",
    "no-reply@example.com",
    "maintenance.control@example.com",
    "parts-sales@example.com",
    "contact.us@example.com",
  ])("%s is an organisation's mailbox", (address) => {
    expect(isRoleMailbox(address)).toBe(true);
  });

  it.each([
    "jane.doe@example.com",
    "jdoe.amt@example.com",
    "service.jane@example.com",
    "ops.smith@example.com",
  ])("%s is a person's", (address) => {
    expect(isRoleMailbox(address)).toBe(false);
  });
});

describe("top-level domain", () => {
  it.each([
    ["jane@example.com", true],
    ["jane@example.co", true],
    ["jane@example.co.uk", true],
    ["jane@example.aero", true],
    ["jane@example.comm", false],
    ["jane@example.comaviation", false],
  ])("%s → %s", (address, known) => {
    expect(hasKnownTopLevelDomain(address)).toBe(known);
  });
});

describe("the trainee's address on a certificate", () => {
  const certificate = (lines: string[]) => lines.join("\n");

  it("is one that spells the trainee's name", () => {
    const text = certificate(["Questions: training@aerotech.example", "Jane Q. Doe — jane.doe@example.com"]);
    expect(traineeAddressIn(text, "Jane Q. Doe")).toBe("jane.doe@example.com");
    expect(traineeAddressIn("Contact jdoe@example.com", "Jane Doe")).toBe("jdoe@example.com");
  });

  it("is one the certificate labels as the trainee's", () => {
    expect(traineeAddressIn("Trainee e-mail: rq-71@example.com", "Rosa Delgado")).toBe("rq-71@example.com");
    expect(traineeAddressIn("Participant email rq-71@example.com", "Rosa Delgado")).toBe("rq-71@example.com");
    expect(traineeAddressIn("Instructor e-mail: rq-71@example.com", "Rosa Delgado")).toBeNull();
  });

  it("is never the provider's, the instructor's or a role mailbox", () => {
    expect(traineeAddressIn("Instructor: mark.hill@aerotech.example", "Jane Doe")).toBeNull();
    expect(traineeAddressIn("service@doe-aviation.example", "Jane Doe")).toBeNull();
    expect(traineeAddressIn("jane.doe@example.co", "Jane Doe")).toBe("jane.doe@example.co");
    expect(traineeAddressIn("jane.doe@example.comm", "Jane Doe")).toBeNull();
  });

  it("is none when two addresses could be hers or the name is unknown", () => {
    expect(traineeAddressIn("jane.doe@a.example.com j.doe@b.example.com", "Jane Doe")).toBeNull();
    expect(traineeAddressIn("jane.doe@example.com", null)).toBeNull();
    expect(traineeAddressIn("jane.doe@example.com", "Doe")).toBeNull();
  });
});
