import { resumeDataSchema } from "@domain/schemas/resume-data";
import { OVERWRITE_CONFIRMATION_REQUIRED_CODE } from "@domain/schemas/uploads";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employmentEntries, processingQueue, resumeUploads, trainingUploads } from "../../db/schema/index";
import { JobRunner } from "../../jobs/runner";
import { readTrainingDocument } from "../../lib/extraction/index";
import { createTestApp, type TestApp } from "../../test/app";
import { uploadDocument } from "../../test/uploads";
import { createSignedInUser, type SignedInUser } from "../../test/users";
import { serviceContext } from "../service-context";
import { createDocumentTaskHandler, type DocumentPipeline } from "./document-task-handler";

class UnreadableDocument extends Error {}

/** A stand-in for the extractors: the resume is TXT whose first line names the person. */
const pipeline: DocumentPipeline = {
  async extractText(bytes) {
    const text = Buffer.from(bytes).toString("utf8");
    if (text.startsWith("UNREADABLE")) throw new UnreadableDocument("This document contains no text");
    // Some PDFs yield NUL and lone surrogates, which PostgreSQL text cannot hold.
    if (text.startsWith("Broken")) return `${text}\u0000\ud800 end`;
    return text;
  },
  async extractResume(text) {
    const [firstName, lastName] = text.split("\n")[0]!.split(" ");
    return resumeDataSchema.parse({
      personal: { firstName, lastName },
      employment: [
        { key: "e1", companyName: "Southern Skies Airlines", startDate: "2019-01", endDate: null },
      ],
      airframe: [{ make: "Boeing", model: "737", series: "800", employmentKeys: ["e1"] }],
    });
  },
  readTraining: async (text) => readTrainingDocument(text),
  describeError: (error) =>
    error instanceof UnreadableDocument ? { message: error.message, retryable: false } : null,
};

let testApp: TestApp;
let runner: JobRunner;
let alice: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;

async function startRunner(app: TestApp) {
  const jobRunner = new JobRunner({
    db: app.app.db,
    clock: app.app.clock,
    handler: createDocumentTaskHandler(serviceContext(app.app), pipeline),
    logger: pino({ level: "silent" }),
    concurrency: 1,
    pollMs: 25,
  });
  jobRunner.start();
  return jobRunner;
}

beforeAll(async () => {
  testApp = await createTestApp();
  runner = await startRunner(testApp);
  alice = await createSignedInUser(testApp, { fullName: "Alice Mechanic" });
  bob = await createSignedInUser(testApp);
  admin = await createSignedInUser(testApp, { role: "admin" });
});
afterAll(async () => {
  await runner.stop();
  await testApp.close();
});

const processDocument = (app: TestApp, user: SignedInUser | null, type: string, id: string) =>
  app.app.inject({
    method: "POST",
    url: `/api/uploads/${type}/${id}/process`,
    headers: user ? { cookie: user.cookie } : {},
    // Confirmed, as after 'Process & Overwrite'; the question itself is tested below.
    payload: { overwrite: true },
  });

async function documentsOf(app: TestApp, user: SignedInUser) {
  const response = await app.app.inject({
    method: "GET",
    url: "/api/uploads",
    headers: { cookie: user.cookie },
  });
  return response.json() as {
    id: string;
    processingStatus: string;
    task: { status: string; progress: number; errorMessage: string | null } | null;
  }[];
}

async function waitForTask(app: TestApp, user: SignedInUser, documentId: string, status: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const document = (await documentsOf(app, user)).find((row) => row.id === documentId);
    if (document?.task?.status === status) return document;
    if (Date.now() > deadline) throw new Error(`task never reached ${status}: ${JSON.stringify(document)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const resumeText = (name: string) => Buffer.from(`${name}\nAircraft Maintenance Technician\n`);

describe("processing a resume", () => {
  it("turns the upload into the uploader's active work history form", async () => {
    const document = await uploadDocument(testApp, alice, {
      filename: "resume.txt",
      bytes: resumeText("Marcus Holloway"),
    });
    const started = await processDocument(testApp, alice, "resume", document.id);
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({
      documentId: document.id,
      documentType: "resume",
      status: "queued",
      progress: 0,
    });

    const done = await waitForTask(testApp, alice, document.id, "completed");
    expect(done).toMatchObject({
      processingStatus: "completed",
      task: { progress: 100, errorMessage: null },
    });

    const active = await testApp.app.inject({
      method: "GET",
      url: "/api/work-history/active",
      headers: { cookie: alice.cookie },
    });
    // The name in the document, whatever the account's name: data goes to the uploader's own form.
    expect(active.json()).toMatchObject({ firstName: "Marcus", lastName: "Holloway" });
    const formId = active.json().id as string;
    const employment = await testApp.app.db
      .select()
      .from(employmentEntries)
      .where(eq(employmentEntries.formId, formId));
    expect(employment.map((row) => row.companyName)).toEqual(["Southern Skies Airlines"]);
    const airframe = await testApp.app.inject({
      method: "GET",
      url: `/api/airframe-experience/${formId}`,
      headers: { cookie: alice.cookie },
    });
    expect(airframe.json()).toMatchObject([
      {
        aircraftMake: "Boeing",
        aircraftModel: "737",
        aircraftSeries: "800",
        selectedEmploymentIds: [employment[0]!.id],
      },
    ]);
  });

  it("replaces the previous form's data when a second resume is processed (Process & Overwrite)", async () => {
    const document = await uploadDocument(testApp, alice, {
      filename: "newer.txt",
      bytes: resumeText("Danny Okafor"),
    });
    expect((await processDocument(testApp, alice, "resume", document.id)).statusCode).toBe(201);
    await waitForTask(testApp, alice, document.id, "completed");
    const forms = await testApp.app.inject({
      method: "GET",
      url: "/api/forms",
      headers: { cookie: alice.cookie },
    });
    expect(forms.json()).toHaveLength(1);
    expect(forms.json()[0]).toMatchObject({ firstName: "Danny", lastName: "Okafor" });
    const employment = await testApp.app.db
      .select()
      .from(employmentEntries)
      .where(eq(employmentEntries.formId, forms.json()[0].id));
    expect(employment).toHaveLength(1);
  });

  it("fails with the document's own message and lets the user process it again", async () => {
    const document = await uploadDocument(testApp, bob, {
      filename: "blank.txt",
      bytes: Buffer.from("UNREADABLE scan"),
    });
    await processDocument(testApp, bob, "resume", document.id);
    const failed = await waitForTask(testApp, bob, document.id, "failed");
    expect(failed).toMatchObject({
      processingStatus: "failed",
      task: { errorMessage: "This document contains no text" },
    });
    expect((await processDocument(testApp, bob, "resume", document.id)).statusCode).toBe(201);
  });

  it("keeps training documents' text and what they say, with no checklists to map to yet", async () => {
    const document = await uploadDocument(testApp, bob, {
      filename: "training.txt",
      bytes: Buffer.from("G550 initial maintenance course, FlightSafety, 2015"),
      documentType: "training",
    });
    await processDocument(testApp, bob, "training", document.id);
    await waitForTask(testApp, bob, document.id, "completed");
    const [row] = await testApp.app.db
      .select()
      .from(trainingUploads)
      .where(eq(trainingUploads.id, document.id));
    expect(row).toMatchObject({
      extractedText: expect.stringContaining("G550"),
      // Nothing the text does not state plainly; no checklist items exist to map to.
      mappedChecklists: {
        certificate: { completionDate: null, expiryDate: null },
        trainee: "unknown",
        mappings: [],
      },
    });
    expect(row!.processedAt).not.toBeNull();
  });

  it("drops characters PostgreSQL cannot store from the extracted text", async () => {
    const document = await uploadDocument(testApp, bob, {
      filename: "odd.txt",
      bytes: resumeText("Broken Text"),
    });
    await processDocument(testApp, bob, "resume", document.id);
    await waitForTask(testApp, bob, document.id, "completed");
    const [row] = await testApp.app.db.select().from(resumeUploads).where(eq(resumeUploads.id, document.id));
    expect(row!.extractedText).toBe("Broken Text\nAircraft Maintenance Technician\n end");
  });
});

describe("starting processing", () => {
  it("refuses a second start while a task is queued or running", async () => {
    const slow = await createTestApp();
    try {
      const carol = await createSignedInUser(slow);
      const document = await uploadDocument(slow, carol, {
        filename: "r.txt",
        bytes: resumeText("Carol Smith"),
      });
      expect((await processDocument(slow, carol, "resume", document.id)).statusCode).toBe(201);
      const again = await processDocument(slow, carol, "resume", document.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe("This document is already queued or being processed.");
    } finally {
      await slow.close();
    }
  });

  it("is for the document's owner only", async () => {
    const document = await uploadDocument(testApp, alice, {
      filename: "mine.txt",
      bytes: resumeText("Alice Mechanic"),
    });
    expect((await processDocument(testApp, bob, "resume", document.id)).statusCode).toBe(404);
    expect((await processDocument(testApp, null, "resume", document.id)).statusCode).toBe(401);
    expect((await processDocument(testApp, alice, "training", document.id)).statusCode).toBe(404);
    expect((await processDocument(testApp, alice, "invoice", document.id)).statusCode).toBe(400);
    const tasks = await testApp.app.db
      .select()
      .from(processingQueue)
      .where(eq(processingQueue.documentId, document.id));
    expect(tasks).toHaveLength(0);
  });
});

describe("a resume that would replace a work history form", () => {
  const processWithout = (user: SignedInUser, type: string, id: string) =>
    testApp.app.inject({
      method: "POST",
      url: `/api/uploads/${type}/${id}/process`,
      headers: { cookie: user.cookie },
    });
  const tasksOf = (documentId: string) =>
    testApp.app.db.select().from(processingQueue).where(eq(processingQueue.documentId, documentId));

  it("is queued without asking while the owner has no form", async () => {
    const erin = await createSignedInUser(testApp);
    const document = await uploadDocument(testApp, erin, {
      filename: "first.txt",
      bytes: resumeText("Erin Vale"),
    });
    expect((await processWithout(erin, "resume", document.id)).statusCode).toBe(201);
    await waitForTask(testApp, erin, document.id, "completed");
  });

  it("needs overwrite: true once a form exists, for a new, a never-processed and a failed document", async () => {
    const frank = await createSignedInUser(testApp);
    const created = await testApp.app.inject({
      method: "POST",
      url: "/api/forms",
      headers: { cookie: frank.cookie },
    });
    expect(created.statusCode, created.body).toBe(201);
    // Something typed: only a non-empty form is worth the question.
    const typed = await testApp.app.inject({
      method: "PATCH",
      url: `/api/forms/${created.json().id}`,
      headers: { cookie: frank.cookie },
      payload: { roleTitle: "Line Mechanic" },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    const fresh = await uploadDocument(testApp, frank, {
      filename: "new.txt",
      bytes: resumeText("Frank Ames"),
    });

    const refused = await processWithout(frank, "resume", fresh.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: OVERWRITE_CONFIRMATION_REQUIRED_CODE,
      message:
        "Processing this resume will replace your current work history form. Confirm that you want to overwrite it.",
    });
    expect(await tasksOf(fresh.id)).toHaveLength(0);
    const explicitNo = await testApp.app.inject({
      method: "POST",
      url: `/api/uploads/resume/${fresh.id}/process`,
      headers: { cookie: frank.cookie },
      payload: { overwrite: false },
    });
    expect(explicitNo.statusCode).toBe(409);

    // A failed document, pressed again.
    const broken = await uploadDocument(testApp, frank, {
      filename: "scan.txt",
      bytes: Buffer.from("UNREADABLE"),
    });
    expect((await processDocument(testApp, frank, "resume", broken.id)).statusCode).toBe(201);
    await waitForTask(testApp, frank, broken.id, "failed");
    expect((await processWithout(frank, "resume", broken.id)).json().code).toBe(
      OVERWRITE_CONFIRMATION_REQUIRED_CODE,
    );
    expect(await tasksOf(broken.id)).toHaveLength(1);

    // Confirmed: queued and processed.
    expect((await processDocument(testApp, frank, "resume", fresh.id)).statusCode).toBe(201);
    await waitForTask(testApp, frank, fresh.id, "completed");
  });

  it("does not ask while the form holds only its prefilled name and e-mail; asks once it has an entry", async () => {
    const hana = await createSignedInUser(testApp);
    const inject = (method: "GET" | "POST", url: string, payload?: object) =>
      testApp.app.inject({ method, url, headers: { cookie: hana.cookie }, payload });
    const form = (await inject("POST", "/api/forms")).json() as { id: string; firstName: string | null };
    expect(form.firstName).not.toBeNull(); // prefilled from the account
    expect((await inject("GET", "/api/work-history/active")).json()).toMatchObject({
      id: form.id,
      isEmpty: true,
    });

    const first = await uploadDocument(testApp, hana, { filename: "a.txt", bytes: resumeText("Hana Lee") });
    const started = await processWithout(hana, "resume", first.id);
    expect(started.statusCode, started.body).toBe(201);
    await waitForTask(testApp, hana, first.id, "completed");

    // The processed resume left entries: now the form is worth asking about.
    expect((await inject("GET", "/api/work-history/active")).json()).toMatchObject({ isEmpty: false });
    const second = await uploadDocument(testApp, hana, { filename: "b.txt", bytes: resumeText("Hana Lee") });
    expect((await processWithout(hana, "resume", second.id)).json().code).toBe(
      OVERWRITE_CONFIRMATION_REQUIRED_CODE,
    );
  });

  it("asks for a form with only an employment entry", async () => {
    const ivan = await createSignedInUser(testApp);
    const inject = (method: "GET" | "POST", url: string, payload?: object) =>
      testApp.app.inject({ method, url, headers: { cookie: ivan.cookie }, payload });
    const form = (await inject("POST", "/api/forms")).json() as { id: string };
    expect(
      (await inject("POST", "/api/employment-entries", { formId: form.id, entryNumber: 1 })).statusCode,
    ).toBe(201);
    const document = await uploadDocument(testApp, ivan, {
      filename: "c.txt",
      bytes: resumeText("Ivan Roe"),
    });
    expect((await processWithout(ivan, "resume", document.id)).statusCode).toBe(409);
  });

  it("does not ask for a training document, which replaces nothing", async () => {
    const gina = await createSignedInUser(testApp);
    await testApp.app.inject({ method: "POST", url: "/api/forms", headers: { cookie: gina.cookie } });
    const training = await uploadDocument(testApp, gina, {
      filename: "course.txt",
      bytes: Buffer.from("Course"),
      documentType: "training",
    });
    const started = await processWithout(gina, "training", training.id);
    expect(started.statusCode, started.body).toBe(201);
  });

  it("answers 404, not the question, for another user's document", async () => {
    const document = await uploadDocument(testApp, bob, {
      filename: "bobs.txt",
      bytes: resumeText("Bob Stone"),
    });
    // alice has a form (processed above).
    expect((await processWithout(alice, "resume", document.id)).statusCode).toBe(404);
  });
});

describe("the admin queue", () => {
  it("lists every task newest first with its document and owner, for administrators only", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/processing-queue",
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const items = response.json() as {
      filename: string;
      userEmail: string;
      createdAt: string;
      status: string;
    }[];
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.some((item) => item.filename === "resume.txt" && item.userEmail === alice.user.email)).toBe(
      true,
    );
    const times = items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      (
        await testApp.app.inject({
          method: "GET",
          url: "/api/processing-queue",
          headers: { cookie: alice.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect((await testApp.app.inject({ method: "GET", url: "/api/processing-queue" })).statusCode).toBe(401);
  });

  it("shows one row per document with the attempts of all its tasks, not one row per attempt", async () => {
    const hank = await createSignedInUser(testApp);
    const document = await uploadDocument(testApp, hank, {
      filename: "twice.txt",
      bytes: Buffer.from("UNREADABLE twice"),
    });
    for (let run = 0; run < 2; run++) {
      expect((await processDocument(testApp, hank, "resume", document.id)).statusCode).toBe(201);
      await waitForTask(testApp, hank, document.id, "failed");
    }
    expect(
      await testApp.app.db.select().from(processingQueue).where(eq(processingQueue.documentId, document.id)),
    ).toHaveLength(2);

    const queue = await testApp.app.inject({
      method: "GET",
      url: "/api/processing-queue",
      headers: { cookie: admin.cookie },
    });
    const rows = (
      queue.json() as { documentId: string; attempts: number; status: string; errorMessage: string }[]
    ).filter((row) => row.documentId === document.id);
    expect(rows).toEqual([
      expect.objectContaining({
        attempts: 2,
        status: "failed",
        errorMessage: "This document contains no text",
      }),
    ]);
  });

  it("with AUTO_PROCESS=false keeps tasks queued until an administrator starts them", async () => {
    const manual = await createTestApp({ env: { AUTO_PROCESS: "false" } });
    const manualRunner = await startRunner(manual);
    try {
      const dave = await createSignedInUser(manual);
      const boss = await createSignedInUser(manual, { role: "admin" });
      const document = await uploadDocument(manual, dave, {
        filename: "wait.txt",
        bytes: resumeText("Dave Jones"),
      });
      const task = (await processDocument(manual, dave, "resume", document.id)).json() as { id: string };
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await documentsOf(manual, dave))[0]!.task!.status).toBe("queued");

      const start = (cookie: string) =>
        manual.app.inject({ method: "POST", url: `/api/process/${task.id}`, headers: { cookie } });
      expect((await start(dave.cookie)).statusCode).toBe(403);
      const started = await start(boss.cookie);
      expect(started.statusCode).toBe(200);
      await waitForTask(manual, dave, document.id, "completed");
      const again = await start(boss.cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe("Only a queued task can be started.");
      const missing = await manual.app.inject({
        method: "POST",
        url: `/api/process/${crypto.randomUUID()}`,
        headers: { cookie: boss.cookie },
      });
      expect(missing.statusCode).toBe(404);
    } finally {
      await manualRunner.stop();
      await manual.close();
    }
  });
});
