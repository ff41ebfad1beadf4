// Text a font can write: pdf-lib throws on a character the embedded font has no glyph for. The
// embedded DejaVu Sans writes Latin, Greek and Cyrillic letters and most symbols; for the rest, letters
// with marks lose the marks when the bare letter exists, a few letters are spelled out, and anything
// else (李, most emoji) becomes '?', so a PDF is always made and nothing is silently dropped
// (docs/decisions/0042-embedded-fonts.md). The file names of downloads use the same step
// restricted to ASCII.

/** Letters that Unicode does not decompose into a base letter and a mark. */
const SPELLED_OUT: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŀ: "L",
  ŀ: "l",
  ŉ: "'n",
  Ŋ: "N",
  ŋ: "n",
  Ŧ: "T",
  ŧ: "t",
  ſ: "s",
  ẞ: "SS",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2212": "-",
  "\u2192": "->",
  "\u2190": "<-",
  "\u00a0": " ",
  "\u2007": " ",
  "\u2009": " ",
  "\u202f": " ",
};

const COMBINING_MARKS = /\p{M}/gu;
const FORMAT_CHARACTERS = /[\p{Cf}]/u;

/**
 * Text the font can write: each character kept when `canWrite` says so, else its base letter, its
 * spelled-out form, or '?' (one per user-perceived character, never per UTF-16 half).
 * Tabs become spaces; other control and invisible format characters are dropped.
 */
export function toWritableText(text: string, canWrite: (codePoint: number) => boolean): string {
  let out = "";
  for (const character of text.normalize("NFC")) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (character === "\t") {
      out += " ";
    } else if (
      codePoint < 0x20 ||
      (codePoint >= 0x7f && codePoint < 0xa0) ||
      FORMAT_CHARACTERS.test(character)
    ) {
      // Control characters and zero-width joiners (inside emoji sequences) write nothing.
    } else if (canWrite(codePoint)) {
      out += character;
    } else if (SPELLED_OUT[character] !== undefined) {
      out += SPELLED_OUT[character];
    } else {
      out += baseLetters(character, canWrite) ?? (isEmojiPart(codePoint) && out.endsWith("?") ? "" : "?");
    }
  }
  return out;
}

/** The character without its marks (NFKD: 'ő' → 'o', 'ﬁ' → 'fi'), when every part can be written. */
function baseLetters(character: string, canWrite: (codePoint: number) => boolean): string | null {
  const decomposed = character.normalize("NFKD").replace(COMBINING_MARKS, "");
  if (decomposed === "" || decomposed === character) return null;
  for (const part of decomposed) if (!canWrite(part.codePointAt(0) ?? 0)) return null;
  return decomposed;
}

/** Skin tones and variation selectors belong to the emoji before them: one '?' for the whole. */
function isEmojiPart(codePoint: number): boolean {
  return (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff) || (codePoint >= 0xfe00 && codePoint <= 0xfe0f);
}
