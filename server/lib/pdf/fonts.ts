// The fonts every generated PDF embeds: DejaVu Sans Condensed and its bold (server/assets/fonts, with
// their license; narrow enough for the audit packet's seven-column tables), subset to the characters
// a document uses. The files sit in the source tree, which
// is what `npm start` and `npm run worker` run (tsx), so they are found beside this module at run
// time; they are read once per process (docs/decisions/0042-embedded-fonts.md).

import { readFileSync } from "node:fs";

const FONT_FILES = {
  regular: new URL("../../assets/fonts/DejaVuSansCondensed.ttf", import.meta.url),
  bold: new URL("../../assets/fonts/DejaVuSansCondensed-Bold.ttf", import.meta.url),
} as const;

export type FontStyle = keyof typeof FONT_FILES;

const loaded = new Map<FontStyle, Uint8Array>();

/** The TrueType bytes of a style, read on first use. */
export function fontBytes(style: FontStyle): Uint8Array {
  let bytes = loaded.get(style);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(FONT_FILES[style]));
    loaded.set(style, bytes);
  }
  return bytes;
}
