import type { TrainingRecord } from "@domain/schemas/checklists";
import { isRequiredStatus } from "@domain/training-status";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ChecklistItemRow } from "./checklist-item-row";

type TrainingSection = TrainingRecord["tabs"][number]["sections"][number];

/** What the technician's positions require of a section (docs/product.md §15.8): the rest is hidden. */
const requiredItems = (section: TrainingSection) =>
  section.items.filter((item) => isRequiredStatus(item.status));
const hasOnlyUnrequired = (section: TrainingSection) =>
  section.items.length > 0 && requiredItems(section).length === 0;

export function ChecklistSectionCard({ section }: { section: TrainingSection }) {
  const items = requiredItems(section);
  const hidden = section.items.length - items.length;
  return (
    <Card className="gap-2">
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle as="h3" className="text-base">
            {section.name}
          </CardTitle>
          {section.description ? <CardDescription>{section.description}</CardDescription> : null}
        </div>
        <span className="text-sm text-muted-foreground tabular-nums">
          {`${section.completedItems}/${section.totalItems}`}
          <span className="sr-only"> completed</span>
        </span>
      </CardHeader>
      <CardContent>
        {section.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No items in this section yet.</p>
        ) : (
          <ul className="divide-y">
            {items.map((item) => (
              <ChecklistItemRow key={item.id} item={item} />
            ))}
          </ul>
        )}
        {hidden > 0 ? (
          <p className="pt-2 text-sm text-muted-foreground">
            {hidden === 1
              ? "1 item is not required for your positions."
              : `${hidden} items are not required for your positions.`}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** One tab per checklist, its sections below. Rendered only when there are checklists. */
export function ChecklistTabs({ tabs: all }: { tabs: TrainingRecord["tabs"] }) {
  // A tab whose every item is not required of the technician is left out (docs/product.md §15.8).
  const shown = all
    .map((tab) => ({ ...tab, sections: tab.sections.filter((section) => !hasOnlyUnrequired(section)) }))
    .filter((tab, index) => tab.sections.length > 0 || all[index]!.sections.length === 0);
  const tabs = shown.length > 0 ? shown : all;
  const first = tabs[0];
  if (!first) return null;
  return (
    <Tabs defaultValue={first.id}>
      <TabsList aria-label="Checklists" className="h-auto flex-wrap">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.name}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} className="space-y-4">
          {tab.description ? <p className="text-sm text-muted-foreground">{tab.description}</p> : null}
          {tab.sections.map((section) => (
            <ChecklistSectionCard key={section.id} section={section} />
          ))}
        </TabsContent>
      ))}
    </Tabs>
  );
}
