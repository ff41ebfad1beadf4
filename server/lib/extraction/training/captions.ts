// A value printed over its caption, as certificate designs lay out a name, a title or a date on a
// line with the caption below it ('Ravi Kumar' over 'Participant', 'Robert Lee' over 'Instructor',
// side by side). The caption is a label with no colon; the value is the cell right above it, past a
// line drawn for a signature.

import type { CertificateText } from "./certificate-text";
import { type LabelledField, labelOf } from "./labels";

const RULE = /^[_.\-–—\s]+$/;

function captionField(cell: string): LabelledField | null {
  if (cell.includes(":")) return null;
  const match = labelOf(cell);
  return match && match.rest === "" && !match.label.inline ? match.label.field : null;
}

/** Every value captioned as `field` (by a caption `caption` accepts), in document order. */
export function captionedValues(
  text: CertificateText,
  field: LabelledField,
  caption: RegExp = /./,
): string[] {
  const values: string[] = [];
  for (let index = 1; index < text.lines.length; index++) {
    const captions = text.cells[index]!;
    if (!captions.some((cell) => captionField(cell) === field)) continue;
    // Every cell of the caption line is a caption: a line of words is not.
    if (!captions.every((cell) => captionField(cell) !== null)) continue;
    let above = index - 1;
    if (RULE.test(text.lines[above]!) && above > 0) above--;
    const cells = text.cells[above]!;
    if (cells.length !== captions.length || cells.some((cell) => labelOf(cell) || RULE.test(cell))) continue;
    captions.forEach((name, position) => {
      if (captionField(name) === field && caption.test(name)) values.push(cells[position]!);
    });
  }
  return values;
}
