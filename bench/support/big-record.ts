// One big record for the document benchmarks: a technician with 10 employers and 30 experience entries,
// a program of 200 items (4 tabs, 5 sections each) all completed with notes, half of them signed off,
// and 2,000 events in the record's history, written straight into the database.
import type { Database } from "../../server/db/client";
import {
  airframeExperience,
  avionicsExperience,
  checklistEvents,
  checklistItems,
  checklistSections,
  checklistTabs,
  employmentEntries,
  powerplantExperience,
  userChecklistCompletions,
  users,
  workHistoryForms,
} from "../../server/db/schema/index";

export const ITEMS = 200;
export const EVENTS = 2_000;
const BATCH = 500;

/** The technician's and the administrator's ids. */
export async function seedBigRecord(db: Database): Promise<{ adminId: string; techId: string }> {
  const [admin, tech] = await db
    .insert(users)
    .values([
      {
        email: "admin@example.com",
        fullName: "Ada Admin",
        password: "x",
        role: "admin",
        emailVerified: true,
      },
      { email: "zoe@example.com", fullName: "Zoë Łukasz", password: "x", emailVerified: true },
    ])
    .returning({ id: users.id });
  const [form] = await db
    .insert(workHistoryForms)
    .values({
      userId: tech!.id,
      isActive: true,
      firstName: "Zoë",
      lastName: "Łukasz",
      dateOfHire: "2019-04-01",
      apCertificateNumber: "3456789",
      iaStatus: "yes",
      employmentScope: "Line and base maintenance on regional jets and turboprops.",
      certifications: [{ name: "A&P", number: "3456789", issuedOn: "2012", expiresOn: null }],
      skills: ["sheet metal", "borescope"],
    })
    .returning({ id: workHistoryForms.id });
  const formId = form!.id;
  const employers = await db
    .insert(employmentEntries)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        formId,
        entryNumber: i + 1,
        companyName: `Regional Carrier ${i} Maintenance Organisation`,
        positionTitle: "Aircraft Maintenance Technician",
        startDate: `${2000 + i}-01-01`,
        endDate: `${2001 + i}-06-30`,
        responsibilities: "Scheduled inspections, defect rectification and component changes. ".repeat(3),
      })),
    )
    .returning({ id: employmentEntries.id });
  const selected = employers.slice(0, 3).map((row) => row.id);
  for (const table of [airframeExperience, powerplantExperience, avionicsExperience]) {
    await db.insert(table).values(
      Array.from({ length: 10 }, (_, i) => ({
        formId,
        entryNumber: i + 1,
        selectedEmploymentIds: selected,
      })),
    );
  }
  await db
    .update(airframeExperience)
    .set({ aircraftMake: "Boeing", aircraftModel: "737", aircraftSeries: "800" });

  const tabs = await db
    .insert(checklistTabs)
    .values([0, 1, 2, 3].map((order) => ({ name: `Tab ${order}`, order })))
    .returning({ id: checklistTabs.id });
  const sections = await db
    .insert(checklistSections)
    .values(
      tabs.flatMap((tab) =>
        [0, 1, 2, 3, 4].map((order) => ({ tabId: tab.id, name: `Section ${order}`, order })),
      ),
    )
    .returning({ id: checklistSections.id });
  const items = await db
    .insert(checklistItems)
    .values(
      Array.from({ length: ITEMS }, (_, i) => ({
        sectionId: sections[i % sections.length]!.id,
        name: `Training item ${i} with a descriptive name`,
        order: i,
        recurrenceMonths: i % 2 ? 24 : null,
        requiresSignOff: i % 2 === 0,
        ataChapter: String(5 + (i % 70)),
      })),
    )
    .returning({ id: checklistItems.id });
  const completedAt = new Date("2026-01-15T10:00:00Z");
  const completions = await db
    .insert(userChecklistCompletions)
    .values(
      items.map((item, i) => ({
        userId: tech!.id,
        itemId: item.id,
        completed: true,
        completedAt,
        notes: `Completed under supervision; see the course record ${i}.`,
        signedOffBy: i % 2 === 0 ? admin!.id : null,
        signedOffAt: i % 2 === 0 ? completedAt : null,
        expiresOn: i % 2 ? "2028-01-15" : null,
      })),
    )
    .returning({ id: userChecklistCompletions.id, itemId: userChecklistCompletions.itemId });
  const events = Array.from({ length: EVENTS }, (_, i) => {
    const completion = completions[i % completions.length]!;
    return {
      kind: i % 3 === 0 ? ("notes_changed" as const) : ("completed" as const),
      itemId: completion.itemId,
      completionId: completion.id,
      userId: tech!.id,
      actorId: tech!.id,
      before: i % 3 === 0 ? { notes: "Old notes" } : { completed: false, completedOn: null },
      after: i % 3 === 0 ? { notes: `New notes ${i}` } : { completed: true, completedOn: "2026-01-15" },
    };
  });
  for (let i = 0; i < events.length; i += BATCH)
    await db.insert(checklistEvents).values(events.slice(i, i + BATCH));

  return { adminId: admin!.id, techId: tech!.id };
}
