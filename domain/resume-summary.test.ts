import { describe, expect, it } from "vitest";
import { summarizeResume } from "./resume-summary";
import { resumeDataSchema } from "./schemas/resume-data";

describe("summarizeResume", () => {
  it("counts what was found and names what was not", () => {
    const data = resumeDataSchema.parse({
      personal: { firstName: "Jo", lastName: "Hart", email: "jo@example.com" },
      employment: [
        { key: "a", companyName: "Cascade Airlines", startDate: "2017" },
        { key: "b", companyName: "Basin Air", startDate: null },
      ],
      airframe: [{ make: "Boeing", model: "737" }],
      powerplant: [
        { make: "CFM International", model: "CFM56" },
        { make: "CFM International", model: "LEAP-1B" },
      ],
    });
    expect(summarizeResume(data)).toEqual({
      found: ["2 employers", "1 aircraft", "2 engines"],
      notFound: ["phone", "A&P certificate number", "IA status", "some employment dates"],
    });
  });

  it("says when nothing of the work history was found", () => {
    const data = resumeDataSchema.parse({});
    expect(summarizeResume(data).found).toEqual([]);
    expect(summarizeResume(data).notFound).toContain("employers");
    expect(summarizeResume(data).notFound).toContain("aircraft, engines and avionics");
  });
});
