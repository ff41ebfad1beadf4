import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { constants, gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

// docs/product.md §13.6: the JavaScript a browser loads before the first page can render (the entry
// module of the built index.html and the chunks it modulepreloads), gzipped, stays within budget.
// Pages are lazy-loaded by the router, so they are not part of it.

const DIST = path.resolve("dist/web");
const BUDGET_BYTES = 150 * 1024;

type Tag = { attributes: Map<string, string> };

/** The opening tags named `name` in `html`, with their attributes (lower-case names). */
function tagsNamed(html: string, name: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))) {
    const attributes = new Map<string, string>();
    for (const attribute of (match[1] ?? "").matchAll(
      /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      attributes.set((attribute[1] ?? "").toLowerCase(), attribute[2] ?? attribute[3] ?? attribute[4] ?? "");
    }
    tags.push({ attributes });
  }
  return tags;
}

/** The entry scripts and modulepreloaded chunks of index.html, as paths under dist/web. */
function initialScripts(html: string): { entries: string[]; preloads: string[] } {
  const entries = tagsNamed(html, "script")
    .filter((tag) => tag.attributes.has("src"))
    .map((tag) => tag.attributes.get("src") ?? "");
  const preloads = tagsNamed(html, "link")
    .filter((tag) => (tag.attributes.get("rel") ?? "").split(/\s+/).includes("modulepreload"))
    .map((tag) => tag.attributes.get("href") ?? "");
  return { entries, preloads };
}

function gzipSize(file: string): { raw: number; gzip: number } {
  const content = readFileSync(file);
  return { raw: content.length, gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test("the initial JavaScript of the first page is at most 150 KB gzip", () => {
  const indexFile = path.join(DIST, "index.html");
  expect(existsSync(indexFile), `${indexFile} is missing: build the web app first (npm run build)`).toBe(
    true,
  );
  const { entries, preloads } = initialScripts(readFileSync(indexFile, "utf8"));
  expect(entries, "index.html has one entry script").toHaveLength(1);

  const files = [...new Set([...entries, ...preloads])];
  const rows = files.map((url) => {
    expect(url.startsWith("/"), `${url} is served from the site root`).toBe(true);
    const file = path.join(DIST, url);
    expect(existsSync(file), `${url} listed in index.html exists in dist/web`).toBe(true);
    return { url, ...gzipSize(file) };
  });
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);

  console.log(
    [
      `initial JavaScript: ${kb(total)} gzip (${kb(totalRaw)} raw) in ${rows.length} files; budget ${kb(BUDGET_BYTES)}`,
      ...rows.map((row) => `  ${kb(row.gzip).padStart(9)} gzip  ${kb(row.raw).padStart(9)} raw  ${row.url}`),
    ].join("\n"),
  );
  test.info().annotations.push({ type: "initial JavaScript (gzip)", description: kb(total) });
  expect(
    total,
    `initial JavaScript ${kb(total)} gzip is over the ${kb(BUDGET_BYTES)} budget`,
  ).toBeLessThanOrEqual(BUDGET_BYTES);
});

test("the HTML parsing finds module scripts and preloads however the attributes are written", () => {
  const html = `<head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="stylesheet" href="/assets/index.css">
    <link crossorigin href='/assets/b.js' rel='modulepreload'>
    <LINK REL="modulepreload" HREF="/assets/c.js" />
    <link rel="preload" as="font" href="/assets/font.woff2">
  </head>`;
  expect(initialScripts(html)).toEqual({
    entries: ["/assets/index-a.js"],
    preloads: ["/assets/b.js", "/assets/c.js"],
  });
});
