// The one layout of every PDF the app makes (audit packet, KA-310 work history, employment summary,
// experience letters): a plain document of selectable text on A4 pages: headings, paragraphs, label /
// value fields and tables as aligned text rows, wrapped to the page and broken onto new pages cleanly
// (a table's header is repeated on each page it continues on), with a footer on every page naming the
// document, its generation time and 'Page N of M'. DejaVu Sans embedded as a subset (./fonts.ts); a
// character the font lacks is replaced first (./writable-text.ts).

import fontkit from "@pdf-lib/fontkit";
import {
  beginText,
  endText,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from "pdf-lib";
import { fontBytes } from "./fonts";
import { toWritableText } from "./writable-text";

/** A4, portrait: [width, height] in points. */
const A4: readonly [number, number] = [595.28, 841.89];
const MARGIN = 50;
const FOOTER_Y = 28;
const BOTTOM = MARGIN + 10;

const BODY_SIZE = 9.5;
const TABLE_SIZE = 8.5;
const LINE_GAP = 3;
const CELL_GAP = 6;
const TEXT_COLOR = rgb(0.1, 0.1, 0.12);
const MUTED_COLOR = rgb(0.38, 0.38, 0.42);
const RULE_COLOR = rgb(0.75, 0.75, 0.78);

/**
 * Tifinagh is the one script DejaVu has glyphs for that fontkit sends to its Universal Shaping Engine,
 * whose build needs a `regeneratorRuntime` global and throws without it; its letters print as '?'
 * like any other the font cannot write (a scan of every code point of both fonts found no other).
 */
function needsUnshapeableScript(codePoint: number): boolean {
  return codePoint >= 0x2d30 && codePoint <= 0x2d7f;
}

export interface TextPdfMetadata {
  title: string;
  author: string;
  /** When the document was made (the app's clock), written into its properties. */
  createdAt: Date;
  /** Left of the page number on every page, followed by the generation time. */
  footer: string;
  /** A4 turned sideways, for wide tables (the skills matrix); portrait when absent. */
  landscape?: boolean;
  /** A line at the top of every page (the logbook's technician and certificate); none when absent. */
  header?: string;
}

/** '2026-11-24 06:05 UTC': the same instant for every reader, wherever the document is opened. */
export function utcWords(instant: Date | string): string {
  const iso = (typeof instant === "string" ? new Date(instant) : instant).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export interface TableColumn {
  header: string;
  /** Share of the content width; the shares of a table add up to 1. */
  share: number;
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
}

export class TextPdf {
  private page!: PDFPage;
  /** The fonts' names in the current page's resources. */
  private fontKeys!: { regular: string; bold: string };
  private y!: number;
  private readonly pageWidth: number;
  private readonly pageHeight: number;
  /** The width between the margins. */
  readonly contentWidth: number;
  /** Per font, each character's advance at size 1 (see widthOf). */
  private readonly advances = new Map<PDFFont, Map<string, number>>();
  /** Per font, each character's glyph code in hex (see encode). */
  private readonly glyphCodes = new Map<PDFFont, Map<string, string>>();

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly writable: Set<number>,
    private readonly metadata: TextPdfMetadata,
  ) {
    [this.pageWidth, this.pageHeight] = metadata.landscape ? [A4[1], A4[0]] : A4;
    this.contentWidth = this.pageWidth - 2 * MARGIN;
    this.newPage();
  }

  static async create(metadata: TextPdfMetadata): Promise<TextPdf> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    // Subsets: only the glyphs a document uses are embedded (a few kilobytes instead of 700).
    const regular = await doc.embedFont(fontBytes("regular"), { subset: true });
    const bold = await doc.embedFont(fontBytes("bold"), { subset: true });
    doc.setTitle(metadata.title);
    doc.setAuthor(metadata.author);
    doc.setCreator(metadata.author);
    doc.setCreationDate(metadata.createdAt);
    doc.setModificationDate(metadata.createdAt);
    // What both styles can write, so a string measured in one style is drawn in either.
    const boldCharacters = new Set(bold.getCharacterSet());
    const writable = new Set(
      regular
        .getCharacterSet()
        .filter((codePoint) => boldCharacters.has(codePoint) && !needsUnshapeableScript(codePoint)),
    );
    return new TextPdf(doc, regular, bold, writable, metadata);
  }

  /** The document's title line. */
  title(text: string): void {
    this.lines(text, { size: 18, bold: true }, this.contentWidth, MARGIN);
    this.gap(4);
  }

  /** A section heading, kept on the same page as at least a few lines of what follows. */
  heading(text: string): void {
    this.gap(10);
    this.ensureRoom(14 + 4 * lineHeight(BODY_SIZE));
    this.lines(text, { size: 13, bold: true }, this.contentWidth, MARGIN);
    this.rule();
  }

  subheading(text: string): void {
    this.gap(6);
    this.ensureRoom(11 + 3 * lineHeight(BODY_SIZE));
    this.lines(text, { size: 10.5, bold: true }, this.contentWidth, MARGIN);
    this.gap(2);
  }

  paragraph(text: string, style: TextStyle = {}): void {
    this.lines(text, style, this.contentWidth, MARGIN);
    this.gap(2);
  }

  /** Label / value pairs, the labels in a column of their own; values wrap within theirs. */
  fields(pairs: readonly (readonly [string, string])[]): void {
    this.table(
      [
        { header: "", share: 0.3 },
        { header: "", share: 0.7 },
      ],
      pairs.map(([label, value]) => [label, value]),
      { headerless: true, boldFirstColumn: true, size: BODY_SIZE },
    );
  }

  /** Rows of wrapped cells aligned under their headers; a row starts on a new page rather than split, unless it is taller than a page. */
  table(
    columns: readonly TableColumn[],
    rows: readonly (readonly string[])[],
    options: {
      headerless?: boolean;
      boldFirstColumn?: boolean;
      size?: number;
      /**
       * A line under the rows of each page the table covers (the logbook's page totals), given the
       * indexes of the rows that start on that page.
       */
      pageTotal?: (rowIndexes: readonly number[]) => string;
    } = {},
  ): void {
    const size = options.size ?? TABLE_SIZE;
    const widths = columns.map((column) => column.share * this.contentWidth);
    const starts = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((a, b) => a + b, 0));
    const height = lineHeight(size);
    const { pageTotal } = options;
    // Room kept at the bottom of each page for its total line.
    const reserve = pageTotal ? height + 9 : 0;
    let rowsOnPage: number[] = [];
    const drawPageTotal = () => {
      if (!pageTotal || rowsOnPage.length === 0) return;
      this.rule();
      this.drawLine(this.safe(pageTotal(rowsOnPage)), MARGIN, this.y, { size, bold: true });
      this.y -= height;
      rowsOnPage = [];
    };
    const drawHeader = () => {
      if (options.headerless) return;
      columns.forEach((column, index) => {
        this.drawLine(column.header, starts[index] ?? MARGIN, this.y, { size, bold: true, muted: true });
      });
      this.y -= height;
      this.rule();
    };
    const nextPage = () => {
      drawPageTotal();
      this.newPage();
      drawHeader();
    };
    this.ensureRoom((options.headerless ? 0 : 2 * height + 4) + height + reserve);
    drawHeader();
    for (const [rowIndex, row] of rows.entries()) {
      const cells = row.map((cell, index) =>
        this.wrap(
          cell,
          { size, bold: options.boldFirstColumn === true && index === 0 },
          (widths[index] ?? this.contentWidth) - CELL_GAP,
        ),
      );
      const rowLines = Math.max(1, ...cells.map((lines) => lines.length));
      const rowHeight = rowLines * height + LINE_GAP;
      if (
        this.y - rowHeight < BOTTOM + reserve &&
        rowHeight <= this.pageHeight - MARGIN - BOTTOM - reserve - 2 * height
      )
        nextPage();
      rowsOnPage.push(rowIndex);
      for (let line = 0; line < rowLines; line++) {
        if (this.y - height < BOTTOM + reserve) nextPage();
        // One line of every cell at a time, so a reader selects and hears the row in reading order.
        this.drawRun(
          cells.map((lines, index) => ({
            text: lines[line] ?? "",
            x: starts[index] ?? MARGIN,
            style: { size, bold: options.boldFirstColumn === true && index === 0 },
          })),
          this.y,
        );
        this.y -= height;
      }
      this.y -= LINE_GAP;
    }
    drawPageTotal();
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** What follows starts on a new page (one letter per employer), unless this page is still empty. */
  pageBreak(): void {
    if (this.y < this.pageHeight - MARGIN) this.newPage();
  }

  /** The finished file: every page gets its footer and 'Page N of M'. */
  async toBytes(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    const footer = this.safe(`${this.metadata.footer} - generated ${utcWords(this.metadata.createdAt)}`);
    const header = this.metadata.header ? this.safe(this.metadata.header) : null;
    pages.forEach((page, index) => {
      const number = `Page ${index + 1} of ${pages.length}`;
      const numberWidth = this.widthOf(number, this.regular, 8);
      page.drawText(number, {
        x: this.pageWidth - MARGIN - numberWidth,
        y: FOOTER_Y,
        size: 8,
        font: this.regular,
        color: MUTED_COLOR,
      });
      if (header)
        page.drawText(this.fit(header, this.contentWidth, 8), {
          x: MARGIN,
          y: this.pageHeight - MARGIN + 16,
          size: 8,
          font: this.regular,
          color: MUTED_COLOR,
        });
      const room = this.contentWidth - numberWidth - 20;
      page.drawText(this.fit(footer, room, 8), {
        x: MARGIN,
        y: FOOTER_Y,
        size: 8,
        font: this.regular,
        color: MUTED_COLOR,
      });
    });
    return this.doc.save();
  }

  // --- Drawing ----------------------------------------------------------------------------------

  private lines(text: string, style: TextStyle, width: number, x: number): void {
    const size = style.size ?? BODY_SIZE;
    for (const line of this.wrap(text, style, width)) {
      this.ensureRoom(lineHeight(size));
      this.drawLine(line, x, this.y, style);
      this.y -= lineHeight(size);
    }
  }

  private drawLine(text: string, x: number, y: number, style: TextStyle): void {
    this.drawRun([{ text, x, style }], y);
  }

  /**
   * Pieces of text on one line (y is its top; each baseline sits one font size below), written as one
   * text object with the page's own font names: drawText would add a font entry per call.
   */
  private drawRun(parts: readonly { text: string; x: number; style: TextStyle }[], y: number): void {
    const operators = [pushGraphicsState(), beginText()];
    for (const { text, x, style } of parts) {
      if (text === "") continue;
      const size = style.size ?? BODY_SIZE;
      const font = style.bold ? this.bold : this.regular;
      operators.push(
        setFillingColor(style.muted ? MUTED_COLOR : TEXT_COLOR),
        setFontAndSize(style.bold ? this.fontKeys.bold : this.fontKeys.regular, size),
        setTextMatrix(1, 0, 0, 1, x, y - size),
        showText(this.encode(text, font)),
      );
    }
    operators.push(endText(), popGraphicsState());
    this.page.pushOperators(...operators);
  }

  private rule(): void {
    this.gap(2);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: this.pageWidth - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE_COLOR,
    });
    this.gap(5);
  }

  private ensureRoom(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage([this.pageWidth, this.pageHeight]);
    this.fontKeys = {
      regular: this.page.node.newFontDictionary(this.regular.name, this.regular.ref).decodeText(),
      bold: this.page.node.newFontDictionary(this.bold.name, this.bold.ref).decodeText(),
    };
    this.y = this.pageHeight - MARGIN;
  }

  // --- Text -------------------------------------------------------------------------------------

  private safe(text: string): string {
    return toWritableText(text, (codePoint) => this.writable.has(codePoint));
  }

  /**
   * The text as the font's glyph codes, one character at a time: the same glyphs and widths widthOf
   * counts, and each character goes through fontkit's shaping once per document instead of every
   * line (which took 90 % of the audit packet's time). Registers each glyph in the font's subset.
   */
  private encode(text: string, font: PDFFont): PDFHexString {
    let codes = this.glyphCodes.get(font);
    if (!codes) {
      codes = new Map();
      this.glyphCodes.set(font, codes);
    }
    let hex = "";
    for (const character of text) {
      let code = codes.get(character);
      if (code === undefined) {
        code = font.encodeText(character).toString().slice(1, -1);
        codes.set(character, code);
      }
      hex += code;
    }
    return PDFHexString.of(hex);
  }

  /**
   * The width of text drawn without kerning: its characters' advances added up. Each character is
   * measured once per font; fontkit's layout on every call made the audit packet ten times slower.
   */
  private widthOf(text: string, font: PDFFont, size: number): number {
    let advances = this.advances.get(font);
    if (!advances) {
      advances = new Map();
      this.advances.set(font, advances);
    }
    let total = 0;
    for (const character of text) {
      let advance = advances.get(character);
      if (advance === undefined) {
        advance = font.widthOfTextAtSize(character, 1);
        advances.set(character, advance);
      }
      total += advance;
    }
    return total * size;
  }

  /** The text in lines no wider than `width`: paragraphs kept, words moved whole, a word too long for a line cut. */
  private wrap(text: string, style: TextStyle, width: number): string[] {
    const font = style.bold ? this.bold : this.regular;
    const size = style.size ?? BODY_SIZE;
    const widthOf = (value: string) => this.widthOf(value, font, size);
    // Text is drawn without kerning, so a line is as wide as its words and spaces added up.
    const space = widthOf(" ");
    const lines: string[] = [];
    for (const paragraph of text.replace(/\r\n?/g, "\n").split("\n")) {
      let line = "";
      let lineWidth = 0;
      for (const word of this.safe(paragraph).split(/ +/)) {
        const wordWidth = widthOf(word);
        const candidateWidth = line === "" ? wordWidth : lineWidth + space + wordWidth;
        if (candidateWidth <= width) {
          line = line === "" ? word : `${line} ${word}`;
          lineWidth = candidateWidth;
          continue;
        }
        if (line !== "") lines.push(line);
        let rest = word;
        while (widthOf(rest) > width) {
          const cut = this.longestFit(rest, width, widthOf);
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
        lineWidth = widthOf(rest);
      }
      lines.push(line);
    }
    return lines;
  }

  private longestFit(text: string, width: number, widthOf: (value: string) => number): number {
    let cut = 1;
    while (cut < text.length && widthOf(text.slice(0, cut + 1)) <= width) cut++;
    return cut;
  }

  /** One line, shortened with '...' when it is wider than `width`. */
  private fit(text: string, width: number, size: number): string {
    if (this.widthOf(text, this.regular, size) <= width) return text;
    let cut = text.length;
    while (cut > 0 && this.widthOf(`${text.slice(0, cut)}...`, this.regular, size) > width) cut--;
    return `${text.slice(0, cut)}...`;
  }
}

function lineHeight(size: number): number {
  return size + LINE_GAP;
}
