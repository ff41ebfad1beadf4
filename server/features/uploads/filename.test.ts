import { describe, expect, it } from "vitest";
import { displayFilename } from "./filename";

describe("displayFilename", () => {
  it("keeps only the last path segment", () => {
    expect(displayFilename("../../etc/passwd.pdf", "pdf")).toBe("passwd.pdf");
    expect(displayFilename("C:\\Users\\me\\..\\Resume 2024.docx", "docx")).toBe("Resume 2024.docx");
    expect(displayFilename("/abs/path/notes.txt", "txt")).toBe("notes.txt");
  });

  it("removes control and direction characters and leading dots", () => {
    expect(displayFilename("evil\u202Efdp.exe.pdf", "pdf")).toBe("evilfdp.exe.pdf");
    expect(displayFilename("line\r\nbreak\u0000.txt", "txt")).toBe("linebreak.txt");
    expect(displayFilename("...hidden.pdf", "pdf")).toBe("hidden.pdf");
    expect(displayFilename("  spaced \t  out  .pdf", "pdf")).toBe("spaced out.pdf");
  });

  it("falls back to a plain name and keeps the extension within the length bound", () => {
    expect(displayFilename(".pdf", "pdf")).toBe("document.pdf");
    expect(displayFilename("../..", "pdf")).toBe("document.pdf");
    expect(displayFilename("Resume.PDF", "pdf")).toBe("Resume.pdf");
    const long = displayFilename(`${"é".repeat(400)}.docx`, "docx");
    expect(Array.from(long)).toHaveLength(255);
    expect(long.endsWith(".docx")).toBe(true);
  });
});
