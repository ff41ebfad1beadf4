// PDF text with unpdf's bundled pdf.js (never a second pdfjs-dist in the process). Text items are
// put back on their lines by position, gaps are kept, and two-column pages are read column by
// column, so the resume extractor sees the text in reading order.

import { getResolvedPDFJS } from "unpdf";
import { DOCUMENT_ERROR_MESSAGES, DocumentError } from "./document-error";
import { type LayoutChunk, type LayoutRow, readingOrder } from "./layout";
import type { ExtractionBudget } from "./limits";

interface PositionedText {
  x: number;
  y: number;
  width: number;
  size: number;
  text: string;
}

/** Enough of pdf.js' text item for layout. */
interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

function isTextItem(item: unknown): item is TextItemLike {
  return typeof item === "object" && item !== null && "str" in item && "transform" in item;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Items of one page grouped into rows of chunks, top to bottom, with blank rows for wide gaps. */
export function pageRows(items: readonly PositionedText[]): LayoutRow[] {
  const sorted = items.filter((item) => item.text.trim() !== "").sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PositionedText[][] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    const reference = line?.[0];
    if (line && reference && Math.abs(reference.y - item.y) <= Math.max(reference.size, item.size) * 0.45) {
      line.push(item);
    } else {
      lines.push([item]);
    }
  }
  const fontSize = median(sorted.map((item) => item.size)) || 10;
  const spacing =
    median(lines.slice(1).map((line, index) => lines[index]![0]!.y - line[0]!.y)) || fontSize * 1.2;
  const rows: LayoutRow[] = [];
  lines.forEach((line, index) => {
    if (index > 0) {
      const gap = lines[index - 1]![0]!.y - line[0]!.y;
      if (gap > Math.max(spacing * 1.6, fontSize * 1.8)) rows.push([]);
    }
    rows.push(lineChunks(line));
  });
  return rows;
}

/** Words closer than about a space are one chunk; a wider gap (a tab stop, a gutter) starts another. */
function lineChunks(line: PositionedText[]): LayoutChunk[] {
  const chunks: LayoutChunk[] = [];
  for (const item of [...line].sort((a, b) => a.x - b.x)) {
    const text = item.text.replace(/\s+/g, " ");
    const current = chunks.at(-1);
    const gap = current ? item.x - current.end : Number.POSITIVE_INFINITY;
    if (current && gap <= item.size * 1.2) {
      const glue = gap > item.size * 0.12 && !current.text.endsWith(" ") && !text.startsWith(" ") ? " " : "";
      current.text += glue + text;
      current.end = Math.max(current.end, item.x + item.width);
    } else {
      chunks.push({ start: item.x, end: item.x + item.width, text });
    }
  }
  for (const chunk of chunks) chunk.text = chunk.text.trim();
  return chunks.filter((chunk) => chunk.text !== "");
}

type PdfJs = Awaited<ReturnType<typeof getResolvedPDFJS>>;
type LoadingTask = ReturnType<PdfJs["getDocument"]>;
type PdfDocument = Awaited<LoadingTask["promise"]>;

function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  return head.includes("%PDF-");
}

function toDocumentError(error: unknown): DocumentError {
  if (error instanceof DocumentError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (name === "PasswordException") {
    return new DocumentError("encrypted", DOCUMENT_ERROR_MESSAGES.encryptedPdf, { cause: error });
  }
  return new DocumentError("corrupt", DOCUMENT_ERROR_MESSAGES.corruptPdf, { cause: error });
}

async function hasImages(pdfjs: PdfJs, pdf: PdfDocument, pages: number): Promise<boolean> {
  const imageOps = new Set<number>([
    pdfjs.OPS.paintImageXObject,
    pdfjs.OPS.paintInlineImageXObject,
    pdfjs.OPS.paintImageMaskXObject,
    pdfjs.OPS.paintImageXObjectRepeat,
  ]);
  for (let number = 1; number <= pages; number++) {
    const page = await pdf.getPage(number);
    const operators = await page.getOperatorList();
    if (operators.fnArray.some((op) => imageOps.has(op))) return true;
  }
  return false;
}

export interface PdfText {
  text: string;
  pages: number;
  truncated: boolean;
}

/** Reads up to the budget's pages and characters. `onTask` lets the caller cancel on a timeout. */
export async function extractPdfText(
  bytes: Uint8Array,
  budget: ExtractionBudget,
  onTask: (cancel: () => void) => void,
): Promise<PdfText> {
  if (!isPdf(bytes)) throw new DocumentError("corrupt", DOCUMENT_ERROR_MESSAGES.corruptPdf);
  const pdfjs = await getResolvedPDFJS();
  // pdf.js may take over the buffer it is given: hand it a copy.
  const task: LoadingTask = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  onTask(() => void task.destroy());
  let pdf: PdfDocument;
  try {
    pdf = await task.promise;
  } catch (error) {
    throw toDocumentError(error);
  }
  try {
    const pages = Math.min(pdf.numPages, budget.maxPages);
    const texts: string[] = [];
    let characters = 0;
    let truncated = pdf.numPages > pages;
    for (let number = 1; number <= pages; number++) {
      budget.check();
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const items = content.items.flatMap((item: unknown): PositionedText[] =>
        isTextItem(item)
          ? [
              {
                x: item.transform[4]!,
                y: item.transform[5]!,
                width: item.width,
                size: Math.hypot(item.transform[2]!, item.transform[3]!) || item.height || 10,
                text: item.str,
              },
            ]
          : [],
      );
      const rows = pageRows(items);
      const tolerance = median(items.map((item) => item.size)) * 0.6 || 6;
      const text = readingOrder(rows, { tolerance }).join("\n").trim();
      texts.push(text);
      characters += text.length;
      if (characters >= budget.maxCharacters) {
        truncated = truncated || number < pages || characters > budget.maxCharacters;
        break;
      }
    }
    const text = texts
      .join("\n\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim();
    if (text === "") {
      if (pdf.numPages === 0) throw new DocumentError("no_text", DOCUMENT_ERROR_MESSAGES.noText);
      const scanned = await hasImages(pdfjs, pdf, pages);
      throw scanned
        ? new DocumentError("no_text_layer", DOCUMENT_ERROR_MESSAGES.noTextLayer)
        : new DocumentError("no_text", DOCUMENT_ERROR_MESSAGES.noText);
    }
    return { text, pages: pdf.numPages, truncated };
  } catch (error) {
    throw toDocumentError(error);
  } finally {
    await pdf.destroy();
  }
}

/** Loads pdf.js ahead of the first document, so the first upload after a start is as fast as the rest. */
export async function loadPdfEngine(): Promise<void> {
  await getResolvedPDFJS();
}
