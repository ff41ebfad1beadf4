// The labelled resume corpus (EVAL_CORPUS, default ../shared/fixtures/resumes): each case's
// documents (TXT, PDF, DOCX where present), its expected data and its split from manifest.json.

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
  return readdirSync(directory)
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
        split: (splits.get(name) ?? "train") as CorpusSplit,
        expected: JSON.parse(readFileSync(path.join(directory, file), "utf8")) as ExpectedResume,
        files,
      };
    });
}
