// Certifications: the name without its number, dates or status; what is no certification refused.
import { describe, expect, it } from "vitest";
import { extractResumeData } from "./builtin-extractor";
import { parseCertification } from "./certifications";

const names = (text: string) => extractResumeData(text).certifications.map((item) => item.name);

describe("parseCertification", () => {
  it("takes a Part-66 number, a trailing year and a status out of the name", () => {
    expect(parseCertification("EASA Part-66 B1.1 licence, DE.66.12345 (2016)")).toEqual({
      name: "EASA Part-66 B1.1 licence",
      number: "DE.66.12345",
      issuedOn: "2016",
      expiresOn: null,
    });
    expect(parseCertification("UK CAA Part-66 B1.1 Licence No. UK.66.340219A")?.name).toBe(
      "UK CAA Part-66 B1.1 Licence",
    );
    expect(parseCertification("A320 family type rating, Lufthansa Technical Training, 2019")).toMatchObject({
      name: "A320 family type rating, Lufthansa Technical Training",
      issuedOn: "2019",
    });
    expect(parseCertification("Inspection Authorization, current")?.name).toBe("Inspection Authorization");
  });

  it("refuses what says no certificate is held", () => {
    expect(parseCertification("IA: not held")).toBeNull();
    expect(parseCertification("IA eligible in 2026")).toBeNull();
  });
});

describe("certifications lists", () => {
  it("reads pieces apart by a wide gap, and two certificates in 'A&P with IA'", () => {
    expect(names("Jo Reyes\n\nCERTIFICATES\nA&P Cert: 3301234   IA since 2020\n")).toEqual([
      "A&P Cert",
      "IA",
    ]);
    expect(names("Jo Reyes\n\nLICENSES\nFAA A&P with Inspection Authorization\n")).toEqual([
      "FAA A&P",
      "Inspection Authorization",
    ]);
  });

  it("gives a number or dates alone on the next line to the item above", () => {
    const data = extractResumeData(
      "Jo Reyes\n\nLICENCE\nUK CAA Part-66 B2\nUK.66.412345B\n\nCertifications and Licenses\n\nA&P License\nMarch 2013 to Present\n",
    );
    expect(data.certifications).toEqual([
      { name: "UK CAA Part-66 B2", number: "UK.66.412345B", issuedOn: null, expiresOn: null },
      { name: "A&P License", number: null, issuedOn: "2013-03", expiresOn: null },
    ]);
  });

  it("takes a line that reads as a heading by a keyword for an item of the list", () => {
    expect(
      names(
        "Jo Reyes\n\nCERTIFICATES\nFAA A&P Certificate No. 3475620\nFCC General Radiotelephone Operator License\n",
      ),
    ).toEqual(["FAA A&P Certificate", "FCC General Radiotelephone Operator License"]);
  });

  it("takes a cut label for the end of the item above, never an item", () => {
    expect(
      names(
        "Jo Reyes\n\nLICENSES\nFAA A&P Certificate No. 3475620\nFCC General Radiotelephone\nOperator License\nCert.\n",
      ),
    ).toEqual(["FAA A&P Certificate", "FCC General Radiotelephone Operator License"]);
  });

  it("counts a licence stated twice once", () => {
    expect(
      names(
        "Jo Reyes\nLicence: Transport Canada AME Licence No. 2301187, M1/M2 with E rating\n\nLICENCES\nTransport Canada AME M1/M2, E; FCC GROL\n",
      ),
    ).toEqual(["Transport Canada AME Licence, M1/M2 with E rating", "FCC GROL"]);
  });

  it("reads a licence named in the headline", () => {
    expect(names("José Barragán\nTécnico en Mantenimiento Aeronáutico – Licencia AFAC Clase I\n")).toEqual([
      "Licencia AFAC Clase I",
    ]);
  });
});
