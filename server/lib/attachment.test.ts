import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./attachment";

describe("attachmentDisposition", () => {
  it("keeps a plain name as it is", () => {
    expect(attachmentDisposition("hazmat-2026.pdf")).toBe(`attachment; filename="hazmat-2026.pdf"`);
  });

  it("gives an ASCII fallback and the exact name in UTF-8", () => {
    expect(attachmentDisposition('Zoë "run-up" 李.pdf')).toBe(
      `attachment; filename="Zo_ _run-up_ _.pdf"; filename*=UTF-8''Zo%C3%AB%20%22run-up%22%20%E6%9D%8E.pdf`,
    );
  });

  it("never leaves the header open to another parameter or line", () => {
    const header = attachmentDisposition('a";\r\nx-evil: 1');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="a_;__x-evil: 1"; ')).toBe(true);
  });
});
