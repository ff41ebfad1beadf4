import { describe, expect, it } from "vitest";
import { CATALOG, findCatalogMentions, lookupCatalog, sameManufacturer } from "./index";

const summary = (text: string) =>
  findCatalogMentions(text).map((mention) => [mention.make, mention.model, mention.series]);

describe("lookupCatalog", () => {
  it.each(["B737-800", "Boeing 737-800NG", "Boeing 737-800", "737-800"])("%s is Boeing 737 800", (name) => {
    expect(lookupCatalog(name)).toMatchObject({
      make: "Boeing",
      model: "737",
      series: "800",
      discipline: "airframe",
    });
  });

  it("'737' alone is Boeing 737 with no series", () => {
    expect(lookupCatalog("737")).toMatchObject({
      make: "Boeing",
      model: "737",
      series: null,
      category: "airliner",
    });
  });

  it.each([
    ["737 MAX 8", "Boeing", "737", "MAX 8"],
    ["Cessna 172S", "Cessna", "172", "S"],
    ["C172", "Cessna", "172", null],
    ["King Air B200GT", "Beechcraft", "King Air", "B200GT"],
    ["Citation Excel", "Cessna", "Citation", "Excel"],
    ["Hawker 800XP", "Hawker", "800", "XP"],
    ["CL-604", "Bombardier", "Challenger", "604"],
    ["Gulfstream GIV-SP", "Gulfstream", "GIV", "SP"],
    // Designations as the form holds them (docs/decisions/0022-equipment-designations.md).
    ["Q400", "Bombardier", "Q400", null],
    ["Dash 8-100", "Bombardier", "Dash 8", "100"],
    ["de Havilland Canada DHC-8-300", "De Havilland Canada", "Dash 8", "300"],
    ["CRJ200", "Bombardier", "CRJ200", null],
    ["CRJ-900", "Bombardier", "CRJ900", null],
    ["Falcon 50EX", "Dassault", "Falcon 50", "EX"],
    ["Falcon 7X", "Dassault", "Falcon 7X", null],
    ["Falcon 2000LXS", "Dassault", "Falcon 2000", "LXS"],
    ["Trent 700", "Rolls-Royce", "Trent 700", null],
    ["Trent XWB-84", "Rolls-Royce", "Trent XWB", "84"],
    ["HTF7350", "Honeywell", "HTF7350", null],
    ["PW1127G-JM", "Pratt & Whitney", "PW1127G", "JM"],
    ["Arriel 2C2-CG", "Safran Helicopter Engines", "Arriel", "2C2-CG"],
    ["MH-65D", "Airbus Helicopters", "MH-65", "D"],
    ["HC-144A", "Airbus", "HC-144", "A"],
    ["Eurocopter AS355 F2", "Airbus Helicopters", "AS355", "F2"],
    ["Fairchild Metro IIIs", "Fairchild", "Metro", "III"],
    ["Convair 580s", "Convair", "580", null],
    ["Thrush 510G", "Thrush", "510G", null],
    ["American Champion Citabria 7ECA", "American Champion", "Citabria", "7ECA"],
    ["F/A-18E", "Boeing", "F/A-18", "E"],
    ["ATR 72-600", "ATR", "72", "600"],
    ["Bell 206L-4 LongRanger", "Bell", "206", "L-4"],
    ["EC135 P2+", "Airbus Helicopters", "EC135", "P2+"],
    ["UH-60M Black Hawk", "Sikorsky", "UH-60", "M"],
    ["H-60", "Sikorsky", "H-60", null],
    ["H-47", "Boeing", "H-47", null],
    ["CC-130H", "Lockheed", "CC-130", "H"],
    ["C-130J", "Lockheed", "C-130", "J"],
    ["CFM56-7B26", "CFM International", "CFM56", "7B26"],
    ["LEAP-1A", "CFM International", "LEAP", "1A"],
    ["PW127M", "Pratt & Whitney Canada", "PW127", "M"],
    ["PT6A-67P", "Pratt & Whitney Canada", "PT6A", "67P"],
    ["T56-A-15", "Allison", "T56", "A-15"],
    ["Rolls-Royce 250-C20B", "Rolls-Royce", "250", "C20B"],
    ["Allison 250-C20B", "Allison", "250", "C20B"],
    ["TFE731-5BR", "Honeywell", "TFE731", "5BR"],
    ["BR710A2-20", "Rolls-Royce", "BR710", "A2-20"],
    ["Lycoming IO-540-K1A5", "Lycoming", "IO-540", "K1A5"],
    ["Continental IO-550-N", "Continental", "IO-550", "N"],
    ["G1000 NXi", "Garmin", "G1000", "NXi"],
    ["Garmin G500 TXi", "Garmin", "G500", "TXi"],
    ["GTN 650Xi", "Garmin", "GTN 650", "Xi"],
    ["Pro Line Fusion", "Collins", "Pro Line Fusion", null],
    ["Honeywell Primus Epic", "Honeywell", "Primus Epic", null],
    ["UNS-1Ew", "Universal Avionics", "UNS-1", "Ew"],
    // British service marks, joint makes and types added in round seven (docs/decisions/0051).
    ["Westland Puma HC2", "Westland", "Puma", "HC2"],
    ["AgustaWestland Merlin HC3", "Leonardo", "Merlin", "HC3"],
    ["Lynx AH7", "Westland", "Lynx", "AH7"],
    ["Swearingen Merlin IIIB", "Fairchild", "Merlin", "IIIB"],
    ["RTM322", "Rolls-Royce Turbomeca", "RTM322", null],
    ["Embraer EMB-314 Super Tucano", "Embraer", "EMB-314", null],
    ["Mi-17", "Mil", "Mi-17", null],
    ["Piaggio P.180 Avanti II", "Piaggio", "P.180", "II"],
    ["Beechcraft Premier IA", "Beechcraft", "Premier", "IA"],
    ["Honeywell KFC 225", "Honeywell", "KFC 225", null],
    ["Garmin 530W", "Garmin", "GNS 530", "W"],
  ])("%s → %s %s %s", (name, make, model, series) => {
    expect(lookupCatalog(name)).toMatchObject({ make, model, series });
  });

  it("leaves the make unknown when the model alone does not tell", () => {
    expect(lookupCatalog("IO-360")).toMatchObject({ make: null, model: "IO-360" });
    expect(lookupCatalog("Lycoming IO-360")).toMatchObject({ make: "Lycoming", model: "IO-360" });
  });

  it("tells a Gulfstream G500 from a Garmin G500 by make or series", () => {
    expect(lookupCatalog("G500")).toMatchObject({ make: "Gulfstream", discipline: "airframe" });
    expect(lookupCatalog("G500 TXi")).toMatchObject({ make: "Garmin", discipline: "avionics" });
  });

  it("does not take words, ranks, licence categories or quantities for models", () => {
    for (const text of [
      "45",
      "Citation in the Army",
      "E-5 promotion",
      "Expert marksman, M-4 and M-16",
      "Merlin",
      "Premier Aviation Services",
      "EASA Part-66 B1.1 licence",
      "Falcon",
      "a great leap forward",
      "epic",
    ]) {
      expect(findCatalogMentions(text)).toEqual([]);
    }
  });
});

describe("findCatalogMentions", () => {
  it("reads lists that name the make once", () => {
    expect(summary("Cessna 172, 182 and 206 aircraft")).toEqual([
      ["Cessna", "172", null],
      ["Cessna", "182", null],
      ["Cessna", "206", null],
    ]);
    expect(summary("CRJ-700/900")).toEqual([
      ["Bombardier", "CRJ700", null],
      ["Bombardier", "CRJ900", null],
    ]);
    expect(summary("F-16C/D and F/A-18E/F; C-130E/H")).toEqual([
      ["Lockheed Martin", "F-16", "C/D"],
      ["Boeing", "F/A-18", "E/F"],
      ["Lockheed", "C-130", "E"],
      ["Lockheed", "C-130", "H"],
    ]);
    expect(summary("Rolls-Royce 250-C20B and\n250-C47B engines")).toEqual([
      ["Rolls-Royce", "250", "C20B"],
      ["Rolls-Royce", "250", "C47B"],
    ]);
    expect(summary("Cessna 172, 150 hours")).toEqual([["Cessna", "172", null]]);
  });

  it("reads numbers and series that stand for the model before them", () => {
    expect(summary("A319/320/321 and ERJ-135/140/145")).toEqual([
      ["Airbus", "A319", null],
      ["Airbus", "A320", null],
      ["Airbus", "A321", null],
      ["Embraer", "ERJ-135", null],
      ["Embraer", "ERJ-140", null],
      ["Embraer", "ERJ-145", null],
    ]);
    expect(summary("Garmin GTN 650/750, PW206/207 and Lycoming IO-360/540")).toEqual([
      ["Garmin", "GTN 650", null],
      ["Garmin", "GTN 750", null],
      ["Pratt & Whitney Canada", "PW206", null],
      ["Pratt & Whitney Canada", "PW207", null],
      ["Lycoming", "IO-360", null],
      ["Lycoming", "IO-540", null],
    ]);
    expect(summary("B787-8/9, A330-200/300")).toEqual([
      ["Boeing", "787", "8"],
      ["Boeing", "787", "9"],
      ["Airbus", "A330", "200"],
      ["Airbus", "A330", "300"],
    ]);
    expect(summary("Citation 560XL, 680 and 750")).toEqual([
      ["Cessna", "Citation", "560XL"],
      ["Cessna", "Citation", "680"],
      ["Cessna", "Citation", "750"],
    ]);
    expect(summary("B737-300/400/500 aircraft")).toEqual([
      ["Boeing", "737", "300"],
      ["Boeing", "737", "400"],
      ["Boeing", "737", "500"],
    ]);
    // A word after the slash is another model, not a series; a year is no model.
    expect(summary("Collins Pro Line 21/Pro Line Fusion")).toEqual([
      ["Collins", "Pro Line 21", null],
      ["Collins", "Pro Line Fusion", null],
    ]);
    expect(summary("A320/2019 and GTN 650/2019")).toEqual([
      ["Airbus", "A320", null],
      ["Garmin", "GTN 650", null],
    ]);
  });

  it("reads plurals in lists", () => {
    expect(summary("panels in Bonanzas, Barons, Cessna 182s and 210s")).toEqual([
      ["Beechcraft", "Bonanza", null],
      ["Beechcraft", "Baron", null],
      ["Cessna", "182", null],
      ["Cessna", "210", null],
    ]);
  });

  it("reads a model named twice in a row once", () => {
    expect(summary("Bell 206L-4 LongRanger helicopters")).toEqual([["Bell", "206", "L-4"]]);
    expect(summary("F108-CF-100 (CFM56-2B1) engine runs")).toEqual([["CFM International", "F108", "CF-100"]]);
    // Different kinds of equipment in parentheses are kept.
    expect(summary("AW139 (PT6C-67C)")).toEqual([
      ["Leonardo", "AW139", null],
      ["Pratt & Whitney Canada", "PT6C", "67C"],
    ]);
    // Two series side by side in a table row are two entries.
    expect(summary("B737-800  B737-900")).toEqual([
      ["Boeing", "737", "800"],
      ["Boeing", "737", "900"],
    ]);
  });

  it("keeps the designation the resume writes (EC135 is not renamed H135)", () => {
    expect(summary("Eurocopter EC135 P2+, Airbus H135, AS350 B3, H125 and Agusta A109E")).toEqual([
      ["Airbus Helicopters", "EC135", "P2+"],
      ["Airbus Helicopters", "H135", null],
      ["Airbus Helicopters", "AS350", "B3"],
      ["Airbus Helicopters", "H125", null],
      ["Leonardo", "A109", "E"],
    ]);
    expect(summary("ERJ-145, EMB-145XR, Rolls-Royce M250-C47B, Fokker F27")).toEqual([
      ["Embraer", "ERJ-145", null],
      ["Embraer", "EMB-145", "XR"],
      ["Rolls-Royce", "M250", "C47B"],
      ["Fokker", "F27", null],
    ]);
    // Another name in parentheses gives its series to the aircraft before.
    expect(summary("Airbus H135 (EC135 P2+) helicopters")).toEqual([["Airbus Helicopters", "H135", "P2+"]]);
  });

  it("changes the end of a series after a slash ('CFM56-7B24/26', 'T700-GE-701C/D')", () => {
    expect(summary("CFM56-7B24/26 and T700-GE-701C/D; TFE731-5BR/20")).toEqual([
      ["CFM International", "CFM56", "7B24"],
      ["CFM International", "CFM56", "7B26"],
      ["General Electric", "T700", "GE-701C"],
      ["General Electric", "T700", "GE-701D"],
      ["Honeywell", "TFE731", "5BR"],
      ["Honeywell", "TFE731", "20"],
    ]);
  });

  it("does not take addresses or company names for models", () => {
    expect(summary("757 Airport Road, Suite 350, Hangar 737")).toEqual([]);
    expect(summary("Cessna Citation Service Center; Bonanza Aviation LLC")).toEqual([]);
    expect(summary("Citation Excel Maintenance and King Air 350 Services")).toEqual([
      ["Cessna", "Citation", "Excel"],
      ["Beechcraft", "King Air", "350"],
    ]);
  });

  it("keeps a make written as the parent or a former name", () => {
    expect(summary("Pratt & Whitney PT6A-60A, Raytheon King Air 350, McDonnell Douglas AH-64A")).toEqual([
      ["Pratt & Whitney Canada", "PT6A", "60A"],
      ["Beechcraft", "King Air", "350"],
      ["McDonnell Douglas", "AH-64", "A"],
    ]);
  });

  it("reads 'the 429' as a model of a make the text writes, when only one make has it", () => {
    expect(summary("Bell 206L-4s at first; I moved to the 407 and later the 429.")).toEqual([
      ["Bell", "206", "L-4"],
      ["Bell", "407", null],
      ["Bell", "429", null],
    ]);
    // Two makes with a 206, a count, or no make written: nothing.
    expect(summary("Bell 407 and Cessna 172; the 206 was sold.")).toEqual([
      ["Bell", "407", null],
      ["Cessna", "172", null],
    ]);
    expect(summary("Cessna 172 school with our 150 students")).toEqual([["Cessna", "172", null]]);
    expect(summary("I moved to the 429 program")).toEqual([]);
  });

  it("reads series before a plural and with their suffixes", () => {
    expect(summary("two Bell 407GXPs, CRJ200LR, Gulfstream G-IV SP, BK117 D-2")).toEqual([
      ["Bell", "407", "GXP"],
      ["Bombardier", "CRJ200", "LR"],
      ["Gulfstream", "GIV", "SP"],
      ["Airbus Helicopters", "BK117", "D-2"],
    ]);
  });

  it("gives offsets in the text", () => {
    const text = "Line checks on Boeing 737-800 aircraft";
    const [mention] = findCatalogMentions(text);
    expect(text.slice(mention!.start, mention!.end)).toBe("Boeing 737-800");
  });
});

describe("catalog data", () => {
  it("covers every kind of equipment the forms ask about", () => {
    const categories = new Set(CATALOG.map((entry) => entry.category));
    for (const category of [
      "airliner",
      "regional",
      "business_jet",
      "turboprop",
      "piston",
      "helicopter",
      "military",
    ]) {
      expect(categories).toContain(category);
    }
    const models = new Set(CATALOG.map((entry) => entry.model));
    for (const model of [
      "CFM56",
      "LEAP",
      "PW100",
      "PW127",
      "PT6A",
      "PW300",
      "PW305",
      "T56",
      "TFE731",
      "BR700",
      "BR710",
      "Tay",
      "CF34",
      "V2500",
      "250",
      "O-360",
      "IO-520",
      "G1000",
      "G3000",
      "G5000",
      "GTN 650",
      "G5",
      "Pro Line 21",
      "Pro Line Fusion",
      "Primus 1000",
      "Primus Epic",
      "UNS-1",
    ]) {
      expect(models).toContain(model);
    }
  });

  it("has unique ids", () => {
    const ids = CATALOG.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("compares makes by manufacturer", () => {
    expect(sameManufacturer("CFM", "CFM International")).toBe(true);
    expect(sameManufacturer("GE", "General Electric")).toBe(true);
    expect(sameManufacturer("Garrett", "Honeywell")).toBe(true);
    expect(sameManufacturer("Cessna", "Piper")).toBe(false);
  });
});
