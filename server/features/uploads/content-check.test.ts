import { UPLOAD_EXTENSION_MIME_TYPES } from "@domain/constants";
import { describe, expect, it } from "vitest";
import {
  buildZip,
  docxWithManyEntries,
  docxZipBomb,
  makeDocx,
  makePdf,
  plainZip,
} from "../../test/documents";
import {
  CONTENT_MESSAGES,
  checkDocumentContent,
  DOCX_MAX_ENTRIES,
  DOCX_MAX_UNCOMPRESSED_BYTES,
} from "./content-check";

const { pdf, docx, txt } = UPLOAD_EXTENSION_MIME_TYPES;

describe("checkDocumentContent", () => {
  it("accepts a real PDF and refuses other bytes named PDF", async () => {
    expect(await checkDocumentContent(await makePdf(), pdf)).toBeNull();
    expect(await checkDocumentContent(Buffer.from("hello, not a pdf"), pdf)).toBe(CONTENT_MESSAGES.notPdf);
    expect(await checkDocumentContent(await makeDocx(), pdf)).toBe(CONTENT_MESSAGES.notPdf);
    expect(await checkDocumentContent(Buffer.from(" %PDF-1.7"), pdf)).toBe(CONTENT_MESSAGES.notPdf);
  });

  it("accepts a real DOCX", async () => {
    expect(await checkDocumentContent(await makeDocx(), docx)).toBeNull();
  });

  it("refuses a PDF, a plain zip, a truncated DOCX and a zip with a path-traversal name as DOCX", async () => {
    const real = await makeDocx();
    expect(await checkDocumentContent(await makePdf(), docx)).toBe(CONTENT_MESSAGES.notDocx);
    expect(await checkDocumentContent(plainZip(), docx)).toBe(CONTENT_MESSAGES.notDocx);
    expect(await checkDocumentContent(real.subarray(0, real.length - 30), docx)).toBe(
      CONTENT_MESSAGES.notDocx,
    );
    const traversal = buildZip([
      { name: "word/document.xml", data: Buffer.from("<w:document/>") },
      { name: "../../evil.sh", data: Buffer.from("rm -rf /") },
    ]);
    expect(await checkDocumentContent(traversal, docx)).toBe(CONTENT_MESSAGES.notDocx);
  });

  it("refuses a DOCX zip bomb by its uncompressed size without inflating it", async () => {
    const bomb = docxZipBomb(DOCX_MAX_UNCOMPRESSED_BYTES + 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await checkDocumentContent(bomb, docx)).toBe(CONTENT_MESSAGES.docxTooLarge);
    expect(await checkDocumentContent(docxZipBomb(1024 * 1024), docx)).toBeNull();
  });

  it("refuses a DOCX with more entries than the limit", async () => {
    expect(await checkDocumentContent(docxWithManyEntries(DOCX_MAX_ENTRIES + 1), docx)).toBe(
      CONTENT_MESSAGES.docxTooManyEntries,
    );
    expect(await checkDocumentContent(docxWithManyEntries(DOCX_MAX_ENTRIES), docx)).toBeNull();
  });

  it("accepts UTF-8 text and refuses NUL bytes or invalid UTF-8", async () => {
    expect(await checkDocumentContent(Buffer.from("\ufeffJosé Núñez\r\nA&P — IA ✈\n"), txt)).toBeNull();
    expect(await checkDocumentContent(Buffer.from("abc\u0000def"), txt)).toBe(CONTENT_MESSAGES.textHasNul);
    expect(await checkDocumentContent(Buffer.from([0x41, 0xc3, 0x28, 0x42]), txt)).toBe(
      CONTENT_MESSAGES.textNotUtf8,
    );
    expect(await checkDocumentContent(Buffer.from([0xff, 0xfe, 0x41, 0x00]), txt)).toBe(
      CONTENT_MESSAGES.textHasNul,
    );
    expect(await checkDocumentContent(await makePdf(), txt)).not.toBeNull();
  });
});
