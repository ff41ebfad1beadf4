import { describe, expect, it } from "vitest";
import { organisationPart } from "./provider-line";
import { readTrainingDocument } from "./reader";

describe("a provider's name run together with its contact details", () => {
  it("keeps the name before the address, phone or web site", () => {
    expect(organisationPart("Sun Valley Aircraft Services, Inc. - 55 Hangar Way, Boise, ID 83705")).toBe(
      "Sun Valley Aircraft Services, Inc.",
    );
    expect(organisationPart("Ace Aviation Academy, 123 Main St, Dallas")).toBe("Ace Aviation Academy");
    expect(organisationPart("Ace Aviation Academy · www.ace.example")).toBe("Ace Aviation Academy");
  });

  it("leaves a name whose dash or comma is its own", () => {
    expect(organisationPart("Meridian Airways - Technical Training")).toBe(
      "Meridian Airways - Technical Training",
    );
    expect(organisationPart("Northwind Aviation Services, LLC")).toBe("Northwind Aviation Services, LLC");
  });

  it("reads the provider from a footer with its address", () => {
    const data = readTrainingDocument(
      [
        "CERTIFICATE OF TRAINING",
        "Name: Robert J. Kiplagat",
        "Training: Company Indoctrination",
        "Completed: 15 Jan 2025",
        "Approved by: Linda Ferraro, Training Manager",
        "Sun Valley Aircraft Services, Inc. - 55 Hangar Way, Boise, ID 83705 - www.sunvalley.example",
      ].join("\n"),
    );
    expect(data.provider).toBe("Sun Valley Aircraft Services, Inc.");
    expect(data.traineeName).toBe("Robert J. Kiplagat");
  });

  it("keeps the organisation's name before the unit that issued the certificate", () => {
    expect(organisationPart("SUNCOAST JET CENTER - MAINTENANCE DEPARTMENT")).toBe("SUNCOAST JET CENTER");
    expect(organisationPart("Blue Ridge Aero | Training Division")).toBe("Blue Ridge Aero");
  });
});

describe("a provider named only in the footer", () => {
  it("is the organisation's line above its city", () => {
    const data = readTrainingDocument(
      "CERTIFICATE OF COMPLETION\n\nENGINE RUN-UP AND TAXI PROCEDURES\n\nis awarded to\n\nHannah Brooks\n\nwho completed the course requirements on June 21st, 2025.\n\nRotorcraft Support International\nFort Worth, Texas",
    );
    expect(data.provider).toBe("Rotorcraft Support International");
  });

  it("is never the city or the trainee", () => {
    const data = readTrainingDocument(
      "CERTIFICATE OF COMPLETION\n\nENGINE RUN-UP AND TAXI PROCEDURES\n\nis awarded to\n\nHannah Brooks\n\nFort Worth, Texas",
    );
    expect(data.provider).toBeNull();
  });
});

describe("a letterhead run together with the document's heading", () => {
  it("is the name before the heading when no other line names the organisation", () => {
    expect(
      readTrainingDocument(
        "Bayview Aero Academy - Training Record\nEmployee: Doe, Jane (ID 5521)\nCourse: Shop Safety",
      ).provider,
    ).toBe("Bayview Aero Academy");
  });

  it("gives way to the organisation under an LMS's name", () => {
    expect(
      readTrainingDocument(
        "Cornerstone Learning - Transcript\nRedwood Air Maintenance\n\nName: Sandoval, Luis A.\nCourse: Shop Safety",
      ).provider,
    ).toBe("Redwood Air Maintenance");
  });
});
