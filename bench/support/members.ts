// The team a benchmark reads: technicians with work history and training records (the dashboard and
// team benchmarks share it).
import type { Database } from "../../server/db/client";
import {
  airframeExperience,
  checklistItems,
  checklistSections,
  checklistTabs,
  employmentEntries,
  powerplantExperience,
  userChecklistCompletions,
  users,
  workHistoryForms,
} from "../../server/db/schema/index";

const BATCH = 500;
const CHECKLIST_ITEMS = 40;
const COMPLETIONS_PER_USER = 12;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * `count` technicians, each with an active form (a current job and three employers), certifications,
 * two experience entries, a second completed form for half of them, and 12 checklist completions over
 * a 40-item program. Answers their ids.
 */
export async function seedMembers(db: Database, count: number): Promise<string[]> {
  const [tab] = await db.insert(checklistTabs).values({ name: "Bench" }).returning();
  const sections = await db
    .insert(checklistSections)
    .values([0, 1, 2, 3].map((order) => ({ tabId: tab!.id, name: `Section ${order}`, order })))
    .returning();
  const items = await db
    .insert(checklistItems)
    .values(
      Array.from({ length: CHECKLIST_ITEMS }, (_, i) => ({
        sectionId: sections[i % sections.length]!.id,
        name: `Item ${i}`,
        order: i,
      })),
    )
    .returning();

  const userIds: string[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => start + k);
    const inserted = await db
      .insert(users)
      .values(
        batch.map((i) => ({
          email: `bench-${i}@example.com`,
          fullName: `Bench User ${i}`,
          password: "not-a-password-hash",
          emailVerified: true,
        })),
      )
      .returning({ id: users.id });
    const ids = inserted.map((row) => row.id);
    userIds.push(...ids);

    const forms = await db
      .insert(workHistoryForms)
      .values(
        ids.map((userId, k) => ({
          userId,
          isActive: true,
          status: k % 3 === 0 ? ("submitted" as const) : ("draft" as const),
          dateOfHire: `20${pad(15 + (k % 10))}-0${1 + (k % 9)}-01`,
          certifications: [
            { name: "A&P", number: `${k}`, issuedOn: "2012", expiresOn: null },
            { name: "IA", number: null, issuedOn: "2018-03", expiresOn: k % 2 ? "2024-03-31" : "2030-03-31" },
            { name: "GROL", number: null, issuedOn: null, expiresOn: "2029" },
          ],
        })),
      )
      .returning({ id: workHistoryForms.id });
    await db
      .insert(workHistoryForms)
      .values(ids.filter((_, k) => k % 2 === 0).map((userId) => ({ userId, status: "completed" as const })));

    const employments = forms.flatMap(({ id: formId }, k) => [
      { formId, entryNumber: 1, startDate: `2000-0${1 + (k % 9)}-15`, endDate: "2006-06-30" },
      { formId, entryNumber: 2, startDate: "2005-01-01", endDate: "2010-12-31" },
      { formId, entryNumber: 3, startDate: "2011-02-01", endDate: `2014-1${k % 3}-01` },
    ]);
    await inBatches(employments, (rows) => db.insert(employmentEntries).values(rows));
    await db
      .insert(airframeExperience)
      .values(forms.map(({ id: formId }) => ({ formId, entryNumber: 1, includeCurrentEmployment: true })));
    await db
      .insert(powerplantExperience)
      .values(
        forms.map(({ id: formId }) => ({ formId, entryNumber: 1, useManualDuration: true, manualYears: 3 })),
      );

    const completions = ids.flatMap((userId, k) =>
      Array.from({ length: COMPLETIONS_PER_USER }, (_, c) => ({
        userId,
        itemId: items[(k + c * 3) % items.length]!.id,
        completed: c % 4 !== 0,
      })),
    );
    await inBatches(completions, (rows) => db.insert(userChecklistCompletions).values(rows));
  }
  return userIds;
}
