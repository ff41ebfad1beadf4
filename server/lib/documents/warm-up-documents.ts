// What a document worker thread reads once at start, so the first real document finds pdf.js loaded and
// the extractors' code compiled (docs/decisions/0061-cold-start.md). Invented, and never stored.

const RESUME_LINES = [
  "Jane Doe",
  "jane.doe@example.com",
  "Experience",
  "Aircraft Maintenance Technician, Skyline Air, Jan 2020 - Present",
  "Boeing 737-800, CFM56-7B",
];

export const WARM_UP_RESUME_TEXT = RESUME_LINES.join("\n");

export const WARM_UP_CERTIFICATE_TEXT = [
  "Certificate of Completion",
  "This certifies that Jane Doe has completed",
  "Human Factors in Aviation Maintenance - Recurrent",
  "Completed: March 4, 2024",
  "Certificate No. HF-1024",
  "Skyline Training Center",
].join("\n");

/** A one-page PDF of `lines` in Helvetica (ASCII without parentheses), with a correct cross-reference table. */
function minimalPdf(lines: readonly string[]): Uint8Array {
  const content = lines
    .map((line, index) => `BT /F1 10 Tf 20 ${180 - index * 14} Td (${line}) Tj ET`)
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** A fresh copy each time: the bytes are moved to the worker thread. */
export function warmUpResumePdf(): Uint8Array {
  return minimalPdf(RESUME_LINES);
}
