import type { ResumeEvidence } from "@domain/schemas/resume-evidence";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { BesideTheResume } from "./beside-the-resume";

const FORM_ID = "11111111-1111-4111-8111-111111111111";
const TEXT = [
  "JANE M. OKORO",
  "Tacoma, WA | jane.okoro@example.com",
  "",
  "CERTIFICATIONS",
  "FAA A&P 2847193",
  "FCC General Radiotelephone Operator License",
  "",
  "SKILLS",
  "Wiring, Soldering",
].join("\n");
const at = (words: string) => ({ start: TEXT.indexOf(words), end: TEXT.indexOf(words) + words.length });

const EVIDENCE: ResumeEvidence = {
  filename: "okoro.pdf",
  text: TEXT,
  entries: [],
  values: [
    { field: "firstName", index: null, spans: [at("JANE")] },
    { field: "lastName", index: null, spans: [at("OKORO")] },
    { field: "certifications", index: 1, spans: [at("FCC General Radiotelephone Operator License")] },
    { field: "skills", index: 1, spans: [at("Soldering")] },
  ],
  suggestions: [],
};

afterEach(() => vi.unstubAllGlobals());

/** The form's fields as its sections name them: the panel follows the focus by their ids. */
function Fields({ disabled }: { disabled: boolean }) {
  return (
    <>
      <label htmlFor="form-firstName">First Name</label>
      <input id="form-firstName" disabled={disabled} />
      <label htmlFor="form-email">Email</label>
      <input id="form-email" disabled={disabled} />
      <label htmlFor="certification-1-name">Certification 2 name</label>
      <input id="certification-1-name" disabled={disabled} />
      <ul aria-label="Skills">
        <li>
          <button type="button">Remove skill Wiring</button>
        </li>
        <li>
          <button type="button">Remove skill Soldering</button>
        </li>
      </ul>
    </>
  );
}

async function openReview({ disabled = false } = {}) {
  mockFetch({ [`GET /api/forms/${FORM_ID}/resume-evidence`]: jsonResponse(EVIDENCE) });
  const view = renderWithProviders(
    <BesideTheResume form={{ id: FORM_ID, resumeFileName: "okoro.pdf" }} readOnly={false}>
      <Fields disabled={disabled} />
    </BesideTheResume>,
    { user: buildUser() },
  );
  await view.user.click(screen.getByRole("button", { name: "Compare with resume" }));
  const text = await screen.findByRole("region", { name: "Resume text" });
  const marked = () => within(text).queryAllByText((_, element) => element?.tagName === "MARK");
  return { ...view, marked: () => marked().map((mark) => mark.textContent) };
}

describe("BesideTheResume: the personal values and lists at their sources", () => {
  it("highlights a personal value where the resume states it when its field has the focus", async () => {
    const { user, marked } = await openReview();
    expect(marked()).toEqual([]);
    await user.click(screen.getByLabelText("First Name"));
    await waitFor(() => expect(marked()).toEqual(["JANE"]));
  });

  it("follows a click on a field's label, as on a read-only form whose inputs are disabled", async () => {
    const { user, marked } = await openReview({ disabled: true });
    await user.click(screen.getByText("First Name"));
    await waitFor(() => expect(marked()).toEqual(["JANE"]));
    await user.click(screen.getByText("Certification 2 name"));
    await waitFor(() => expect(marked()).toEqual(["FCC General Radiotelephone Operator License"]));
  });

  it("highlights nothing for a value without a recorded source", async () => {
    const { user, marked } = await openReview();
    await user.click(screen.getByLabelText("First Name"));
    await waitFor(() => expect(marked()).toEqual(["JANE"]));
    await user.click(screen.getByLabelText("Email"));
    await waitFor(() => expect(marked()).toEqual([]));
  });

  it("highlights a certification's row and a skill at their own sources", async () => {
    const { user, marked } = await openReview();
    await user.click(screen.getByLabelText("Certification 2 name"));
    await waitFor(() => expect(marked()).toEqual(["FCC General Radiotelephone Operator License"]));
    await user.click(screen.getByRole("button", { name: "Remove skill Soldering" }));
    await waitFor(() => expect(marked()).toEqual(["Soldering"]));
    await user.click(screen.getByRole("button", { name: "Remove skill Wiring" }));
    await waitFor(() => expect(marked()).toEqual([]));
  });
});
