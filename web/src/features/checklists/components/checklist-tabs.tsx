import type { ChecklistItemView, ChecklistSectionView, ChecklistView } from "@domain/schemas/checklist";
import { useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

/**
 * One item: checkbox, name and description. Read-only until completions can be saved; pass
 * `onCompletedChange` to make the checkbox editable.
 */
export function ChecklistItemRow({
  item,
  onCompletedChange,
}: {
  item: ChecklistItemView;
  onCompletedChange?: (completed: boolean) => void;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <li className="flex items-start gap-3 py-3">
      <Checkbox
        id={id}
        checked={item.completed}
        disabled={!onCompletedChange}
        onCheckedChange={(checked) => onCompletedChange?.(checked === true)}
        aria-describedby={item.description ? descriptionId : undefined}
        className="mt-0.5"
      />
      <div className="space-y-0.5">
        <Label htmlFor={id} className="font-medium">
          {item.name}
        </Label>
        {item.description ? (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {item.description}
          </p>
        ) : null}
      </div>
    </li>
  );
}

export function ChecklistSectionCard({ section }: { section: ChecklistSectionView }) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle as="h3" className="text-base">
          {section.name}
        </CardTitle>
        <span className="text-sm text-muted-foreground tabular-nums">
          {`${section.completedItems}/${section.totalItems}`}
          <span className="sr-only"> completed</span>
        </span>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {section.items.map((item) => (
            <ChecklistItemRow key={item.id} item={item} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** One tab per checklist, its sections below. Rendered only when there are checklists. */
export function ChecklistTabs({ checklists }: { checklists: readonly ChecklistView[] }) {
  const first = checklists[0];
  if (!first) return null;
  return (
    <Tabs defaultValue={first.id}>
      <TabsList aria-label="Checklists">
        {checklists.map((checklist) => (
          <TabsTrigger key={checklist.id} value={checklist.id}>
            {checklist.name}
          </TabsTrigger>
        ))}
      </TabsList>
      {checklists.map((checklist) => (
        <TabsContent key={checklist.id} value={checklist.id} className="space-y-4">
          {checklist.sections.map((section) => (
            <ChecklistSectionCard key={section.id} section={section} />
          ))}
        </TabsContent>
      ))}
    </Tabs>
  );
}
