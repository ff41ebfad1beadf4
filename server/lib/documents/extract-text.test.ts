import {
  EXTRACTION_MAX_CHARACTERS,
  EXTRACTION_MAX_PAGES,
  UPLOAD_EXTENSION_MIME_TYPES,
} from "@domain/constants";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  renderBlankPdf,
  renderDocx,
  renderEncryptedPdf,
  renderImageOnlyPdf,
  renderPdf,
} from "../../test/rendered-documents";
import { DOCUMENT_ERROR_MESSAGES, DocumentError, type DocumentErrorCode, extractText } from "./index";

const PDF = UPLOAD_EXTENSION_MIME_TYPES.pdf;
const DOCX = UPLOAD_EXTENSION_MIME_TYPES.docx;
const TXT = UPLOAD_EXTENSION_MIME_TYPES.txt;

async function failure(promise: Promise<unknown>): Promise<DocumentError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentError);
  return error as DocumentError;
}

async function expectFailure(promise: Promise<unknown>, code: DocumentErrorCode, message: string) {
  const error = await failure(promise);
  expect(error.code).toBe(code);
  expect(error.message).toBe(message);
}

const RESUME = [
  "JANE DOE",
  "Avionics Technician",
  "",
  "EXPERIENCE",
  "Avionics Technician                                   Jan 2019 – Present",
  "Desert Sky Avionics – Mesa, AZ",
  "- Installed Garmin G1000 NXi suites in King Air 350 aircraft.",
].join("\n");

describe("extractText: PDF", () => {
  it("reads the text page by page, keeping lines and the gap before right-hand dates", async () => {
    const result = await extractText(await renderPdf(RESUME), PDF);
    expect(result.pages).toBe(1);
    expect(result.truncated).toBe(false);
    expect(result.text).toContain("JANE DOE\nAvionics Technician\n\nEXPERIENCE");
    expect(result.text).toMatch(/Avionics Technician {3,}Jan 2019 – Present/);
    expect(result.text).toContain("- Installed Garmin G1000 NXi suites in King Air 350 aircraft.");
  });

  it("reads a two-column page left column first, then the right one", async () => {
    const text = [
      "JOHN ROE                                  CONTACT",
      "Line Technician                           john@example.com",
      "                                          555-201-0000",
      "EXPERIENCE                                SKILLS",
      "Acme Air – Dallas, TX                     Borescope",
      "Line maintenance on CRJ-700 aircraft.     Wiring",
    ].join("\n");
    const result = await extractText(await renderPdf(text), PDF);
    const left = result.text.indexOf("Line maintenance on CRJ-700 aircraft.");
    const right = result.text.indexOf("CONTACT");
    expect(left).toBeGreaterThan(-1);
    expect(right).toBeGreaterThan(left);
    expect(result.text).toContain("SKILLS\nBorescope\nWiring");
  });

  it("reads at most the page limit and says the rest was left out", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (let page = 1; page <= EXTRACTION_MAX_PAGES + 2; page++) {
      pdf.addPage([612, 792]).drawText(`Page text ${page}`, { x: 50, y: 700, size: 12, font });
    }
    const result = await extractText(await pdf.save(), PDF);
    expect(result.pages).toBe(EXTRACTION_MAX_PAGES + 2);
    expect(result.truncated).toBe(true);
    expect(result.text).toContain(`Page text ${EXTRACTION_MAX_PAGES}`);
    expect(result.text).not.toContain(`Page text ${EXTRACTION_MAX_PAGES + 1}`);
  });

  it("stops at the character limit", async () => {
    const long = Array.from({ length: 60 }, (_, index) => `Line ${index} of a long resume text`).join("\n");
    const result = await extractText(await renderPdf(long), PDF, { maxCharacters: 300 });
    expect(result.truncated).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(300);
    expect(result.text.startsWith("Line 0 of a long resume text")).toBe(true);
  });

  it("refuses a password-protected PDF", async () => {
    await expectFailure(
      extractText(renderEncryptedPdf("Jane Doe", "secret"), PDF),
      "encrypted",
      "This PDF is password-protected. Remove the password and upload it again.",
    );
  });

  it("reads a PDF that is encrypted only with an owner password (permissions)", async () => {
    const result = await extractText(renderEncryptedPdf("Jane Doe - Avionics Technician", ""), PDF);
    expect(result.text).toBe("Jane Doe - Avionics Technician");
  });

  it("refuses a scanned PDF (images, no text layer)", async () => {
    await expectFailure(
      extractText(await renderImageOnlyPdf(), PDF),
      "no_text_layer",
      "This PDF has no text layer; scanned documents are not supported yet.",
    );
  });

  it("refuses a PDF with nothing on its pages", async () => {
    await expectFailure(
      extractText(await renderBlankPdf(), PDF),
      "no_text",
      "This document contains no text.",
    );
  });

  it("refuses a damaged PDF, a truncated one and a file that is no PDF", async () => {
    const good = await renderPdf(RESUME);
    const garbage = new TextEncoder().encode(`%PDF-1.7\n${"x".repeat(600)}`);
    for (const bytes of [
      good.slice(0, Math.floor(good.length / 2)),
      garbage,
      new TextEncoder().encode("hello"),
    ]) {
      await expectFailure(extractText(bytes, PDF), "corrupt", "This file is damaged or is not a real PDF.");
    }
  });

  it("gives up after the time limit", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (let page = 1; page <= 40; page++) {
      const added = pdf.addPage([612, 792]);
      for (let line = 0; line < 60; line++) {
        added.drawText(`Page ${page} line ${line} with some words`, {
          x: 40,
          y: 750 - line * 12,
          size: 9,
          font,
        });
      }
    }
    await expectFailure(
      extractText(await pdf.save(), PDF, { timeoutMs: 1 }),
      "timeout",
      DOCUMENT_ERROR_MESSAGES.timeout,
    );
  });
});

describe("extractText: DOCX", () => {
  it("reads the raw text, one line per paragraph, tabs as gaps", async () => {
    const result = await extractText(await renderDocx(RESUME), DOCX);
    expect(result.pages).toBeUndefined();
    expect(result.text).toContain("JANE DOE\nAvionics Technician\n\nEXPERIENCE");
    expect(result.text).toContain("Avionics Technician\tJan 2019 – Present");
    expect(result.text).toContain("Desert Sky Avionics – Mesa, AZ");
  });

  it("refuses a damaged file, a legacy .doc and a password-protected document", async () => {
    await expectFailure(
      extractText(new TextEncoder().encode("not a zip at all"), DOCX),
      "corrupt",
      "This file is damaged or is not a real Word document (.docx).",
    );
    const docx = await renderDocx(RESUME);
    await expectFailure(
      extractText(docx.slice(0, docx.length - 200), DOCX),
      "corrupt",
      "This file is damaged or is not a real Word document (.docx).",
    );
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Uint8Array(504)]);
    await expectFailure(
      extractText(ole, DOCX),
      "legacy_word",
      "This is an older Word (.doc) file. Save it as .docx or PDF and upload it again.",
    );
    const encrypted = new Uint8Array([...ole, ...Buffer.from("EncryptedPackage", "utf16le")]);
    await expectFailure(
      extractText(encrypted, DOCX),
      "encrypted",
      "This Word document is password-protected. Remove the password and upload it again.",
    );
  });

  it("refuses a document without text", async () => {
    await expectFailure(
      extractText(await renderDocx("\n\n"), DOCX),
      "no_text",
      "This document contains no text.",
    );
  });
});

describe("extractText: TXT", () => {
  it("reads UTF-8 with or without a byte-order mark, UTF-16 and Windows-1252", async () => {
    const utf8 = new TextEncoder().encode("José Ferreira\nA&P – Miami");
    expect((await extractText(utf8, TXT)).text).toBe("José Ferreira\nA&P – Miami");
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    expect((await extractText(bom, TXT)).text).toBe("José Ferreira\nA&P – Miami");
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from("José Ferreira", "utf16le")]);
    expect((await extractText(utf16, TXT)).text).toBe("José Ferreira");
    const windows1252 = new Uint8Array([...Buffer.from("Jos", "latin1"), 0xe9, 0x20, 0x96, 0x20, 0x41]);
    expect((await extractText(windows1252, TXT, {})).text).toBe("José – A");
  });

  it("normalizes line ends and keeps the content's spacing", async () => {
    const text = "Title      Jan 2019 – Present\r\nCompany\r\n\r\n\r\n\r\nNext";
    expect((await extractText(new TextEncoder().encode(text), TXT)).text).toBe(
      "Title      Jan 2019 – Present\nCompany\n\nNext",
    );
  });

  it("refuses binary data sent as text", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    await expectFailure(
      extractText(png, TXT),
      "not_text",
      "This file is not a plain text file. Upload a PDF, DOCX or TXT file.",
    );
    const pdfAsText = await renderPdf(RESUME);
    await expectFailure(extractText(pdfAsText, TXT), "not_text", DOCUMENT_ERROR_MESSAGES.notText);
  });

  it("refuses an empty file and a file of blanks", async () => {
    await expectFailure(extractText(new Uint8Array(), TXT), "empty_file", "This file is empty.");
    await expectFailure(
      extractText(new TextEncoder().encode(" \n\t \n"), TXT),
      "no_text",
      "This document contains no text.",
    );
  });
});

it("refuses other types", async () => {
  await expectFailure(
    extractText(new TextEncoder().encode("<html></html>"), "text/html"),
    "unsupported_type",
    "This file type is not supported. Upload a PDF, DOCX or TXT file.",
  );
});

it("accepts a MIME type with parameters", async () => {
  const result = await extractText(new TextEncoder().encode("Jane Doe"), "text/plain; charset=utf-8");
  expect(result.text).toBe("Jane Doe");
});

describe("extractText: hostile text", () => {
  const TXT = UPLOAD_EXTENSION_MIME_TYPES.txt;
  const MB = 1024 * 1024;

  // Quadratic line trimming took 35 s over 80,000 spaces; these are linear (docs/security.md).
  it.each([
    ["spaces then a letter", `Jane Doe${" ".repeat(MB)}x`],
    ["tabs and spaces on many lines", " \t".repeat(MB / 2).replace(/(.{1000})/g, "$1\n")],
    ["blank lines", "\n".repeat(MB)],
  ])("normalises 1 MB of %s in well under a second", async (_name, content) => {
    const started = performance.now();
    await extractText(Buffer.from(`${content}\nend`), TXT).catch(() => null);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("reads at most TXT_MAX_READ_BYTES of a plain-text file and says the rest was left out", async () => {
    const line = "A&P mechanic, Boeing 737 line maintenance — 2019 to 2024\n";
    const result = await extractText(Buffer.from(line.repeat(Math.ceil((3 * MB) / line.length))), TXT);
    expect(result.truncated).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(EXTRACTION_MAX_CHARACTERS);
    expect(result.text.endsWith("2024")).toBe(true);
  });

  it("never cuts a UTF-8 character in half at the read limit", async () => {
    const { extractPlainText } = await import("./txt");
    const bytes = Buffer.from("ab€€€");
    // 'ab' is 2 bytes, '€' is 3: a 4-byte limit falls inside the first '€'.
    expect(extractPlainText(bytes, 4)).toEqual({ text: "ab", truncated: true });
  });
});
