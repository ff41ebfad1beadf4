import { describe, expect, it } from "vitest";
import { resumeSourceName, resumeSummaryHeadline, summarizeResume } from "./resume-summary";
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

describe("resumeSummaryHeadline", () => {
  const found = { found: ["3 employers", "5 aircraft", "2 engines"], notFound: [] };

  it("names the file the draft was filled from", () => {
    expect(resumeSummaryHeadline(found, "resume.pdf")).toBe(
      "Filled from resume.pdf: 3 employers, 5 aircraft, 2 engines",
    );
  });

  it("says 'your resume' when the file's name is not known", () => {
    expect(resumeSummaryHeadline(found, null)).toBe(
      "Filled from your resume: 3 employers, 5 aircraft, 2 engines",
    );
    expect(resumeSummaryHeadline(found, "  ")).toBe(
      "Filled from your resume: 3 employers, 5 aircraft, 2 engines",
    );
    expect(resumeSourceName(undefined)).toBe("your resume");
  });

  it("says little was found when nothing of the work history was read", () => {
    expect(resumeSummaryHeadline({ found: [], notFound: ["employers"] }, "cv.docx")).toBe(
      "Little was found in cv.docx",
    );
    expect(resumeSummaryHeadline({ found: [], notFound: [] }, null)).toBe("Little was found in your resume");
  });
});
