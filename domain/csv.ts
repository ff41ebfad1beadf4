// CSV that opens correctly in a spreadsheet (docs/product.md §17.2): a UTF-8 byte order mark, every
// field quoted, quotes doubled, CRLF between rows, and a cell that a spreadsheet would run as a formula
// ('=', '+', '-', '@', a tab or a carriage return first) prefixed with an apostrophe.

const BYTE_ORDER_MARK = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = rows.map((row) => row.map(csvCell).join(","));
  return `${BYTE_ORDER_MARK}${lines.join("\r\n")}\r\n`;
}
