import { describe, expect, it } from "vitest";
import { normalisePersonName } from "./person-name";

describe("normalisePersonName", () => {
  it.each([
    ["John Smith", "john smith", "john smith"],
    ["  JOSÉ   Álvarez ", "jose alvarez", "jose alvarez"],
    ["Smith, John A.", "john smith", "john smith"],
    ["Dr. Robert J. Brown Jr.", "robert brown", "robert brown"],
    ["John Smith, Jr.", "john smith", "john smith"],
    ["Sean O'Brien", "sean obrien", "sean obrien"],
    ["Ana López-Díaz", "ana lopezdiaz", "ana lopezdiaz"],
    ["Bill Turner", "bill turner", "william turner"],
    ["Mike Kowalski", "mike kowalski", "michael kowalski"],
    ["Bob Chang", "bob chang", "robert chang"],
    ["Madonna", "madonna", "madonna"],
  ])("%s → key %s, compared as %s", (raw, key, matchName) => {
    expect(normalisePersonName(raw)).toEqual({ key, matchName });
  });

  it("has nothing to compare for an empty or punctuation-only name", () => {
    expect(normalisePersonName(null)).toBeNull();
    expect(normalisePersonName("")).toBeNull();
    expect(normalisePersonName(" ., - ")).toBeNull();
  });
});
