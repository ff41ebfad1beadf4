import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildForm } from "@/test/fake-work-history-api";
import { ResumeReadSummary } from "./resume-read-summary";

describe("ResumeReadSummary", () => {
  it("says what the resume gave the draft and what it did not state", () => {
    const form = buildForm({
      aiExtractedData: {
        personal: { firstName: "Jo", lastName: "Hart", email: "jo@example.com", phone: "555-0100" },
        employment: [{ key: "a", companyName: "Cascade Airlines", startDate: "2017" }],
        airframe: [{ make: "Boeing", model: "737" }],
      },
    });
    render(<ResumeReadSummary form={form} />);
    expect(screen.getByText("Filled from your resume: 1 employer, 1 aircraft")).toBeInTheDocument();
    expect(
      screen.getByText("Not found in the resume, please check: A&P certificate number, IA status."),
    ).toBeInTheDocument();
  });

  it("names the file the form was filled from and says how entries are marked", () => {
    const form = buildForm({
      resumeFileName: "delgado-2026.docx",
      aiExtractedData: { employment: [{ key: "a", companyName: "Cascade Airlines", startDate: "2017" }] },
    });
    render(<ResumeReadSummary form={form} />);
    expect(screen.getByText("Filled from delgado-2026.docx: 1 employer")).toBeInTheDocument();
    expect(
      screen.getByText("Entries read from it are marked 'From resume' until you change them."),
    ).toBeInTheDocument();
  });

  it("does not speak of marked entries when the resume gave none", () => {
    const form = buildForm({
      resumeFileName: "licence.pdf",
      aiExtractedData: { certifications: [{ name: "EASA Part-66 B1" }] },
    });
    render(<ResumeReadSummary form={form} />);
    expect(screen.getByText("Filled from licence.pdf: 1 certificate")).toBeInTheDocument();
    expect(screen.queryByText(/marked 'From resume'/)).toBeNull();
  });

  it("shows nothing on a form typed by hand", () => {
    const { container } = render(<ResumeReadSummary form={buildForm({ aiExtractedData: null })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
