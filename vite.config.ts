import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiPort = process.env.PORT ?? "5000";

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every built text file worth compressing, once at
 * build time; the server sends the one the browser accepts (server/plugins/spa.ts, `preCompressed`).
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json)$/;
  return {
    name: "hangar-log:precompress",
    apply: "build",
    writeBundle(output, bundle) {
      const dir = output.dir ?? "";
      for (const fileName of Object.keys(bundle)) {
        if (!compressible.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        const brotli = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
        if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

export default defineConfig({
  root: "web",
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./web/src", import.meta.url)),
      "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
    },
  },
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    // No source maps in the published build (docs/security.md).
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Fewer, larger requests on the way to the first page (HTTP/1.1 sends one request at a time per
        // connection): everything the entry needs in one chunk instead of the entry plus a modulepreloaded
        // chunk per shared library; the lucide icons of the lazy pages in one chunk instead of one each; and
        // the small Radix building blocks the lazy pages share in one chunk instead of a dozen.
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: 2 },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
            {
              name: "radix",
              test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|context|compose-refs|presence|dismissable-layer|portal|id|slot|collection|direction|roving-focus|visually-hidden|use-[a-z-]+))[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${apiPort}`, "/healthz": `http://127.0.0.1:${apiPort}` },
  },
});
