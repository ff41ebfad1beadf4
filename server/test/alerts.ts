// A technician with something for the expiry alerts to report, written straight to the tables: for the
// tests that run the alerts outside an app (the CLI's child process, several processes on PostgreSQL).

import type { Database } from "../db/client";
import {
  checklistItems,
  checklistSections,
  checklistTabs,
  userChecklistCompletions,
  users,
} from "../db/schema/index";

/** A verified technician who did a yearly item on `completedOn` (it expires a year later); answers their id. */
export async function seedTechnicianWithYearlyItem(
  db: Database,
  person: { email: string; fullName: string; itemName: string; completedOn: string },
): Promise<string> {
  const [tech] = await db
    .insert(users)
    .values({ password: "-", fullName: person.fullName, email: person.email, emailVerified: true })
    .returning({ id: users.id });
  const [tab] = await db.insert(checklistTabs).values({ name: "Recurrent" }).returning();
  const [section] = await db.insert(checklistSections).values({ tabId: tab!.id, name: "Safety" }).returning();
  const [item] = await db
    .insert(checklistItems)
    .values({ sectionId: section!.id, name: person.itemName, recurrenceMonths: 12 })
    .returning();
  const expiresOn = `${Number(person.completedOn.slice(0, 4)) + 1}${person.completedOn.slice(4)}`;
  await db.insert(userChecklistCompletions).values({
    userId: tech!.id,
    itemId: item!.id,
    completed: true,
    completedAt: new Date(`${person.completedOn}T09:00:00Z`),
    expiresOn,
  });
  return tech!.id;
}
