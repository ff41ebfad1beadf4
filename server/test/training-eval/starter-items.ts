// The starter program's checklist items (server/features/checklists/starter-program.json) as the
// mapping sees them, each identified by its exact name, as the corpus labels name them.

import starterProgram from "../../features/checklists/starter-program.json";
import type { MappableItem } from "../../lib/extraction/training/mapping";

interface StarterItem {
  name: string;
  description: string | null;
  keywords: string[];
  ataChapter: string | null;
}

export function starterProgramItems(): MappableItem[] {
  return starterProgram.tabs.flatMap((tab) =>
    tab.sections.flatMap((section) =>
      (section.items as StarterItem[]).map((item) => ({
        id: item.name,
        name: item.name,
        description: item.description,
        keywords: item.keywords,
        ataChapter: item.ataChapter,
      })),
    ),
  );
}
