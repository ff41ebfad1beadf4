import { describe, expect, it } from "vitest";
import { iaActivityInputSchema } from "./ia-activities";

const parse = (body: unknown) => iaActivityInputSchema.safeParse(body);
const firstMessage = (body: unknown) => parse(body).error?.issues[0]?.message;

describe("IA activity body", () => {
  it("keeps hours for a refresher course only, and stores blank texts as null", () => {
    expect(parse({ performedOn: "2026-05-02", kind: "refresher_course", hours: 8.5 }).data).toEqual({
      performedOn: "2026-05-02",
      kind: "refresher_course",
      hours: 8.5,
      aircraftMake: null,
      aircraftModel: null,
      aircraftRegistration: null,
      notes: null,
    });
    expect(
      parse({
        performedOn: "2026-05-02",
        kind: "annual_inspection",
        hours: 3,
        aircraftMake: "  ",
        notes: " ok ",
      }).data,
    ).toMatchObject({ hours: null, aircraftMake: null, notes: "ok" });
  });

  it("upper-cases the registration", () => {
    expect(
      parse({ performedOn: "2026-05-02", kind: "oral_test", aircraftRegistration: " n12345 " }).data
        ?.aircraftRegistration,
    ).toBe("N12345");
  });

  it("asks for the hours of a refresher course, more than 0, at most 200, one decimal", () => {
    const course = { performedOn: "2026-05-02", kind: "refresher_course" };
    expect(firstMessage(course)).toBe("Enter the hours of instruction of the course");
    expect(firstMessage({ ...course, hours: 0 })).toBe("Hours must be more than 0 and at most 200");
    expect(firstMessage({ ...course, hours: 200.5 })).toBe("Hours must be more than 0 and at most 200");
    expect(firstMessage({ ...course, hours: 7.25 })).toBe("Hours can have one decimal at most");
    // More than 0, but 0.0 in the column (found by the API fuzzing: it answered 500).
    expect(firstMessage({ ...course, hours: 7e-323 })).toBe("Hours can have one decimal at most");
    expect(firstMessage({ ...course, hours: 0.04 })).toBe("Hours can have one decimal at most");
    expect(parse({ ...course, hours: 0.1 }).success).toBe(true);
    expect(parse({ ...course, hours: 0.1 }).success).toBe(true);
  });

  it("refuses unknown kinds and fields, and dates before 1940", () => {
    expect(parse({ performedOn: "2026-05-02", kind: "ramp_check" }).success).toBe(false);
    expect(parse({ performedOn: "2026-05-02", kind: "oral_test", userId: "someone" }).success).toBe(false);
    expect(firstMessage({ performedOn: "1939-12-31", kind: "oral_test" })).toBe("Must be in 1940 or later");
    expect(parse({ kind: "oral_test" }).success).toBe(false);
  });
});
