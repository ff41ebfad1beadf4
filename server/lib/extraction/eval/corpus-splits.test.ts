// Where a corpus case's split comes from (corpus.ts): its own `.split` file when the corpus has them,
// so that a case being written beside the tuner (no `.split` yet) is check, never train.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadCorpus } from "./corpus";

const EXPECTED = JSON.stringify({ personal: {}, employment: [], airframe: [], powerplant: [], avionics: [] });
let directory = "";

function corpus(files: Record<string, string>) {
  directory = mkdtempSync(path.join(tmpdir(), "corpus-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(directory, name), text);
  return Object.fromEntries((loadCorpus(directory) ?? []).map((entry) => [entry.name, entry.split]));
}

afterEach(() => rmSync(directory, { recursive: true, force: true }));

describe("corpus splits", () => {
  it("takes each case's .split file, and a case without one is check", () => {
    expect(
      corpus({
        "01-a.expected.json": EXPECTED,
        "01-a.split": "train\n",
        "02-b.expected.json": EXPECTED,
        "02-b.split": "check\n",
        "03-c.expected.json": EXPECTED,
        "manifest.json": JSON.stringify([{ name: "03-c", split: "train" }]),
      }),
    ).toEqual({ "01-a": "train", "02-b": "check", "03-c": "check" });
  });

  it("takes the manifest where no case has a .split file, unlisted cases being train", () => {
    expect(
      corpus({
        "01-a.expected.json": EXPECTED,
        "02-b.expected.json": EXPECTED,
        "manifest.json": JSON.stringify([{ name: "02-b", split: "check" }]),
      }),
    ).toEqual({ "01-a": "train", "02-b": "check" });
  });
});
