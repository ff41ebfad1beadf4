import { expect, test } from "./support/auth";
import { toast } from "./support/toast";

// The whole upload from the address PUBLIC_URL names (127.0.0.1) and from another one that reaches the
// same server (localhost): the local driver's upload URL is relative, so the browser PUTs to the page's
// own origin, which the CSP's connect-src 'self' allows (docs/decisions/0023-uploadfix-relative-upload-url.md).

const publicUrl = process.env.E2E_BASE_URL ?? "";
const ORIGINS = [
  { name: "127.0.0.1 (PUBLIC_URL)", baseURL: publicUrl },
  { name: "localhost (not PUBLIC_URL)", baseURL: publicUrl.replace("//127.0.0.1:", "//localhost:") },
];

for (const origin of ORIGINS) {
  test.describe(`upload from ${origin.name}`, () => {
    test.use({ baseURL: origin.baseURL });

    test("presign, PUT to storage and complete, then the document is listed", async ({ userPage: page }) => {
      const blocked: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to connect/i.test(message.text())) blocked.push(message.text());
      });
      const storagePut = page.waitForRequest(
        (request) => request.method() === "PUT" && request.url().includes("/api/storage/"),
      );

      await page.goto("/upload");
      expect(new URL(page.url()).origin).toBe(new URL(origin.baseURL).origin);
      // A fresh origin loads every chunk anew; a loaded 2-core machine may take a while.
      await expect(page.getByRole("heading", { level: 1, name: "Upload Documents" })).toBeVisible({
        timeout: 20_000,
      });
      await page.getByLabel("Choose a file to upload").setInputFiles({
        name: "origin-check.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("Jordan Sparks\nAviation Maintenance Technician\n"),
      });

      // The PUT went to the page's own origin, not to PUBLIC_URL.
      expect(new URL((await storagePut).url()).origin).toBe(new URL(origin.baseURL).origin);
      await expect(toast(page, "Upload successful")).toBeVisible();
      await expect(page.getByRole("cell", { name: "origin-check.txt", exact: true })).toBeVisible();
      await expect(page.getByText("Failed to upload file to storage")).toHaveCount(0);
      expect(blocked).toEqual([]);
    });
  });
}
