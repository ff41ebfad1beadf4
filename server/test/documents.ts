// Small real documents (PDF, DOCX) and hand-made zips, hostile ones included, for upload tests.
import zlib from "node:zlib";
import { Document, Packer, Paragraph } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";

export async function makePdf(text = "Jane Doe, A&P mechanic"): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
  return Buffer.from(await pdf.save());
}

export async function makeDocx(text = "Jane Doe, A&P mechanic"): Promise<Buffer> {
  const document = new Document({ sections: [{ children: [new Paragraph(text)] }] });
  return Packer.toBuffer(document);
}

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** A valid zip (deflated entries) written by hand, so a test controls every entry. */
export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const compressed = zlib.deflateRawSync(entry.data);
    const crc = zlib.crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
);
const DOCUMENT_XML = Buffer.from(
  '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
);

/** A DOCX-shaped zip whose document inflates to `uncompressedBytes` of zeros (a few hundred KB packed). */
export function docxZipBomb(uncompressedBytes: number): Buffer {
  return buildZip([
    { name: "[Content_Types].xml", data: CONTENT_TYPES },
    { name: "word/document.xml", data: Buffer.alloc(uncompressedBytes) },
  ]);
}

/** A DOCX-shaped zip with `count` entries in all. */
export function docxWithManyEntries(count: number): Buffer {
  const entries: ZipEntry[] = [
    { name: "[Content_Types].xml", data: CONTENT_TYPES },
    { name: "word/document.xml", data: DOCUMENT_XML },
  ];
  for (let index = entries.length; index < count; index++) {
    entries.push({ name: `word/media/part${index}.xml`, data: Buffer.from("<x/>") });
  }
  return buildZip(entries);
}

/** A zip that is not a Word document (no word/document.xml). */
export function plainZip(): Buffer {
  return buildZip([{ name: "notes.txt", data: Buffer.from("hello") }]);
}
