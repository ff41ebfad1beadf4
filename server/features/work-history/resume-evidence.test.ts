import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobRunner } from "../../jobs/runner";
import { extractResumeData } from "../../lib/extraction/builtin/builtin-extractor";
import { createTestApp, type TestApp } from "../../test/app";
import { clientFor, expectStatus } from "../../test/client";
import { processAndWait, startProcessingRunner } from "../../test/processing-runner";
import { uploadDocument } from "../../test/uploads";
import { createSignedInUser } from "../../test/users";
import { serviceContext } from "../service-context";
import { replaceFormFromResume } from "./work-history.service";

// The review beside the resume (docs/product.md §14.7): a resume whose second job is told in a
// sentence the extractor does not read as a job; the review shows where each entry came from and
// offers that employer.
const RESUME = `Marisol Quintero
marisol.quintero@example.com

EXPERIENCE
Lead Aircraft Mechanic, Harbor Air Cargo — Memphis, TN
March 2016 – Present
- Line and heavy checks on Boeing 757-200 freighters.

Before that, in 2009 I went to work for Rio Grande Airlines on their Dash 8 fleet.
`;

// The same resume as a word processor saves it: line ends, bold and typographic characters that the
// extractor reads respelled, so its prepared text differs from the stored one.
const STORED_RESUME = [
  "Marisol Quintero",
  "marisol.quintero@example.com",
  "",
  "### EXPERIENCE",
  "**Lead Aircraft Mechanic**, Harbor Air Cargo \u2014 Memphis, TN",
  "March 2016 \u2013 Present",
  "\u2022 Line and heavy checks on Boeing 757-200 freighters\u2026",
  "",
  "Avionics Technician, Delta Bay Aero Services \u2014 Atlanta, GA",
  "June 2012 \u2013 February 2016",
  "\u2022 Installed Garmin G1000 upgrades",
].join("\r\n");

// Personal values, certifications, education and skills, with a nickname between the name's words,
// typographic quotes and dashes, Windows line ends and bullets: each value keeps its own range.
const PERSONAL_RESUME = [
  "DANIEL \u201cDANNY\u201d OKAFOR",
  "Avionics Technician",
  "Tulsa, OK | (918) 555-0133 | daniel.okafor@example.com",
  "A&P Certificate No. 3344556",
  "",
  "EXPERIENCE",
  "Avionics Technician, Tulsa Jet Center \u2014 Tulsa, OK",
  "May 2015 \u2013 Present",
  "\u2022 Garmin G1000 installs",
  "",
  "CERTIFICATIONS",
  "FCC General Radiotelephone Operator License",
  "NCATT Aircraft Electronics Technician",
  "",
  "EDUCATION",
  "Spartan College of Aeronautics \u2014 Tulsa, OK",
  "A.A.S. Aviation Electronics, 2014",
  "",
  "SKILLS",
  "Troubleshooting \u2022 Wiring \u2022 Soldering",
].join("\r\n");

interface Evidence {
  filename: string;
  text: string;
  entries: { kind: string; entryId: string; spans: { start: number; end: number }[]; found: string }[];
  values: { field: string; index: number | null; spans: { start: number; end: number }[] }[];
  suggestions: { id: string; kind: string; companyName?: string; startDate?: string; spans: unknown[] }[];
}

let testApp: TestApp;
let runner: JobRunner;

beforeAll(async () => {
  testApp = await createTestApp();
  runner = startProcessingRunner(testApp);
});
afterAll(async () => {
  await runner.stop();
  await testApp.close();
});

async function technicianWithResume(text = RESUME) {
  const technician = await createSignedInUser(testApp);
  const client = clientFor(testApp, technician);
  const document = await uploadDocument(testApp, technician, {
    filename: "Marisol Quintero.txt",
    bytes: Buffer.from(text),
  });
  expect(await processAndWait(testApp, technician, document)).toBe("completed");
  const formId = expectStatus(await client.get("/api/work-history/active"), 200).id as string;
  return { technician, client, formId, document };
}

describe("GET /api/forms/:id/resume-evidence", () => {
  it("shows the resume's text, where each entry came from and the employer no entry used", async () => {
    const { client, formId } = await technicianWithResume();
    const evidence = expectStatus<Evidence>(await client.get(`/api/forms/${formId}/resume-evidence`), 200);
    expect(evidence.filename).toBe("Marisol Quintero.txt");
    expect(evidence.text).toContain("Harbor Air Cargo");
    const jobs = expectStatus<{ id: string }[]>(await client.get(`/api/employment-entries/${formId}`), 200);
    const harbor = evidence.entries.find((entry) => entry.entryId === jobs[0]!.id)!;
    const written = harbor.spans.map((span) => evidence.text.slice(span.start, span.end)).join("\n");
    expect(written).toContain("Harbor Air Cargo");
    expect(evidence.suggestions).toContainEqual(
      expect.objectContaining({ kind: "employment", companyName: "Rio Grande Airlines", startDate: "2009" }),
    );
  });

  it("remembers a dismissed suggestion; an administrator reads the same review but dismisses nothing", async () => {
    const { client, formId } = await technicianWithResume();
    const url = `/api/forms/${formId}/resume-evidence`;
    const before = expectStatus<Evidence>(await client.get(url), 200);
    const rioGrande = before.suggestions.find((s) => s.companyName === "Rio Grande Airlines")!;

    const admin = clientFor(testApp, await createSignedInUser(testApp, { role: "admin" }));
    expect(expectStatus<Evidence>(await admin.get(url), 200).suggestions).toContainEqual(rioGrande);
    expectStatus(await admin.post(`${url}/dismissals`, { suggestionId: rioGrande.id }), 404);

    expectStatus(await client.post(`${url}/dismissals`, { suggestionId: rioGrande.id }), 204);
    expectStatus(await client.post(`${url}/dismissals`, { suggestionId: rioGrande.id }), 204);
    const after = expectStatus<Evidence>(await client.get(url), 200);
    expect(after.suggestions.map((s) => s.id)).not.toContain(rioGrande.id);
    expect(after.suggestions.length).toBe(before.suggestions.length - 1);
  });

  it("is another user's form to nobody else, and 404 for a form no resume filled", async () => {
    const { formId } = await technicianWithResume();
    const stranger = clientFor(testApp, await createSignedInUser(testApp));
    const refused = await stranger.get(`/api/forms/${formId}/resume-evidence`);
    expectStatus(refused, 404);
    expect(refused.body).not.toContain("Harbor");
    expectStatus(
      await stranger.post(`/api/forms/${formId}/resume-evidence/dismissals`, {
        suggestionId: "0123456789abcdef",
      }),
      404,
    );

    const typed = await stranger.post("/api/forms", {});
    const ownForm = expectStatus<{ id: string }>(typed, 201).id;
    const none = await stranger.get(`/api/forms/${ownForm}/resume-evidence`);
    expectStatus(none, 404);
    expect(none.json().message).toBe(
      "This form was not filled from a resume, or the resume is no longer in the documents.",
    );
  });

  it("is gone with the resume it was read from", async () => {
    const { client, formId, document } = await technicianWithResume();
    expectStatus(await client.delete(`/api/uploads/resume/${document.id}`), 204);
    expectStatus(await client.get(`/api/forms/${formId}/resume-evidence`), 404);
  });

  it("refuses a dismissal without a suggestion id or with one no review gives", async () => {
    const { client, formId } = await technicianWithResume();
    const url = `/api/forms/${formId}/resume-evidence/dismissals`;
    expectStatus(await client.post(url, {}), 400);
    expectStatus(await client.post(url, { suggestionId: "\udfff not an id" }), 400);
  });

  it("leaves the form's last change time alone: a dismissal is no change of its content", async () => {
    const { client, formId } = await technicianWithResume();
    const before = expectStatus<{ updatedAt: string }>(await client.get(`/api/forms/${formId}`), 200);
    const { suggestions } = expectStatus<Evidence>(
      await client.get(`/api/forms/${formId}/resume-evidence`),
      200,
    );
    expectStatus(
      await client.post(`/api/forms/${formId}/resume-evidence/dismissals`, {
        suggestionId: suggestions[0]!.id,
      }),
      204,
    );
    const after = expectStatus<{ updatedAt: string }>(await client.get(`/api/forms/${formId}`), 200);
    expect(after.updatedAt).toBe(before.updatedAt);
  });

  it("shows each entry at the ranges of the stored text the extractor read it from, also once edited", async () => {
    const { client, formId } = await technicianWithResume(STORED_RESUME);
    const url = `/api/forms/${formId}/resume-evidence`;
    const evidence = expectStatus<Evidence>(await client.get(url), 200);
    // The upload's text (line ends as text extraction gives them), not the extractor's respelled copy.
    const stored = STORED_RESUME.replaceAll("\r\n", "\n");
    expect(evidence.text).toBe(stored);

    const { sources } = extractResumeData(stored);
    const jobs = expectStatus<{ id: string; companyName: string }[]>(
      await client.get(`/api/employment-entries/${formId}`),
      200,
    );
    expect(jobs.map((job) => job.companyName)).toEqual(["Harbor Air Cargo", "Delta Bay Aero Services"]);
    const entryOf = (id: string) => evidence.entries.find((entry) => entry.entryId === id)!;
    for (const [index, job] of jobs.entries()) {
      expect(entryOf(job.id)).toMatchObject({
        kind: "employment",
        found: "recorded",
        spans: sources!.employment[`employment-${index + 1}`],
      });
    }
    const harbor = entryOf(jobs[0]!.id).spans.map((span) => stored.slice(span.start, span.end));
    expect(harbor).toEqual([
      "Lead Aircraft Mechanic**, Harbor Air Cargo \u2014 Memphis, TN\nMarch 2016 \u2013 Present",
      "Line and heavy checks on Boeing 757-200 freighters\u2026",
    ]);
    const airframe = expectStatus<{ id: string }[]>(
      await client.get(`/api/airframe-experience/${formId}`),
      200,
    );
    expect(entryOf(airframe[0]!.id)).toMatchObject({ found: "recorded", spans: sources!.airframe[0] });
    expect(entryOf(airframe[0]!.id).spans.map((span) => stored.slice(span.start, span.end))).toEqual([
      "Boeing 757-200",
    ]);
    // What the entries' values were read from is not offered again.
    const recorded = [
      ...Object.values(sources!.employmentHeadings).flat(),
      ...sources!.airframe.flat(),
      ...sources!.avionics.flat(),
    ];
    for (const suggestion of evidence.suggestions) {
      for (const span of suggestion.spans as { start: number; end: number }[]) {
        expect(recorded.some((read) => span.start < read.end && read.start < span.end)).toBe(false);
      }
    }

    // Corrected by the technician: still where the resume states it.
    expectStatus(
      await client.patch(`/api/employment-entries/${jobs[0]!.id}`, { companyName: "Harbor Air Freight" }),
      200,
    );
    const edited = expectStatus<Evidence>(await client.get(url), 200);
    expect(edited.entries.find((entry) => entry.entryId === jobs[0]!.id)).toEqual(entryOf(jobs[0]!.id));

    // Added by hand: found by its values, in the stored text too.
    const added = expectStatus<{ id: string }>(
      await client.post("/api/employment-entries", { formId, entryNumber: 3 }),
      201,
    );
    expectStatus(
      await client.patch(`/api/employment-entries/${added.id}`, { companyName: "Delta Bay Aero Services" }),
      200,
    );
    const withTyped = expectStatus<Evidence>(await client.get(url), 200);
    const typed = withTyped.entries.find((entry) => entry.entryId === added.id)!;
    expect(typed.found).toBe("searched");
    expect(typed.spans.map((span) => stored.slice(span.start, span.end))).toContain(
      "Delta Bay Aero Services",
    );
  });

  it("shows each personal value and each list's entry at its source, an entry found where the list moved it", async () => {
    const { client, formId } = await technicianWithResume(PERSONAL_RESUME);
    const url = `/api/forms/${formId}/resume-evidence`;
    const evidence = expectStatus<Evidence>(await client.get(url), 200);
    const cut = (value: Evidence["values"][number] | undefined) =>
      value?.spans.map((span) => evidence.text.slice(span.start, span.end));
    const personal = (field: string) => cut(evidence.values.find((value) => value.field === field));
    expect(personal("firstName")).toEqual(["DANIEL"]);
    expect(personal("lastName")).toEqual(["OKAFOR"]);
    expect(personal("email")).toEqual(["daniel.okafor@example.com"]);
    expect(personal("phone")).toEqual(["(918) 555-0133"]);
    expect(personal("roleTitle")).toEqual(["Avionics Technician"]);
    expect(personal("apCertificateNumber")).toEqual(["3344556"]);
    expect(evidence.values.some((value) => value.field === "iaStatus")).toBe(false);
    const entry = (field: string, index: number) =>
      cut(evidence.values.find((value) => value.field === field && value.index === index));
    const form = expectStatus<{ certifications: { name: string }[]; skills: string[] }>(
      await client.get(`/api/forms/${formId}`),
      200,
    );
    expect(form.certifications.map((item) => item.name)).toEqual([
      "FAA Airframe & Powerplant Mechanic Certificate",
      "FCC General Radiotelephone Operator License",
      "NCATT Aircraft Electronics Technician",
    ]);
    // Added by the reader from the certificate's number: read where the number is.
    expect(entry("certifications", 0)).toEqual(["3344556"]);
    expect(entry("certifications", 1)).toEqual(["FCC General Radiotelephone Operator License"]);
    expect(entry("education", 0)).toEqual(["Spartan College of Aeronautics", "A.A.S. Aviation Electronics"]);
    expect(form.skills).toEqual(["Troubleshooting", "Wiring", "Soldering"]);
    expect(entry("skills", 2)).toEqual(["Soldering"]);

    // The technician reorders the certifications, removes a skill and types a new one: each entry
    // read from the resume is found where it is now; the typed one has no source.
    const [ap, fcc, ncatt] = form.certifications;
    expectStatus(
      await client.patch(`/api/forms/${formId}`, {
        certifications: [ncatt, { ...ap, name: "A&P" }, fcc],
        skills: ["Soldering", "Rigging"],
      }),
      200,
    );
    const moved = expectStatus<Evidence>(await client.get(url), 200);
    const at = (field: string) =>
      moved.values
        .filter((value) => value.field === field)
        .map((value) => [value.index, value.spans.map((span) => moved.text.slice(span.start, span.end))]);
    expect(at("certifications")).toEqual([
      [0, ["NCATT Aircraft Electronics Technician"]],
      [2, ["FCC General Radiotelephone Operator License"]],
    ]);
    expect(at("skills")).toEqual([[0, ["Soldering"]]]);
    // A personal value stays at its source once edited, as an entry does.
    expectStatus(await client.patch(`/api/forms/${formId}`, { firstName: "Danny" }), 200);
    const renamed = expectStatus<Evidence>(await client.get(url), 200);
    expect(renamed.values.find((value) => value.field === "firstName")).toEqual(
      evidence.values.find((value) => value.field === "firstName"),
    );
  });

  it("lists no value for a form filled by a reading that states no sources", async () => {
    const { client, formId, technician } = await technicianWithResume(PERSONAL_RESUME);
    const { sources: _sources, ...withoutSources } = extractResumeData(PERSONAL_RESUME);
    await replaceFormFromResume(serviceContext(testApp.app), technician.user, { resume: withoutSources });
    const evidence = expectStatus<Evidence>(await client.get(`/api/forms/${formId}/resume-evidence`), 200);
    expect(evidence.values).toEqual([]);
    expect(evidence.entries.every((entry) => entry.found === "searched")).toBe(true);
  });
});
