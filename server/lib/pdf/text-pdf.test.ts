import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { TextPdf } from "./text-pdf";

async function pagesOf(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: false });
  return text;
}

async function newPdf(): Promise<TextPdf> {
  return TextPdf.create({
    title: "Layout",
    author: "Hangar Log",
    createdAt: new Date("2026-06-01T12:00:00Z"),
    footer: "Footer of Łukasz",
  });
}

describe("TextPdf", () => {
  it("writes a page in any script a user may type, the ones its fonts cannot shape as '?'", async () => {
    const pdf = await newPdf();
    // Tifinagh made fontkit throw (a PDF of such a name answered 500); Devanagari and Han have no glyph.
    pdf.heading("ⵜⵉⴼⵉⵏⴰⵖ Zoë नमस्ते 李 ⵣ");
    pdf.paragraph("ສະບາຍດີ مرحبا שלום გამარჯობა");
    const [page] = await pagesOf(await pdf.toBytes());
    expect(page).toContain("??????? Zoë");
    expect(page).toContain("გამარჯობა");
  });

  it("breaks a long table onto new pages, repeats its header and numbers every page", async () => {
    const pdf = await newPdf();
    pdf.heading("Rows");
    pdf.table(
      [
        { header: "Number", share: 0.3 },
        { header: "Words", share: 0.7 },
      ],
      Array.from({ length: 150 }, (_, i) => [`row ${i}`, `words of row ${i}`]),
    );
    const pages = await pagesOf(await pdf.toBytes());
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((text, index) => {
      expect(text).toContain("Number Words");
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(text).toContain("Footer of Łukasz - generated 2026-06-01 12:00 UTC");
    });
    // Every row once, in order, each on its own line with its cells side by side.
    const all = pages.join("\n");
    for (const i of [0, 57, 149]) expect(all).toContain(`row ${i} words of row ${i}`);
    expect(all.indexOf("row 149 ")).toBeGreaterThan(all.indexOf("row 57 "));
  });

  it("wraps long text within its column and cuts a word longer than a line", async () => {
    const pdf = await newPdf();
    const long = "torque ".repeat(60).trim();
    const unbroken = "X".repeat(400);
    pdf.table(
      [
        { header: "A", share: 0.5 },
        { header: "B", share: 0.5 },
      ],
      [[long, unbroken]],
    );
    const text = (await pagesOf(await pdf.toBytes())).join("\n");
    const lines = text.split("\n");
    // Both cells wrap onto several lines; nothing is lost.
    expect(lines.filter((line) => line.includes("torque")).length).toBeGreaterThan(3);
    expect(text.match(/torque/g)).toHaveLength(60);
    expect(text.match(/X/g)).toHaveLength(400);
  });

  it("names in every page's text only fonts that page's resources hold", async () => {
    const pdf = await newPdf();
    pdf.heading("Fonts");
    pdf.fields([["Bold label", "regular value"]]);
    const doc = await PDFDocument.load(await pdf.toBytes());
    for (const page of doc.getPages()) {
      const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
      const known = new Set(fonts?.keys().map((key) => key.decodeText()));
      const contents = page.node.Contents();
      const streams =
        contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
      const text = streams
        .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
        .map((stream) => new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode()))
        .join("\n");
      const used = [...text.matchAll(/\/(\S+) [\d.]+ Tf/g)].map((match) => match[1]!);
      expect(used.length).toBeGreaterThan(0);
      for (const name of used) expect(known).toContain(name);
    }
  });

  it("writes Latin, Greek and Cyrillic names as typed, and '?' only for what the font lacks", async () => {
    const pdf = await newPdf();
    pdf.paragraph("Zoë Łukasz Dvořák Ωμέγα Пётр 李 👍🏽 ✈ — done");
    const text = (await pagesOf(await pdf.toBytes())).join("\n");
    expect(text).toContain("Zoë Łukasz Dvořák Ωμέγα Пётр ? ? ✈ — done");
  });

  it("embeds its fonts as subsets, so the file stays small", async () => {
    const pdf = await newPdf();
    pdf.paragraph("A short page.");
    const bytes = await pdf.toBytes();
    const doc = await PDFDocument.load(bytes);
    const fonts = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict)
      .filter((dict) => dict.lookup(PDFName.of("Type"))?.toString() === "/FontDescriptor");
    expect(fonts.length).toBe(2);
    for (const descriptor of fonts) {
      // An embedded TrueType program; the whole font files are 700 kB each, so the size shows the subset.
      expect(descriptor.get(PDFName.of("FontFile2"))).toBeDefined();
      expect(descriptor.lookup(PDFName.of("FontName"))?.toString()).toMatch(/^\/DejaVuSans/);
    }
    expect(bytes.length).toBeLessThan(60_000);
  });
});
