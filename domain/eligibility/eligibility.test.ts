// Hand-computed cases of the eligibility rules (docs/product.md §19.2). Months follow the calendar-month
// rule of docs/product.md §10: whole months, one less when the end's day is before the start's.

import { describe, expect, it } from "vitest";
import { IA_RENEWAL_NOT_APPLICABLE } from "./faa-ia";
import { computeEligibility, type EligibilityInput, iaExpiryAfter, iaYearOf, type RuleId } from "./index";

const TODAY = "2026-06-01";

type Employer = EligibilityInput["employers"][number];
type Experience = EligibilityInput["experience"][number];

let nextId = 0;
function employer(companyName: string, startDate: string | null, endDate: string | null): Employer {
  nextId += 1;
  return { id: `employer-${nextId}`, companyName, startDate, endDate };
}

function experience(discipline: Experience["discipline"], fields: Partial<Experience> = {}): Experience {
  return {
    discipline,
    selectedEmploymentIds: [],
    includeCurrentEmployment: false,
    useManualDuration: false,
    manualYears: null,
    manualMonths: null,
    ...fields,
  };
}

function input(
  fields: Omit<Partial<EligibilityInput>, "form"> & {
    form?: Partial<NonNullable<EligibilityInput["form"]>>;
  } = {},
): EligibilityInput {
  return {
    today: fields.today ?? TODAY,
    form: { dateOfHire: null, apCertificateIssuedOn: null, ratings: [], iaIssuedOn: null, ...fields.form },
    employers: fields.employers ?? [],
    experience: fields.experience ?? [],
    iaActivities: fields.iaActivities ?? [],
  };
}

function rule(source: EligibilityInput, id: RuleId) {
  const found = computeEligibility(source).rules.find((result) => result.id === id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
}

/** Airframe (and powerplant) entries naming the employers. */
function withExperience(employers: Employer[], disciplines: Experience["discipline"][] = ["airframe"]) {
  return disciplines.map((discipline) =>
    experience(discipline, { selectedEmploymentIds: employers.map((each) => each.id) }),
  );
}

describe("14 CFR 65.77, one rating", () => {
  it.each([
    // from, to, months
    ["2020-01-15", "2021-07-15", 18, "met"],
    ["2020-01-15", "2021-07-14", 17, "not_yet"],
    // Month ends and leap years: January 31 to February 29 is not yet a month; to March 31 is two.
    ["2020-01-31", "2020-02-29", 0, "not_yet"],
    ["2020-01-31", "2020-03-31", 2, "not_yet"],
    ["2023-02-28", "2024-08-28", 18, "met"],
    ["2024-02-29", "2025-08-28", 17, "not_yet"],
  ] as const)("%s to %s counts %i months: %s", (from, to, months, status) => {
    const acme = employer("Acme Aviation", from, to);
    const result = rule(
      input({ employers: [acme], experience: withExperience([acme]) }),
      "faa_65_77_airframe",
    );
    expect(result.figure).toEqual({
      label: "Airframe experience",
      value: months,
      threshold: 18,
      unit: "months",
    });
    expect(result.status).toBe(status);
    expect(result.periods).toEqual([{ employer: "Acme Aviation", from, to, ongoing: false, months }]);
  });

  it("counts overlapping employers once and lists each with its own months", () => {
    const a = employer("Acme", "2018-01-01", "2019-12-31");
    const b = employer("Beta Air", "2019-01-01", "2020-06-30");
    const result = rule(
      input({ employers: [a, b], experience: withExperience([a, b]) }),
      "faa_65_77_airframe",
    );
    // 2018-01-01 to 2020-06-30: 29 months, not 23 + 17.
    expect(result.figure.value).toBe(29);
    expect(result.periods.map((period) => period.months)).toEqual([23, 17]);
  });

  it("leaves gaps out", () => {
    const a = employer("Acme", "2018-01-01", "2018-06-30");
    const b = employer("Beta Air", "2018-09-01", "2019-03-01");
    expect(
      rule(input({ employers: [a, b], experience: withExperience([a, b]) }), "faa_65_77_airframe").figure
        .value,
    ).toBe(11);
  });

  it("counts the current job up to today", () => {
    const result = rule(
      input({
        form: { dateOfHire: "2024-03-10" },
        experience: [experience("powerplant", { includeCurrentEmployment: true })],
      }),
      "faa_65_77_powerplant",
    );
    expect(result.figure.value).toBe(26);
    expect(result.status).toBe("met");
    expect(result.periods).toEqual([
      { employer: "Current employment", from: "2024-03-10", to: TODAY, ongoing: true, months: 26 },
    ]);
  });

  it("takes the longest duration entered by hand when it is longer than the dated time, and says so", () => {
    const a = employer("Acme", "2025-01-01", "2025-11-01");
    const result = rule(
      input({
        employers: [a],
        experience: [
          ...withExperience([a]),
          experience("airframe", { useManualDuration: true, manualYears: 2, manualMonths: 3 }),
          experience("airframe", { useManualDuration: true, manualYears: 1, manualMonths: 0 }),
        ],
      }),
      "faa_65_77_airframe",
    );
    expect(result.figure.value).toBe(27);
    expect(result.note).toContain("the longest one counts");
  });

  it("cannot tell without experience entries, and says what to add", () => {
    const result = rule(input(), "faa_65_77_airframe");
    expect(result.status).toBe("cannot_tell");
    expect(result.missing).toEqual([
      {
        target: "airframe",
        message: "Add your airframe experience and choose the employers where you gained it.",
      },
    ]);
  });

  it("ignores an employer whose dates the form rule refuses (stored before the rule)", () => {
    const old = employer("Old Co", "0215-03-01", "2020-01-01");
    const result = rule(input({ employers: [old], experience: withExperience([old]) }), "faa_65_77_airframe");
    expect(result.figure.value).toBe(0);
    expect(result.status).toBe("cannot_tell");
  });
});

describe("14 CFR 65.77, both ratings at once", () => {
  it("counts only the time covered by airframe and powerplant employers together", () => {
    const a = employer("Airframe shop", "2018-01-01", "2020-12-31");
    const p = employer("Engine shop", "2019-07-01", "2022-06-30");
    const result = rule(
      input({
        employers: [a, p],
        experience: [...withExperience([a], ["airframe"]), ...withExperience([p], ["powerplant"])],
      }),
      "faa_65_77_both",
    );
    expect(result.figure).toMatchObject({ value: 17, threshold: 30 });
    expect(result.status).toBe("not_yet");
    expect(result.periods).toEqual([
      {
        employer: "Airframe and powerplant at once",
        from: "2019-07-01",
        to: "2020-12-31",
        ongoing: false,
        months: 17,
      },
    ]);
  });

  it("is met by one employer named by both disciplines for 30 months", () => {
    const both = employer("Full service", "2022-01-01", "2024-07-01");
    const result = rule(
      input({ employers: [both], experience: withExperience([both], ["airframe", "powerplant"]) }),
      "faa_65_77_both",
    );
    expect(result.figure.value).toBe(30);
    expect(result.status).toBe("met");
  });
});

describe("14 CFR 65.83, recent experience", () => {
  const earlier = employer("Acme", "2020-01-01", "2024-09-30");
  const current = { dateOfHire: "2025-10-15" };

  it("counts only the last 24 months", () => {
    const result = rule(
      input({ employers: [earlier], form: { apCertificateIssuedOn: "2015-05-01" } }),
      "faa_65_83_recent",
    );
    expect(result.window).toEqual({ from: "2024-06-01", to: TODAY });
    expect(result.periods).toEqual([
      { employer: "Acme", from: "2024-06-01", to: "2024-09-30", ongoing: false, months: 3 },
    ]);
    expect(result.status).toBe("not_yet");
  });

  it("adds the current job, overlaps once", () => {
    const result = rule(
      input({ employers: [earlier], form: { ...current, apCertificateIssuedOn: "2015-05-01" } }),
      "faa_65_83_recent",
    );
    expect(result.figure.value).toBe(3 + 7);
    expect(result.status).toBe("met");
  });

  it("counts nothing before the certificate was issued", () => {
    const result = rule(
      input({ employers: [earlier], form: { ...current, apCertificateIssuedOn: "2025-01-01" } }),
      "faa_65_83_recent",
    );
    expect(result.window?.from).toBe("2025-01-01");
    expect(result.figure.value).toBe(7);
  });

  it("cannot tell without the certificate's issue date even when the months are there", () => {
    const result = rule(input({ employers: [earlier], form: current }), "faa_65_83_recent");
    expect(result.status).toBe("cannot_tell");
    expect(result.missing).toContainEqual({
      target: "apCertificateIssuedOn",
      message: "Add the issue date of your A&P certificate.",
    });
  });
});

describe("14 CFR 65.91(c), IA eligibility", () => {
  const steady = employer("Acme", "2020-01-01", null);
  const full = { ratings: ["airframe", "powerplant"] as const };

  it.each([
    ["2023-06-01", 36, "met"],
    ["2023-06-02", 35, "not_yet"],
  ] as const)("A&P issued %s: held %i months, %s", (issuedOn, months, status) => {
    const result = rule(
      input({ employers: [steady], form: { ...full, apCertificateIssuedOn: issuedOn } }),
      "faa_65_91_ia",
    );
    expect(result.figure).toMatchObject({ value: months, threshold: 36 });
    expect(result.status).toBe(status);
    // The conditions it cannot compute are listed for the user to confirm.
    expect(result.conditions.filter((condition) => condition.status === "to_confirm")).toHaveLength(3);
  });

  it("needs both ratings, and 2 years of work without a gap", () => {
    const one = rule(
      input({ employers: [steady], form: { ratings: ["airframe"], apCertificateIssuedOn: "2010-01-01" } }),
      "faa_65_91_ia",
    );
    expect(one.status).toBe("not_yet");
    const before = employer("Acme", "2020-01-01", "2024-12-31");
    const after = employer("Beta Air", "2025-02-01", null);
    const gap = rule(
      input({ employers: [before, after], form: { ...full, apCertificateIssuedOn: "2010-01-01" } }),
      "faa_65_91_ia",
    );
    expect(gap.conditions[2]).toMatchObject({ status: "not_yet", value: 22, threshold: 24 });
    expect(gap.status).toBe("not_yet");
  });

  it("cannot tell without ratings and issue date, and names both", () => {
    const result = rule(input({ employers: [steady] }), "faa_65_91_ia");
    expect(result.status).toBe("cannot_tell");
    expect(result.missing.map((item) => item.target)).toEqual(["ratings", "apCertificateIssuedOn"]);
  });
});

describe("IA year and expiry (14 CFR 65.92)", () => {
  it.each([
    ["2026-03-31", "2025-04-01", "2026-03-31", "2027-03-31"],
    ["2026-04-01", "2026-04-01", "2027-03-31", "2027-03-31"],
    ["2027-03-31", "2026-04-01", "2027-03-31", "2027-03-31"],
    ["2027-04-01", "2027-04-01", "2028-03-31", "2029-03-31"],
    ["2024-02-29", "2023-04-01", "2024-03-31", "2025-03-31"],
    ["2025-03-31", "2024-04-01", "2025-03-31", "2025-03-31"],
  ])("%s is in the IA year %s to %s; an IA held that day expires %s", (day, start, end, expiry) => {
    expect(iaYearOf(day)).toEqual({ start, end });
    expect(iaExpiryAfter(day)).toBe(expiry);
  });
});

describe("14 CFR 65.93, IA renewal", () => {
  const ia = { iaIssuedOn: "2019-03-01" };
  const activity = (
    performedOn: string,
    kind: EligibilityInput["iaActivities"][number]["kind"],
    hours: number | null = null,
  ) => ({
    performedOn,
    kind,
    hours,
  });

  it("shows this IA year's progress and what is still possible", () => {
    const result = rule(
      input({
        form: ia,
        iaActivities: [
          activity("2026-04-10", "annual_inspection"),
          activity("2026-05-20", "annual_inspection"),
        ],
      }),
      "faa_65_93_ia_renewal",
    );
    expect(result.figure).toEqual({
      label: "Annual inspections",
      value: 2,
      threshold: 4,
      unit: "activities",
    });
    expect(result.deadline).toBe("2027-03-31");
    expect(result.window).toEqual({ from: "2026-04-01", to: "2027-03-31" });
    expect(result.status).toBe("not_yet");
    expect(result.missing[0]?.message).toContain(
      "2 more annual inspections, or 8 more major repairs or alterations",
    );
    expect(result.expiresOn).toBe("2027-03-31");
  });

  it("puts March 31 in the old IA year and April 1 in the new one", () => {
    const source = input({
      form: ia,
      iaActivities: [activity("2026-03-31", "oral_test"), activity("2026-04-01", "progressive_inspection")],
    });
    const result = rule(source, "faa_65_93_ia_renewal");
    expect(result.conditions.find((condition) => condition.label === "Oral tests")).toMatchObject({
      value: 0,
    });
    expect(
      result.conditions.find((condition) => condition.label === "Progressive inspections"),
    ).toMatchObject({
      value: 1,
      status: "met",
    });
    // The previous IA year (second year of the two-year period ending 2027): its oral test counts there.
    expect(result.conditions.at(-1)).toMatchObject({ status: "met" });
    expect(result.status).toBe("met");
  });

  it("says the renewal does not apply without a current IA, instead of asking for its issue date", () => {
    for (const iaStatus of ["no", "past_not_current"] as const) {
      const result = rule(input({ form: { iaStatus } }), "faa_65_93_ia_renewal");
      expect(result.status).toBe("not_applicable");
      expect(result.missing).toEqual([]);
      expect(result.note).toBe(IA_RENEWAL_NOT_APPLICABLE);
    }
    expect(rule(input({ form: { iaStatus: "yes" } }), "faa_65_93_ia_renewal").missing).toContainEqual({
      target: "iaIssuedOn",
      message: "Add the date your inspection authorization was issued.",
    });
  });

  it("needs the previous IA year done too in the second year of the period", () => {
    const result = rule(
      input({ form: ia, iaActivities: [activity("2026-05-02", "refresher_course", 8)] }),
      "faa_65_93_ia_renewal",
    );
    expect(result.conditions.at(-1)).toMatchObject({ status: "not_yet" });
    expect(result.status).toBe("not_yet");
    expect(result.missing).toContainEqual({
      target: "iaActivities",
      message: "Log what you did in the previous IA year too.",
    });
  });

  it("needs a refresher course of 8 hours in one course", () => {
    const source = (hours: number) =>
      input({
        today: "2025-06-01",
        form: ia,
        iaActivities: [
          activity("2025-05-02", "refresher_course", hours),
          activity("2025-05-09", "refresher_course", 4),
        ],
      });
    expect(rule(source(7.5), "faa_65_93_ia_renewal").status).toBe("not_yet");
    expect(rule(source(8), "faa_65_93_ia_renewal").status).toBe("met");
  });

  it("asks one annual per 90 days held in an IA year begun part way", () => {
    // Issued 2026-12-01: 121 days to 2027-03-31, so 1 annual or 2 major repairs.
    const result = rule(
      input({
        today: "2027-01-15",
        form: { iaIssuedOn: "2026-12-01" },
        iaActivities: [activity("2026-12-10", "major_repair_or_alteration")],
      }),
      "faa_65_93_ia_renewal",
    );
    expect(result.conditions.slice(0, 2)).toEqual([
      { label: "Annual inspections", status: "not_yet", value: 0, threshold: 1 },
      { label: "Major repairs or alterations", status: "not_yet", value: 1, threshold: 2 },
    ]);
    expect(result.figure).toMatchObject({ label: "Major repairs or alterations", value: 1, threshold: 2 });
  });

  it("cannot tell without the IA's issue date", () => {
    const result = rule(input(), "faa_65_93_ia_renewal");
    expect(result.status).toBe("cannot_tell");
    expect(result.expiresOn).toBeNull();
    expect(result.missing).toEqual([
      { target: "iaIssuedOn", message: "Add the date your inspection authorization was issued." },
    ]);
  });
});

describe("EASA Part-66", () => {
  it.each([
    ["2021-06-01", 60, "met", "met"],
    ["2023-06-01", 36, "met", "not_yet"],
    ["2023-06-02", 35, "not_yet", "not_yet"],
  ] as const)(
    "maintenance since %s: %i months; 3-year categories %s, 5-year %s",
    (start, months, short, long) => {
      const source = input({ employers: [employer("Acme", start, null)] });
      expect(rule(source, "easa_66_a_30_three_years")).toMatchObject({
        status: short,
        figure: { value: months, threshold: 36 },
      });
      expect(rule(source, "easa_66_a_30_five_years")).toMatchObject({
        status: long,
        figure: { value: months, threshold: 60 },
      });
    },
  );

  it("checks 6 months in the last 2 years for certifying staff", () => {
    // The window opens 2024-06-01: to 2024-12-01 is 6 months, to 2024-11-30 only 5.
    const source = input({ employers: [employer("Acme", "2010-01-01", "2024-12-01")] });
    expect(rule(source, "easa_145_a_35_recent")).toMatchObject({ status: "met", figure: { value: 6 } });
    const stale = input({ employers: [employer("Acme", "2010-01-01", "2024-11-30")] });
    expect(rule(stale, "easa_145_a_35_recent")).toMatchObject({ status: "not_yet", figure: { value: 5 } });
  });

  it("cannot tell without any dated employment", () => {
    expect(rule(input(), "easa_66_a_30_three_years").status).toBe("cannot_tell");
    expect(rule(input(), "easa_145_a_35_recent").missing[0]?.target).toBe("employment");
  });
});

describe("the report", () => {
  it("has every rule once, with its citation, and is worded as an estimate", () => {
    const report = computeEligibility(input());
    expect(report.rules.map((result) => result.id)).toEqual([
      "faa_65_77_airframe",
      "faa_65_77_powerplant",
      "faa_65_77_both",
      "faa_65_83_recent",
      "faa_65_91_ia",
      "faa_65_93_ia_renewal",
      "easa_66_a_30_three_years",
      "easa_66_a_30_five_years",
      "easa_145_a_35_recent",
    ]);
    expect(report.disclaimer).toContain("not a determination by the FAA or EASA");
    for (const result of report.rules) expect(result.citation).toMatch(/^(14 CFR|EASA)/);
  });
});
