import { describe, expect, it } from "vitest";
import { tidyName } from "./course";
import { readTrainingDocument } from "./reader";

describe("a title written into the certificate's heading line", () => {
  it("reads the title after the heading's dash, and the name under it", () => {
    const data = readTrainingDocument(
      "Acme Aero Academy\nCertificate of Completion – Human Factors in Aviation Maintenance\nRavi Kumar\nMarch 14, 2025",
    );
    expect(data).toMatchObject({
      courseTitle: "Human Factors in Aviation Maintenance",
      traineeName: "Ravi Kumar",
    });
  });

  it("does not split a course title that ends in a heading word", () => {
    const data = readTrainingDocument(
      "WESTWIND AIRLINES\nTRAINING COMPLETION\nName: Peter Novak\nEngine Ground Run / Taxi Qualification – Q400\nCompleted 11-JUN-25",
    );
    expect(data.courseTitle).toBe("Engine Ground Run / Taxi Qualification – Q400");
  });
});

describe("dot leaders", () => {
  it("separate a label from its value", () => {
    expect(
      readTrainingDocument(
        "ACME AERO ACADEMY\nNAME ........ Ravi Kumar\nCOURSE ...... Human Factors Initial\nDATE ........ 14 March 2025",
      ),
    ).toMatchObject({
      traineeName: "Ravi Kumar",
      courseTitle: "Human Factors Initial",
      completionDate: "2025-03-14",
    });
  });
});

describe("a provider's name", () => {
  it("keeps the full stop of a company form ('Inc.', 'S.A.', 'B.V.')", () => {
    expect(tidyName("Blue Ridge Aero Services, Inc.")).toBe("Blue Ridge Aero Services, Inc.");
    expect(tidyName("AEROTEC MAINTENANCE S.A.")).toBe("AEROTEC MAINTENANCE S.A.");
    expect(tidyName("KLM Engineering B.V.")).toBe("KLM Engineering B.V.");
    expect(tidyName("Adria Technics d.o.o.")).toBe("Adria Technics d.o.o.");
    expect(tidyName("Skyline Aviation Training.")).toBe("Skyline Aviation Training");
  });

  it("reads a bare title under an 'Attestation' heading by the words of task courses", () => {
    const data = readTrainingDocument(
      "HELISUD MAINTENANCE SERVICES\n\nATTESTATION\n\nJulien Marchetti\n\nPitot-Static System and Transponder Checks\n\nDate: 17/06/2025",
    );
    expect(data).toMatchObject({
      courseTitle: "Pitot-Static System and Transponder Checks",
      traineeName: "Julien Marchetti",
      provider: "HELISUD MAINTENANCE SERVICES",
    });
  });
});
