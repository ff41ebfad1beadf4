import { describe, expect, it } from "vitest";
import { MAPPING_THRESHOLD, mappingTokens, proposeMappings, scoreMappings } from "./mapping";

const ITEMS = [
  { id: "hf", name: "Human Factors Recurrent", keywords: ["human factors", "dirty dozen"], ataChapter: null },
  { id: "fts", name: "Fuel Tank Safety", keywords: ["FTS", "SFAR 88"], ataChapter: "ATA 28" },
  { id: "taxi", name: "Taxi Authorization", keywords: ["taxi"] },
  { id: "fire", name: "Fire Extinguisher Training", description: "Hangar fire safety" },
];

describe("mapping a certificate to checklist items", () => {
  it("ranks the item whose words and keywords the title names first, and says why", () => {
    const [best, ...rest] = scoreMappings({ courseTitle: "Human Factors in Maintenance – Recurrent" }, ITEMS);
    expect(best).toEqual({
      itemId: "hf",
      score: expect.any(Number),
      why: { titleWords: ["human", "factor", "recurrent"], keywords: ["human factors"], ataChapter: null },
    });
    expect(best!.score).toBeGreaterThan(0.85);
    expect(rest.every((mapping) => mapping.score < MAPPING_THRESHOLD)).toBe(true);
  });

  it("counts a keyword or the ATA chapter named only in the document's text", () => {
    const [best] = proposeMappings(
      { courseTitle: "Phase 1 and 2 awareness", text: "SFAR 88 requirements, ATA 28 fuel system" },
      ITEMS,
    );
    expect(best).toMatchObject({ itemId: "fts", why: { keywords: ["SFAR 88"], ataChapter: "28" } });
    expect(best!.score).toBeGreaterThanOrEqual(MAPPING_THRESHOLD);
  });

  it("scores within 0..1 and proposes nothing for an unrelated course", () => {
    const all = scoreMappings({ courseTitle: "Customer Service Excellence", text: "chapter 5" }, ITEMS);
    expect(all.every((mapping) => mapping.score >= 0 && mapping.score <= 1)).toBe(true);
    expect(proposeMappings({ courseTitle: "Customer Service Excellence" }, ITEMS)).toEqual([]);
    expect(proposeMappings({ courseTitle: null }, ITEMS)).toEqual([]);
  });

  it("does not take a word inside another word for a match", () => {
    expect(proposeMappings({ courseTitle: "Taxiway lighting maintenance" }, ITEMS)).toEqual([]);
  });

  it("tolerates case, accents, plurals and hyphens", () => {
    expect(mappingTokens("Engine Run-Up, Fuel TANKS — Sécurité")).toEqual([
      "engine",
      "run",
      "up",
      "fuel",
      "tank",
      "securite",
    ]);
  });
});
