import { describe, expect, it } from "vitest";
import { documentDayOrder, findCertificateDates, firstCertificateDate } from "./dates";
import { readTrainingDocument } from "./reader";

describe("certificate dates", () => {
  it.each([
    ["2025-03-14", "2025-03-14"],
    ["14 March 2025", "2025-03-14"],
    ["14th of March, 2025", "2025-03-14"],
    ["14-Mar-2025", "2025-03-14"],
    ["March 14, 2025", "2025-03-14"],
    ["Mar. 14th 2025", "2025-03-14"],
    ["March 2025", "2025-03"],
    ["2025-03", "2025-03"],
    ["14.03.2025", "2025-03-14"],
    ["14/03/2025", "2025-03-14"],
    ["03/14/2025", "2025-03-14"],
    ["05/05/2025", "2025-05-05"],
    ["2025/03/14", "2025-03-14"],
    ["this 14th day of March, 2025", "2025-03-14"],
    ["May 5-7, 2025", "2025-05-07"],
    ["September 22 to 26, 2025", "2025-09-26"],
    ["March 3 through 5, 2025", "2025-03-05"],
    ["14MAR2025", "2025-03-14"],
    ["Mar-14-2025", "2025-03-14"],
    ["14/Mar/2025", "2025-03-14"],
    ["03/14/25", "2025-03-14"],
    ["11-JUN-25", "2025-06-11"],
    ["02/2030", "2030-02"],
  ])("reads %s as %s", (text, expected) => {
    expect(firstCertificateDate(text, "unknown")).toBe(expected);
  });

  it("leaves out a day and month that could be either, unless the document shows its order", () => {
    expect(firstCertificateDate("04/05/2025", "unknown")).toBeNull();
    expect(firstCertificateDate("04/05/2025", "day-first")).toBe("2025-05-04");
    expect(firstCertificateDate("04/05/2025", "month-first")).toBe("2025-04-05");
  });

  it("learns the order only from dates that can be read one way", () => {
    expect(documentDayOrder("from 21/10/2024 to 04/11/2024")).toBe("day-first");
    expect(documentDayOrder("from 10/21/2024 to 11/04/2024")).toBe("month-first");
    // Nothing says day first: month first, as for resumes; a dotted date says day first.
    expect(documentDayOrder("04/05/2025 and 06/07/2025")).toBe("month-first");
    expect(documentDayOrder("04/05/2025, Hamburg 14.07.2025")).toBe("day-first");
    // Contradicting evidence is no evidence.
    expect(documentDayOrder("21/10/2024 and 10/21/2024")).toBe("unknown");
  });

  it("never makes up a date the calendar does not have, or one from a bare number", () => {
    expect(firstCertificateDate("2025-02-30", "unknown")).toBeNull();
    expect(firstCertificateDate("31 April 2025", "unknown")).toBeNull();
    expect(firstCertificateDate("29 February 2023", "unknown")).toBeNull();
    expect(firstCertificateDate("29 February 2024", "unknown")).toBe("2024-02-29");
    expect(firstCertificateDate("Certificate 2025", "unknown")).toBeNull();
    expect(firstCertificateDate("ATA 28, 24 hours, part 147", "unknown")).toBeNull();
    expect(findCertificateDates("ref 12/2025/0412", "unknown")).toEqual([]);
  });

  it("reads a document issued under European rules day first when no date says otherwise", () => {
    expect(documentDayOrder("Part-145 Approval UK.145.01234\nDate: 05/03/2025")).toBe("day-first");
    expect(documentDayOrder("Lufthansa Technik Training GmbH\n05/03/2025")).toBe("day-first");
    expect(documentDayOrder("EASA Part-66 Module 9\n05/03/2025 and 03/14/2025")).toBe("month-first");
    expect(documentDayOrder("FAA Repair Station\n05/03/2025")).toBe("month-first");
  });

  it("reads an ISO date that runs on into its time", () => {
    expect(firstCertificateDate("2025-06-03T14:22:10Z", "month-first")).toBe("2025-06-03");
  });
});

describe("a course's date right after the words that say it was held", () => {
  it("reads 'held March 12-14, 2025' as the last day, and no month without a day", () => {
    expect(readTrainingDocument("Course: Shop Safety\nheld March 12-14, 2025 in Miami").completionDate).toBe(
      "2025-03-14",
    );
    expect(readTrainingDocument("Course: Shop Safety\nheld March in Miami").completionDate).toBeNull();
  });
});
