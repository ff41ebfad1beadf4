import { describe, expect, it } from "vitest";
import { UPLOAD_EXTENSION_MIME_TYPES } from "./constants";
import { SIGNATURE_MESSAGES, signatureProblem } from "./document-signature";

const { pdf, docx, txt } = UPLOAD_EXTENSION_MIME_TYPES;
const bytes = (text: string) => new TextEncoder().encode(text);

describe("signatureProblem", () => {
  it("takes a PDF, a zip as DOCX and text without NUL", () => {
    expect(signatureProblem(bytes("%PDF-1.7\n..."), pdf)).toBeNull();
    expect(signatureProblem(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]), docx)).toBeNull();
    expect(signatureProblem(bytes("Jane Doe, A&P"), txt)).toBeNull();
  });

  it("says what is wrong otherwise", () => {
    expect(signatureProblem(bytes("hello"), pdf)).toBe(SIGNATURE_MESSAGES.notPdf);
    expect(signatureProblem(bytes("%PDF"), pdf)).toBe(SIGNATURE_MESSAGES.notPdf);
    expect(signatureProblem(bytes("PK-docx"), docx)).toBe(SIGNATURE_MESSAGES.notDocx);
    expect(signatureProblem(new Uint8Array(), docx)).toBe(SIGNATURE_MESSAGES.notDocx);
    expect(signatureProblem(new Uint8Array([0x41, 0x00, 0x42]), txt)).toBe(SIGNATURE_MESSAGES.textHasNul);
  });
});
