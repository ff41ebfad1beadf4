// Test and benchmark helpers: a plain-text resume laid out as a real PDF (pdf-lib, standard fonts)
// or a real DOCX (docx), plus documents that must be refused (encrypted, scanned). Not used at run
// time.

import { createHash } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import {
  AlignmentType,
  Document,
  Packer,
  Paragraph,
  Tab,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from "docx";
import { PDFDocument, type PDFFont, StandardFonts } from "pdf-lib";
import { findColumnRegion, type LayoutRow, plainTextRow } from "../lib/documents/layout";

const FALLBACKS: Record<string, string> = {
  "→": "->",
  "←": "<-",
  "✓": "v",
  "✔": "v",
  "≥": ">=",
  "≤": "<=",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "⁄": "/",
  "●": "\u2022",
  "▪": "\u2022",
  "◦": "\u2022",
  "■": "\u2022",
};

/** Standard PDF fonts only cover WinAnsi: keep what they can draw, spell out or strip the rest. */
export function winAnsiSafe(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (supported.has(code)) out += char;
    else if (FALLBACKS[char]) out += FALLBACKS[char];
    else {
      // 'ā' → 'a': drop the accent when the base letter is drawable.
      const base = char.normalize("NFD").replace(/\p{M}/gu, "");
      out += [...base].every((c) => supported.has(c.codePointAt(0)!)) ? base : "";
    }
  }
  return out;
}

const HEADING = /^[A-Z][A-Z &/]{2,40}$/;

export interface PdfRenderOptions {
  fontSize?: number;
  margin?: number;
}

/**
 * Lays the text out as a resume would print: one PDF text run per chunk (chunks are separated by
 * three or more spaces), placed at the chunk's character column, so columns and right-hand dates
 * keep their positions; headings in bold; new pages as needed.
 */
export async function renderPdf(text: string, options: PdfRenderOptions = {}): Promise<Uint8Array> {
  const fontSize = options.fontSize ?? 9;
  const margin = options.margin ?? 40;
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [612, 792];
  const lines = text.split("\n");
  const longest = Math.max(...lines.map((line) => line.length), 1);
  const column = Math.min(fontSize * 0.6, (width - 2 * margin) / longest);
  const leading = fontSize * 1.3;
  let page = pdf.addPage([width, height]);
  let y = height - margin;
  for (const line of lines) {
    if (y < margin + fontSize) {
      page = pdf.addPage([width, height]);
      y = height - margin;
    }
    let previousEnd = 0;
    for (const chunk of plainTextRow(line)) {
      const font = HEADING.test(chunk.text) ? bold : regular;
      const safe = winAnsiSafe(chunk.text, font);
      if (!safe) continue;
      const x = Math.max(margin + chunk.start * column, previousEnd + fontSize);
      page.drawText(safe, { x, y, size: fontSize, font });
      previousEnd = x + font.widthOfTextAtSize(safe, fontSize);
    }
    y -= leading;
  }
  return pdf.save();
}

function paragraphFor(row: LayoutRow): Paragraph {
  if (row.length === 0) return new Paragraph({});
  const children: TextRun[] = [];
  row.forEach((chunk, index) => {
    children.push(index === 0 ? new TextRun(chunk.text) : new TextRun({ children: [new Tab(), chunk.text] }));
  });
  const indent = row[0]!.start > 0 ? { left: row[0]!.start * 120 } : undefined;
  // Two chunks are 'text ...... date': a right tab stop, as Word resumes do it.
  const tabStops = row.length === 2 ? [{ type: TabStopType.RIGHT, position: 9000 }] : undefined;
  return new Paragraph({ children, indent, tabStops, alignment: AlignmentType.LEFT });
}

/**
 * One paragraph per line; 'text   date' lines use a right tab stop; a two-column passage becomes a
 * two-cell table (how Word resumes lay out a sidebar).
 */
export async function renderDocx(text: string): Promise<Uint8Array> {
  const region = findColumnRegion(text.split("\n").map(plainTextRow), { tolerance: 2 });
  const rows = region?.rows ?? text.split("\n").map(plainTextRow);
  const children: (Paragraph | Table)[] = [];
  const add = (from: number, to: number) => {
    for (let index = from; index < to; index++) children.push(paragraphFor(rows[index]!));
  };
  if (!region) {
    add(0, rows.length);
  } else {
    add(0, region.first);
    const cell = (pick: (row: LayoutRow) => LayoutRow) =>
      new TableCell({
        width: { size: 50, type: WidthType.PERCENTAGE },
        children: rows.slice(region.first, region.end + 1).map((row) => paragraphFor(pick(row))),
      });
    children.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({
            children: [
              cell((row) => row.filter((chunk) => chunk.start < region.edge)),
              cell((row) => row.filter((chunk) => chunk.start >= region.edge)),
            ],
          }),
        ],
      }),
    );
    add(region.end + 1, rows.length);
  }
  const document = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** A small grey PNG, enough to stand for a scanned page. */
function tinyPng(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc(size * (size + 1), 0x80);
  for (let row = 0; row < size; row++) raw[row * (size + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A 'scanned' page: an image and no text layer. */
export async function renderImageOnlyPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const image = await pdf.embedPng(tinyPng());
  page.drawImage(image, { x: 40, y: 40, width: 532, height: 712 });
  return pdf.save();
}

/** A PDF with pages but nothing drawn on them. */
export async function renderBlankPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]);
  return pdf.save();
}

// --- Encrypted PDF (standard security handler, revision 2, 40-bit RC4), written by hand since
// pdf-lib cannot encrypt. ------------------------------------------------------------------------

const PASSWORD_PADDING = Buffer.from(
  "28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a",
  "hex",
);

function rc4(key: Buffer, data: Buffer): Buffer {
  const state = Array.from({ length: 256 }, (_, index) => index);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + state[i]! + key[i % key.length]!) & 0xff;
    [state[i], state[j]] = [state[j]!, state[i]!];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let index = 0; index < data.length; index++) {
    i = (i + 1) & 0xff;
    j = (j + state[i]!) & 0xff;
    [state[i], state[j]] = [state[j]!, state[i]!];
    out[index] = data[index]! ^ state[(state[i]! + state[j]!) & 0xff]!;
  }
  return out;
}

const md5 = (...parts: Buffer[]) => createHash("md5").update(Buffer.concat(parts)).digest();
const padPassword = (password: string) =>
  Buffer.concat([Buffer.from(password, "latin1"), PASSWORD_PADDING]).subarray(0, 32);

/**
 * A one-page PDF saying `text`, encrypted. With a user password it cannot be opened without it;
 * with an empty one it opens (only the owner's restrictions apply).
 */
export function renderEncryptedPdf(text: string, userPassword: string, ownerPassword = "owner"): Uint8Array {
  const id = Buffer.from("0123456789abcdef0123456789abcdef", "hex");
  const permissions = -3904;
  const ownerValue = rc4(md5(padPassword(ownerPassword)).subarray(0, 5), padPassword(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padPassword(userPassword), ownerValue, p, id).subarray(0, 5);
  const userValue = rc4(key, PASSWORD_PADDING);
  const objectKey = (number: number) =>
    md5(key, Buffer.from([number & 0xff, (number >> 8) & 0xff, (number >> 16) & 0xff, 0, 0])).subarray(0, 10);

  const escaped = text.replace(/[\\()]/g, "\\$&");
  const content = rc4(objectKey(4), Buffer.from(`BT /F1 12 Tf 72 720 Td (${escaped}) Tj ET`, "latin1"));
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    null, // the stream, written below
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Filter /Standard /V 1 /R 2 /O <${ownerValue.toString("hex")}> /U <${userValue.toString("hex")}> /P ${permissions} >>`,
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const piece =
      body === null
        ? Buffer.concat([
            Buffer.from(`${index + 1} 0 obj\n<< /Length ${content.length} >>\nstream\n`, "latin1"),
            content,
            Buffer.from("\nendstream\nendobj\n", "latin1"),
          ])
        : Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, "latin1");
    parts.push(piece);
    length += piece.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${id.toString("hex")}> <${id.toString("hex")}>] >>`,
    "startxref",
    String(length),
    "%%EOF",
    "",
  ].join("\n");
  parts.push(Buffer.from(xref, "latin1"));
  return new Uint8Array(Buffer.concat(parts));
}
