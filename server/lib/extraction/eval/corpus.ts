// The labelled resume corpus (EVAL_CORPUS, default ../shared/fixtures/resumes): each case's
// documents (TXT, PDF, DOCX where present), its expected data and its split. A corpus whose cases
// carry `NN-slug.split` files takes each split from that file alone, and a case without one is
// check: a case being written beside the tuner is then never read, scored or shown as train.
// Otherwise the split comes from manifest.json (unlisted cases are train, as they always were).

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ExpectedResume } from "./compare";

export const CORPUS_FORMATS = ["txt", "pdf", "docx"] as const;
export type CorpusFormat = (typeof CORPUS_FORMATS)[number];
export type CorpusSplit = "train" | "check";

export interface CorpusCase {
  name: string;
  split: CorpusSplit;
  expected: ExpectedResume;
  /** The case's files by format; only formats present on disk. */
  files: Partial<Record<CorpusFormat, string>>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const REPOSITORY_ROOT = path.resolve(here, "../../../..");

export function corpusDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(REPOSITORY_ROOT, env.EVAL_CORPUS ?? "../shared/fixtures/resumes");
}

/** Null when the folder is absent, so that callers can say so instead of passing on nothing. */
export function loadCorpus(directory: string): CorpusCase[] | null {
  if (!existsSync(directory)) return null;
  const manifestPath = path.join(directory, "manifest.json");
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, "utf8")) as { name: string; split?: string }[])
    : [];
  const splits = new Map(manifest.map((entry) => [entry.name, entry.split === "check" ? "check" : "train"]));
  const names = readdirSync(directory);
  const splitFiles = names.some((file) => file.endsWith(".split"));
  const splitOf = (name: string): CorpusSplit =>
    splitFiles ? splitFileSays(directory, name) : ((splits.get(name) ?? "train") as CorpusSplit);
  return names
    .filter((file) => file.endsWith(".expected.json"))
    .sort()
    .map((file) => {
      const name = file.slice(0, -".expected.json".length);
      const files: CorpusCase["files"] = {};
      for (const format of CORPUS_FORMATS) {
        const candidate = path.join(directory, `${name}.${format}`);
        if (existsSync(candidate)) files[format] = candidate;
      }
      return {
        name,
        split: splitOf(name),
        expected: JSON.parse(readFileSync(path.join(directory, file), "utf8")) as ExpectedResume,
        files,
      };
    });
}

function splitFileSays(directory: string, name: string): CorpusSplit {
  const file = path.join(directory, `${name}.split`);
  return existsSync(file) && readFileSync(file, "utf8").trim() === "train" ? "train" : "check";
}
