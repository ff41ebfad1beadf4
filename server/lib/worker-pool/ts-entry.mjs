// Entry of a pool's worker thread. The app runs TypeScript through tsx, which a worker thread does not
// inherit in every setup (tests, tsx's CLI), so the worker loads its module with tsx's own API.
import { workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

await tsImport(workerData.module, import.meta.url);
