import { describe, expect, it } from "vitest";
import { hasKnownTopLevelDomain, isRoleMailbox } from "./contact-address";

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
