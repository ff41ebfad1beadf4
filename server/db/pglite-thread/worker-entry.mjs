// Entry of the PGlite thread. The app runs TypeScript through tsx, which a worker thread does not
// inherit in every setup (tests, tsx's CLI), so the worker loads its TypeScript with tsx's own API.
import { tsImport } from "tsx/esm/api";

await tsImport("./worker.ts", import.meta.url);
