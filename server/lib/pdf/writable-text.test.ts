import { PDFDocument, StandardFonts } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { toWritableText } from "./writable-text";

let canWrite: (codePoint: number) => boolean;

beforeAll(async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const set = new Set(font.getCharacterSet());
  canWrite = (codePoint) => set.has(codePoint);
});

describe("toWritableText", () => {
  it("keeps what WinAnsi has", () => {
    expect(toWritableText("Zoë Müller-Ståhl, 5 € … «ok»", canWrite)).toBe("Zoë Müller-Ståhl, 5 € … «ok»");
  });

  it("drops marks WinAnsi lacks and spells out letters Unicode does not decompose", () => {
    expect(toWritableText("Łukasz Wałęsa, Dvořák, Đorđe, Şahin", canWrite)).toBe(
      "Lukasz Walesa, Dvorák, Dorde, Sahin",
    );
  });

  it("writes one '?' for a character it cannot write, an emoji with its modifiers included", () => {
    expect(toWritableText("李 ✈️ 👍🏽 done", canWrite)).toBe("? ? ? done");
  });

  it("turns tabs into spaces, drops control and invisible characters, writes arrows as ASCII", () => {
    expect(toWritableText("a\tb\u0007c\u200bd → e", canWrite)).toBe("a bcd -> e");
  });

  it("never leaves a character the font would refuse", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const hostile = "Zoë Łukasz 李 👨‍👩‍👧 \u{10FFFF} \uD800 ﬁ ẞ \u2028 ✓";
    expect(() => font.encodeText(toWritableText(hostile, canWrite))).not.toThrow();
  });
});
