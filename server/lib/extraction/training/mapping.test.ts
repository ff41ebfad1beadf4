import { describe, expect, it } from "vitest";
import { MAPPING_THRESHOLD, mappingTokens, proposeMappings, scoreMappings, withAliases } from "./mapping";

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

  it("counts the ATA chapter only for an item the course names, never for a shared word alone", () => {
    const engineItems = [
      { id: "borescope", name: "Borescope inspection", keywords: ["borescope"], ataChapter: "72" },
      {
        id: "manual",
        name: "Engine inspection per the maintenance manual",
        keywords: ["engine inspection"],
        ataChapter: "72",
      },
      { id: "component", name: "Engine component change", keywords: ["engine component"], ataChapter: "72" },
    ];
    const title = "ATA 72 Level III – Borescope Inspection of PW100 Series Engines";
    const proposed = proposeMappings({ courseTitle: title, text: title }, engineItems);
    expect(proposed.map((mapping) => mapping.itemId)).toEqual(["borescope"]);
    expect(proposed[0]!.why.ataChapter).toBe("72");
    // The chapter still adds to an item whose keyword the course names.
    const [component] = proposeMappings(
      { courseTitle: "Engine Component Change (ATA 72)", text: "Engine Component Change (ATA 72)" },
      engineItems,
    );
    expect(component).toMatchObject({ itemId: "component", why: { ataChapter: "72" } });
  });

  it("reads a 'regulatory review' as a regulatory update, and 'recurrent' alone as no subject", () => {
    const items = [
      {
        id: "update",
        name: "Regulatory update",
        keywords: ["regulatory update", "regulations", "recurrent"],
      },
      { id: "hf-recurrent", name: "Human factors (recurrent)", keywords: ["human factors", "recurrent"] },
    ];
    const review = "Annual Recurrent Training: Regulatory Review (Parts 43 and 145)";
    expect(proposeMappings({ courseTitle: review, text: review }, items).map((m) => m.itemId)).toEqual([
      "update",
    ]);
    const tools = "Recurrent Training 2025 - Tool Control and FOD Awareness";
    expect(proposeMappings({ courseTitle: tools, text: tools }, items)).toEqual([]);
  });

  it("knows fire extinguisher courses as fire safety and an employee orientation as indoctrination", () => {
    const items = [
      { id: "shop", name: "Shop safety", keywords: ["shop safety", "PPE", "lockout", "fire safety"] },
      { id: "indoc", name: "Company indoctrination", keywords: ["indoctrination", "RSM"] },
    ];
    const ids = (title: string) => proposeMappings({ courseTitle: title }, items).map((m) => m.itemId);
    expect(ids("Fire Extinguisher Training")).toEqual(["shop"]);
    expect(ids("New Employee Orientation")).toEqual(["indoc"]);
    // 'Fire' alone, or an orientation flight, is neither.
    expect(ids("Fire Detection System Maintenance")).toEqual([]);
    expect(ids("Orientation Flight Procedures")).toEqual([]);
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

  describe("qualifiers and citations (decision 0059)", () => {
    const PROGRAM = [
      { id: "hf-initial", name: "Human factors (initial)", keywords: ["human factors", "dirty dozen"] },
      { id: "hf-recurrent", name: "Human factors (recurrent)", keywords: ["human factors", "recurrent"] },
      { id: "hazmat", name: "Hazardous materials awareness", keywords: ["hazmat", "49 CFR 172"] },
      { id: "hazmat-recurrent", name: "Hazardous materials (recurrent)", keywords: ["hazmat", "recurrent"] },
      {
        id: "update",
        name: "Regulatory update",
        keywords: ["regulatory update", "regulations", "recurrent"],
      },
      { id: "part43", name: "Regulations: 14 CFR Part 43", keywords: ["Part 43"] },
      { id: "part145", name: "Regulations: 14 CFR Part 145", keywords: ["Part 145"] },
    ];
    const ids = (courseTitle: string, text?: string) =>
      proposeMappings({ courseTitle, text }, PROGRAM).map((mapping) => mapping.itemId);

    it("never proposes a recurrent item for an initial course, nor the other way round", () => {
      expect(ids("Human Factors in Maintenance – Initial")).toEqual(["hf-initial"]);
      expect(ids("Human Factors Refresher")).toEqual(["hf-recurrent"]);
      expect(ids("Human Factors Continuation Training")).toEqual(["hf-recurrent"]);
    });

    it("does not let 'recurrent' alone pull in other recurrent items", () => {
      expect(ids("Annual Regulatory Update – Recurrent")).toEqual(["update"]);
    });

    it("prefers the recurrent item of a pair for a recurrent course, and matches a CFR citation", () => {
      const [best, ...rest] = proposeMappings(
        { courseTitle: "Hazardous Materials Awareness - Recurrent (49 CFR 172 Subpart H)" },
        PROGRAM,
      );
      expect(best?.itemId).toBe("hazmat-recurrent");
      expect(rest.map((mapping) => mapping.itemId)).not.toContain("hazmat");
      expect(ids("Hazmat for Maintenance Personnel (49 CFR Part 172.704)")).toEqual(["hazmat"]);
    });

    it("compares a citation as a whole: Part 145 is not half of Part 43", () => {
      expect(ids("14 CFR Part 145 Repair Station Regulations")).toEqual(["part145"]);
      const [mapping] = proposeMappings(
        { courseTitle: "14 CFR Part 145 Repair Station Regulations" },
        PROGRAM,
      );
      expect(mapping?.why.keywords).toEqual(["Part 145"]);
    });

    it("scores every course of a transcript's table", () => {
      const text = [
        "Code      Course Title                          Completed     Hours",
        "HF-101    Human Factors (Initial)               01/15/2025    8",
        "REG-145   14 CFR Part 145 Repair Station Rules  01/16/2025    4",
      ].join("\n");
      expect(ids("Human Factors (Initial)", text).sort()).toEqual(["hf-initial", "part145"]);
    });

    it("reads 'regulatory' as 'regulations' but never matches on generic words alone", () => {
      expect(ids("Annual Recurrent Training – Regulations Update")).toEqual(["update"]);
      expect(ids("Annual Regulatory Update – Recurrent", "Changes to 14 CFR Parts 43 and 145")).toEqual([
        "update",
      ]);
    });

    it("does not propose an item whose only keyword is part of another proposal's longer keyword", () => {
      const items = [
        {
          id: "indoc",
          name: "Company indoctrination",
          keywords: ["indoctrination", "repair station manual"],
        },
        { id: "part145", name: "Regulations: 14 CFR Part 145", keywords: ["repair station"] },
      ];
      const proposed = proposeMappings(
        { courseTitle: "Company Indoctrination – Repair Station Manual" },
        items,
      );
      expect(proposed.map((mapping) => mapping.itemId)).toEqual(["indoc"]);
    });
  });

  describe("aliases and a transcript's type column", () => {
    const PROGRAM = [
      { id: "fts", name: "Fuel tank safety / EWIS", keywords: ["fuel tank safety", "EWIS"] },
      { id: "ndt", name: "Non-destructive testing (NDT)", keywords: ["NDT", "eddy current"] },
      { id: "shop", name: "Shop safety", keywords: ["shop safety", "lockout"] },
      { id: "hf-initial", name: "Human factors (initial)", keywords: ["human factors"] },
      { id: "hf-recurrent", name: "Human factors (recurrent)", keywords: ["human factors", "recurrent"] },
    ];
    const ids = (courseTitle: string, text?: string) =>
      proposeMappings({ courseTitle, text }, PROGRAM).map((mapping) => mapping.itemId);

    it("reads an abbreviation's words, a spelling and a narrower name as the subject", () => {
      expect(withAliases(mappingTokens("LOTO"))).toEqual([
        "loto",
        "|",
        "lockout",
        "|",
        "lock",
        "out",
        "tag",
        "out",
      ]);
      expect(ids("Electrical Wiring Interconnection System Awareness")).toEqual(["fts"]);
      expect(ids("Radiographic Testing Level II")).toEqual(["ndt"]);
      expect(ids("Lock-Out/Tag-Out (LOTO)")).toEqual(["shop"]);
      expect(ids("Human Performance and Limitations - Continuation Training")).toEqual(["hf-recurrent"]);
    });

    it("never lets an added form run into the next word", () => {
      expect(ids("EWIS tag out")).toEqual(["fts"]);
    });

    it("qualifies a transcript row's course by its Type cell", () => {
      const text = "Title          Type         Completed\nHuman Factors   Recurrent   09/16/2025\n";
      expect(ids("Human Factors", text)).toEqual(["hf-recurrent"]);
      expect(ids("Human Factors", text.replace("Recurrent", "Initial  "))).toEqual(["hf-initial"]);
    });
  });

  it("gives a keyword two items share to the one whose name the course names", () => {
    const items = [
      { id: "filter", name: "Replace a hydraulic filter", keywords: ["hydraulic filter", "hydraulics"] },
      { id: "leak", name: "Hydraulic system leak check", keywords: ["hydraulic leak", "hydraulics"] },
    ];
    const ids = (courseTitle: string) => proposeMappings({ courseTitle }, items).map((m) => m.itemId);
    expect(ids("Hydraulic System Leak Check - AS350 B3")).toEqual(["leak"]);
    expect(ids("Hydraulics")).toEqual(["filter", "leak"]);
  });

  it("leaves out the rules an update course cites when its item is recurrent by a keyword only", () => {
    const items = [
      { id: "update", name: "Regulatory update", keywords: ["regulatory update", "recurrent"] },
      { id: "part43", name: "Regulations: 14 CFR Part 43", keywords: ["Part 43", "14 CFR 43"] },
    ];
    const ids = (courseTitle: string) => proposeMappings({ courseTitle }, items).map((m) => m.itemId);
    expect(ids("Regulatory Update 2025 - 14 CFR Parts 43, 65, 91 and 145")).toEqual(["update"]);
    expect(ids("Maintenance Records under 14 CFR Part 43")).toEqual(["part43"]);
  });

  it("reads a task's own words for the item's: 'Removal and Installation' is a change, 'Hangar Safety' shop safety", () => {
    const items = [
      { id: "component", name: "Engine component change", keywords: ["engine component", "LRU change"] },
      { id: "gear", name: "Landing gear operational check", keywords: ["gear swing", "landing gear"] },
      { id: "brakes", name: "Wheel and brake change", keywords: ["wheel change", "landing gear"] },
      { id: "shop", name: "Shop safety", keywords: ["shop safety"] },
    ];
    const ids = (courseTitle: string) => proposeMappings({ courseTitle }, items).map((m) => m.itemId);
    expect(ids("Engine Component Removal and Installation - PT6A")).toEqual(["component"]);
    expect(ids("Landing Gear Retraction Test - Cessna 208B")).toEqual(["gear"]);
    expect(ids("Hangar Safety Walkdown")).toEqual(["shop"]);
  });
});
