// Lists read as their own column: wrapped items joined, the main column cut off, a heading-shaped
// word kept as an item.
import { describe, expect, it } from "vitest";
import { extractResumeData } from "./builtin-extractor";
import { joinWrapped } from "./qualification-lines";

describe("joinWrapped", () => {
  it("joins an item a narrow column cut across two lines", () => {
    expect(joinWrapped(["MEL/CDL", "deferrals", "Sheet metal"])).toEqual([
      "MEL/CDL deferrals",
      "Sheet metal",
    ]);
    expect(joinWrapped(["Troubleshooting with", "Schematics"])).toEqual(["Troubleshooting with Schematics"]);
  });

  it("joins a lone capitalised word and an organisation's cut name only where asked", () => {
    const rules = { loneCapitalisedWord: true, organisationTail: true };
    expect(joinWrapped(["FAA A&P with Inspection", "Authorization"], rules)).toEqual([
      "FAA A&P with Inspection Authorization",
    ]);
    expect(joinWrapped(["Bell 407 Airframe course, Bell", null, "Training Academy, 2015"], rules)).toEqual([
      "Bell 407 Airframe course, Bell Training Academy, 2015",
    ]);
    expect(joinWrapped(["Aircraft Maintenance", "Avionics"])).toEqual(["Aircraft Maintenance", "Avionics"]);
  });

  it("keeps items apart that end with a separator, are all lower case, or follow a fragment", () => {
    expect(joinWrapped(["Wiring ·", "rigging"])).toEqual(["Wiring ·", "rigging"]);
    expect(joinWrapped(["riveting", "safety wire"])).toEqual(["riveting", "safety wire"]);
    expect(joinWrapped(["Feb 2021", "annual"], { isFragment: (text) => text === "Feb 2021" })).toEqual([
      "Feb 2021",
      "annual",
    ]);
  });
});

describe("a sidebar's lists", () => {
  const sidebar = [
    "CONTACT",
    "Durango, CO 81301",
    "tess.kowalczyk@example.com",
    "",
    "TOP SKILLS",
    "",
    "Aircraft Maintenance",
    "Avionics",
    "Troubleshooting",
    "",
    "CERTIFICATES",
    "FAA A&P with Inspection",
    "Authorization",
    "A&P No. 3312678",
    "",
    "Tess Kowalczyk",
    "Helicopter Maintenance Manager · Lead Mechanic",
    "",
    "EXPERIENCE",
    "Apr 2018 – Present   Helicopter Maintenance Manager",
    "Rocky Mountain Rotors, Montrose, CO",
  ].join("\n");

  it("ends at the person's name, where the main column begins, and keeps a heading-shaped skill", () => {
    const data = extractResumeData(sidebar);
    expect(data.certifications.map((item) => item.name)).toEqual(["FAA A&P", "Inspection Authorization"]);
    expect(data.certifications[0]!.number).toBe("3312678");
    expect(data.skills).toEqual(["Aircraft Maintenance", "Avionics", "Troubleshooting"]);
  });
});
