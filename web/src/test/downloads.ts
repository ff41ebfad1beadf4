// The browser's download, caught: every file the app hands to a temporary link is recorded with its
// name and content instead of being saved. Call in a test (or beforeEach); vi.restoreAllMocks undoes it.

import { vi } from "vitest";

export interface SavedFile {
  name: string;
  blob: Blob;
}

export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    "URL",
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        const url = `blob:download-${blobs.size}`;
        blobs.set(url, blob);
        return url;
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) ?? new Blob() });
  });
  return saved;
}

/** An answer of a file to save, as the API sends a PDF. */
export function fileResponse(filename: string, body = "%PDF-1.7 test", type = "application/pdf"): Response {
  return new Response(body, {
    headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${filename}"` },
  });
}
