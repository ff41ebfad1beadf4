// Seeds signed-in users the way a live server holds them: a verified account (one real argon2id hash
// of a known password, shared so seeding stays fast while every sign-in still pays a full verify),
// an active form filled in, a second inactive form for half of them, three employers, airframe and
// powerplant experience, two resumes and a training record with extracted text and a completed
// processing task each, and one session (the cookie token is returned).
import { readFileSync } from "node:fs";
import type { Database } from "../../server/db/client";
import {
  airframeExperience,
  employmentEntries,
  powerplantExperience,
  processingQueue,
  resumeUploads,
  trainingUploads,
  users,
  workHistoryForms,
} from "../../server/db/schema/index";
import { createSession } from "../../server/features/sessions/sessions";
import { hashPassword } from "../../server/lib/passwords";

export const BENCH_PASSWORD = "bench-password-123";

export interface BenchUser {
  id: string;
  email: string;
  formId: string;
  /** Session cookie token. */
  token: string;
}

const BATCH = 250;
const resumeText = readFileSync(new URL("../fixtures/two-page-resume.txt", import.meta.url), "utf8");

export async function seedUsers(db: Database, count: number, now = new Date()): Promise<BenchUser[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const seeded: BenchUser[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => start + k);
    const inserted = await db
      .insert(users)
      .values(
        numbers.map((n) => ({
          email: `bench-${n}@example.com`,
          fullName: `Bench User ${n}`,
          password: passwordHash,
          emailVerified: true,
          verifiedAt: now,
        })),
      )
      .returning({ id: users.id, email: users.email });

    const forms = await db
      .insert(workHistoryForms)
      .values(
        inserted.map(({ id: userId }, k) => ({
          userId,
          isActive: true,
          firstName: "Bench",
          lastName: `User ${start + k}`,
          email: `bench-${start + k}@example.com`,
          roleTitle: "Aircraft Maintenance Technician",
          dateOfHire: "2019-04-01",
          apCertificateNumber: `${3_000_000 + start + k}`,
          iaStatus: "yes" as const,
          employmentScope: "Line and base maintenance on regional jets and turboprops.",
          certifications: [
            { name: "A&P", number: `${start + k}`, issuedOn: "2012", expiresOn: null },
            { name: "IA", number: null, issuedOn: "2018-03", expiresOn: "2030-03-31" },
          ],
          skills: ["sheet metal", "borescope", "avionics troubleshooting"],
        })),
      )
      .returning({ id: workHistoryForms.id });
    await db
      .insert(workHistoryForms)
      .values(
        inserted
          .filter((_, k) => k % 2 === 0)
          .map(({ id: userId }) => ({ userId, status: "completed" as const })),
      );

    await db.insert(employmentEntries).values(
      forms.flatMap(({ id: formId }) => [
        { formId, entryNumber: 1, startDate: "2008-06-01", endDate: "2012-12-31" },
        { formId, entryNumber: 2, startDate: "2013-01-15", endDate: "2019-03-15" },
        { formId, entryNumber: 3, startDate: "2019-04-01", endDate: null },
      ]),
    );
    await db
      .insert(airframeExperience)
      .values(forms.map(({ id: formId }) => ({ formId, entryNumber: 1, includeCurrentEmployment: true })));
    await db
      .insert(powerplantExperience)
      .values(
        forms.map(({ id: formId }) => ({ formId, entryNumber: 1, useManualDuration: true, manualYears: 4 })),
      );

    for (const [table, documentType, perUser] of [
      [resumeUploads, "resume", 2],
      [trainingUploads, "training", 1],
    ] as const) {
      const documents = await db
        .insert(table)
        .values(
          inserted.flatMap(({ id: userId }) =>
            Array.from({ length: perUser }, (_, d) => ({
              userId,
              filename: `${documentType}-${d + 1}.pdf`,
              fileUrl: `uploads/${userId}/${documentType}-${d + 1}.pdf`,
              fileSize: 48_213,
              mimeType: "application/pdf",
              extractedText: resumeText,
              processingStatus: "completed" as const,
              uploadedAt: now,
              processedAt: now,
            })),
          ),
        )
        .returning({ id: table.id, userId: table.userId });
      await db.insert(processingQueue).values(
        documents.map((document) => ({
          userId: document.userId,
          documentType,
          documentId: document.id,
          status: "completed" as const,
          progress: 100,
          attempts: 1,
          readyAt: now,
          startedAt: now,
          completedAt: now,
        })),
      );
    }

    for (const [k, user] of inserted.entries()) {
      const { token } = await createSession(db, user.id, now);
      seeded.push({ id: user.id, email: user.email, formId: forms[k]!.id, token });
    }
  }
  return seeded;
}
