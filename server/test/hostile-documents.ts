// The documents a penetration test used to stall or crash the server (test helper, not used by the
// app): each is small on disk and costly to read. See docs/security.md.

import zlib from "node:zlib";
import { buildZip } from "./documents";

/** A DOCX whose `word/document.xml` inflates to about `megabytes` MB of tiny paragraphs. */
export function paragraphBombDocx(megabytes = 95): Buffer {
  const paragraph = "<w:p><w:r><w:t>a</w:t></w:r></w:p>";
  const body = paragraph.repeat(Math.ceil((megabytes * 1024 * 1024) / paragraph.length));
  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  return buildZip([
    {
      name: "[Content_Types].xml",
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: "_rels/.rels",
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    { name: "word/document.xml", data: Buffer.from(xml) },
  ]);
}

/** A plain-text resume of a name, a long run of spaces and one letter. */
export function spaceRunText(spaces = 80_000): Buffer {
  return Buffer.from(`Jane Doe${" ".repeat(spaces)}x\n`);
}

/** A one-page PDF whose content stream holds `operators` text-showing operators (deflated). */
export function operatorFloodPdf(operators = 2_000_000): Buffer {
  const content = zlib.deflateSync(Buffer.from(`BT /F1 1 Tf ${"(a) Tj ".repeat(operators)}ET`), { level: 9 });
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    null,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const push = (chunk: Buffer) => {
    parts.push(chunk);
    length += chunk.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    if (body === null) {
      push(Buffer.from(`${index + 1} 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`));
      push(content);
      push(Buffer.from("\nendstream\nendobj\n"));
    } else {
      push(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`));
    }
  });
  const xref = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}
