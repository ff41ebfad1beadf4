// A Word resume whose name and contact details are only in the page header: mammoth skips headers,
// so the text would start without them.
import { UPLOAD_EXTENSION_MIME_TYPES } from "@domain/constants";
import { Document, Header, Packer, Paragraph } from "docx";
import { describe, expect, it } from "vitest";
import { headerLines } from "./docx";
import { extractText } from "./index";

async function docxWithHeader(headerText: string[], body: string[]): Promise<Uint8Array> {
  const header = new Header({ children: headerText.map((line) => new Paragraph(line)) });
  const document = new Document({
    sections: [
      {
        // Word writes a first-page header and the default one: the same lines twice.
        properties: { titlePage: true },
        headers: { default: header, first: header },
        children: body.map((line) => new Paragraph(line)),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

describe("DOCX page headers", () => {
  it("puts the header's lines first, once each", async () => {
    const bytes = await docxWithHeader(
      ["KATHERINE LINDGREN", "katherine@example.com · (914) 555-0199"],
      ["EXPERIENCE", "Director of Maintenance – Hudson Flight Department   2019 – Present"],
    );
    const { text } = await extractText(bytes, UPLOAD_EXTENSION_MIME_TYPES.docx);
    expect(text.startsWith("KATHERINE LINDGREN\nkatherine@example.com · (914) 555-0199\n\nEXPERIENCE")).toBe(
      true,
    );
    expect(text.match(/KATHERINE LINDGREN/g)).toHaveLength(1);
  });

  it("does not repeat a header line the body already has", async () => {
    const bytes = await docxWithHeader(["Jane Doe – Resume"], ["Jane Doe – Resume", "EXPERIENCE"]);
    const { text } = await extractText(bytes, UPLOAD_EXTENSION_MIME_TYPES.docx);
    expect(text.match(/Jane Doe – Resume/g)).toHaveLength(1);
  });

  it("reads paragraphs, tabs and entities from the header's XML", () => {
    const xml =
      '<w:hdr><w:p><w:r><w:t>A&amp;P Mechanic</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">Page </w:t></w:r></w:p><w:p></w:p><w:p><w:r><w:t>Line two</w:t></w:r></w:p></w:hdr>';
    expect(headerLines(xml)).toEqual(["A&P Mechanic   Page", "Line two"]);
  });
});
