// The training record in the portable export (docs/product.md §20.4). Items are named by tab, section and
// item, since ids differ between installations; the import completes each item this installation's
// program has by the same names, through the technician's own change (so every import is in the record's
// events), and reports the others. Sign-offs and evidence files stay where they were given.

import type { PortableTrainingItem } from "@domain/schemas/portable-export";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { getTrainingRecord, type ImportedCompletion, importCompletions } from "./checklists.service";

type Ctx = Pick<ServiceContext, "db" | "clock">;

const pathKey = (tab: string, section: string, item: string) => `${tab} / ${section} / ${item}`;

/** Every item of the user's record that holds something: done, or with notes. */
export async function exportTrainingRecord(
  ctx: Ctx,
  owner: Pick<SessionUser, "id">,
): Promise<PortableTrainingItem[]> {
  const record = await getTrainingRecord(ctx, owner);
  return record.tabs.flatMap((tab) =>
    tab.sections.flatMap((section) =>
      section.items.flatMap((item) => {
        const completion = item.completion;
        if (!completion || (!completion.completed && !completion.notes)) return [];
        return [
          {
            tab: tab.name,
            section: section.name,
            item: item.name,
            completed: completion.completed,
            completedOn: completion.completed ? completion.completedOn : null,
            notes: completion.notes,
            signedOffByName: completion.signedOffByName,
            signedOffAt: completion.signedOffAt,
          },
        ];
      }),
    ),
  );
}

export async function hasNoTrainingRecord(ctx: Ctx, owner: Pick<SessionUser, "id">): Promise<boolean> {
  return (await exportTrainingRecord(ctx, owner)).length === 0;
}

/**
 * Writes the items of an export in the caller's transaction, in a few statements however many there
 * are (docs/security.md): an item named twice counts once (the last one in the file); answers how
 * many were written, and those with no match here.
 */
export async function importTrainingRecord(
  ctx: Ctx,
  owner: Pick<SessionUser, "id">,
  items: readonly PortableTrainingItem[],
): Promise<{ imported: number; notFound: string[] }> {
  const record = await getTrainingRecord(ctx, owner);
  const itemIds = new Map<string, string>();
  for (const tab of record.tabs)
    for (const section of tab.sections)
      for (const item of section.items) itemIds.set(pathKey(tab.name, section.name, item.name), item.id);
  const byItem = new Map<string, ImportedCompletion>();
  const notFound = new Set<string>();
  for (const portable of items) {
    const key = pathKey(portable.tab, portable.section, portable.item);
    const itemId = itemIds.get(key);
    if (!itemId) {
      notFound.add(key);
      continue;
    }
    byItem.delete(itemId);
    byItem.set(itemId, {
      itemId,
      completed: portable.completed,
      completedOn: portable.completed ? portable.completedOn : null,
      notes: portable.notes,
    });
  }
  await importCompletions(ctx, owner, [...byItem.values()]);
  return { imported: byItem.size, notFound: [...notFound] };
}
