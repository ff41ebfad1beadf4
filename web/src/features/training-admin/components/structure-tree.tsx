import type { AdminItem, AdminSection, AdminTab } from "@domain/schemas/checklists";
import { ChevronRight, Pencil, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { toast } from "@/components/ui/use-toast";
import { getServerMessage } from "@/lib/api";
import { useGuardedMutate } from "@/lib/guarded-mutate";
import { useChangeStructure } from "../api/edit-structure";
import { useTaskRuleMutations, useTaskRules } from "../api/task-rules";
import { EMPTY_ITEM_FORM, itemFormValues } from "../item-form";
import { DeleteNodeButton } from "./delete-node-button";
import { ItemDialog } from "./item-dialog";
import { MoveButtons } from "./move-buttons";
import { NamedDialog } from "./named-dialog";
import { TaskRuleDialog } from "./task-rule-dialog";

type Place = { index: number; isFirst: boolean; isLast: boolean };
const placeOf = (index: number, length: number): Place => ({
  index,
  isFirst: index === 0,
  isLast: index === length - 1,
});

const editButton = (name: string) => (
  <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} title="Edit">
    <Pencil aria-hidden="true" />
  </Button>
);

/** A tab or a section: a heading that opens and closes its content, and its actions beside it. */
function Branch({
  heading,
  name,
  description,
  actions,
  children,
}: {
  heading: "h3" | "h4";
  name: string;
  description: string | null;
  actions: ReactNode;
  children: ReactNode;
}) {
  const Heading = heading;
  return (
    <Collapsible defaultOpen className="group/branch">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className={heading === "h3" ? "text-lg font-semibold" : "text-base font-medium"}>
          <CollapsibleTrigger className="flex items-center gap-1 rounded-sm text-left outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <ChevronRight
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform group-data-[state=open]/branch:rotate-90"
            />
            {name}
          </CollapsibleTrigger>
        </Heading>
        <div className="flex flex-wrap items-center">{actions}</div>
      </div>
      {description ? <p className="ml-5 text-sm text-muted-foreground">{description}</p> : null}
      <CollapsibleContent className="ml-5 mt-2 grid gap-3">{children}</CollapsibleContent>
    </Collapsible>
  );
}

/** What an item asks for, in words: recurrence, sign-off, ATA chapter, level, keywords. */
function ItemFacts({ item }: { item: AdminItem }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant="outline">
        {item.recurrenceMonths === null ? "Once" : `Every ${item.recurrenceMonths} months`}
      </Badge>
      {item.requiresSignOff ? <Badge variant="secondary">Sign-off required</Badge> : null}
      {item.ataChapter ? <Badge variant="outline">ATA {item.ataChapter}</Badge> : null}
      {item.level !== null ? <Badge variant="outline">Level {item.level}</Badge> : null}
      {item.keywords.length > 0 ? (
        <span className="text-xs text-muted-foreground">Keywords: {item.keywords.join(", ")}</span>
      ) : null}
    </div>
  );
}

function ItemRow({ item, place }: { item: AdminItem; place: Place }) {
  const change = useChangeStructure();
  const rule = useTaskRules().data?.find((one) => one.itemId === item.id);
  const taskRules = useTaskRuleMutations();
  const clearRule = useGuardedMutate(taskRules.clear);
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3">
      <div className="grid min-w-0 gap-1">
        <span className="font-medium">{item.name}</span>
        {item.description ? <span className="text-sm text-muted-foreground">{item.description}</span> : null}
        <ItemFacts item={item} />
        {rule ? (
          <span className="text-xs">
            Completed by {rule.tasksRequired} countersigned {rule.tasksRequired === 1 ? "task" : "tasks"} in
            ATA {rule.ataChapters.join(", ")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center">
        <ItemDialog
          trigger={editButton(item.name)}
          title={`Edit ${item.name}`}
          submitLabel="Save"
          initial={itemFormValues(item)}
          onSave={(body) => change.mutateAsync({ action: "edit", kind: "item", id: item.id, body })}
        />
        <TaskRuleDialog
          itemName={item.name}
          rule={rule}
          onSave={(body) => taskRules.save.mutateAsync({ itemId: item.id, rule: body })}
        />
        {rule ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Not completed by tasks: ${item.name}`}
            disabled={taskRules.clear.isPending}
            onClick={() =>
              clearRule(item.id, {
                onError: (error) =>
                  toast({
                    title: "Error",
                    description: getServerMessage(error) ?? "The item could not be changed",
                    variant: "destructive",
                  }),
              })
            }
          >
            Clear tasks
          </Button>
        ) : null}
        <MoveButtons kind="item" id={item.id} name={item.name} {...place} />
        <DeleteNodeButton kind="item" id={item.id} name={item.name} />
      </div>
    </li>
  );
}

const BRANCH_DESCRIPTIONS = {
  tab: "A tab is one checklist on the technicians' Checklists page.",
  section: "A section groups items under a tab.",
} as const;

/** Edit, move and delete of a tab or a section. */
function BranchActions({
  kind,
  node,
  place,
}: {
  kind: "tab" | "section";
  node: { id: string; name: string; description: string | null };
  place: Place;
}) {
  const change = useChangeStructure();
  return (
    <>
      <NamedDialog
        trigger={editButton(node.name)}
        title={`Edit ${node.name}`}
        description={BRANCH_DESCRIPTIONS[kind]}
        submitLabel="Save"
        initial={node}
        onSave={(body) => change.mutateAsync({ action: "edit", kind, id: node.id, body })}
      />
      <MoveButtons kind={kind} id={node.id} name={node.name} {...place} />
      <DeleteNodeButton kind={kind} id={node.id} name={node.name} />
    </>
  );
}

function SectionNode({ section, place }: { section: AdminSection; place: Place }) {
  const change = useChangeStructure();
  return (
    <li className="rounded-md border p-3">
      <Branch
        heading="h4"
        name={section.name}
        description={section.description}
        actions={<BranchActions kind="section" node={section} place={place} />}
      >
        {section.items.length > 0 ? (
          <ul className="grid gap-2" aria-label={`Items of ${section.name}`}>
            {section.items.map((item, index) => (
              <ItemRow key={item.id} item={item} place={placeOf(index, section.items.length)} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No items yet.</p>
        )}
        <div>
          <ItemDialog
            trigger={
              <Button variant="outline" size="sm" aria-label={`Add item to ${section.name}`}>
                <Plus aria-hidden="true" />
                Add item
              </Button>
            }
            title={`Add an item to ${section.name}`}
            submitLabel="Add item"
            initial={EMPTY_ITEM_FORM}
            onSave={(fields) =>
              change.mutateAsync({
                action: "create",
                kind: "item",
                body: { sectionId: section.id, ...fields },
              })
            }
          />
        </div>
      </Branch>
    </li>
  );
}

function TabNode({ tab, place }: { tab: AdminTab; place: Place }) {
  const change = useChangeStructure();
  return (
    <li className="rounded-lg border p-4">
      <Branch
        heading="h3"
        name={tab.name}
        description={tab.description}
        actions={<BranchActions kind="tab" node={tab} place={place} />}
      >
        {tab.sections.length > 0 ? (
          <ul className="grid gap-3" aria-label={`Sections of ${tab.name}`}>
            {tab.sections.map((section, index) => (
              <SectionNode key={section.id} section={section} place={placeOf(index, tab.sections.length)} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No sections yet.</p>
        )}
        <div>
          <NamedDialog
            trigger={
              <Button variant="outline" size="sm" aria-label={`Add section to ${tab.name}`}>
                <Plus aria-hidden="true" />
                Add section
              </Button>
            }
            title={`Add a section to ${tab.name}`}
            description={BRANCH_DESCRIPTIONS.section}
            submitLabel="Add section"
            initial={{ name: "", description: null }}
            onSave={(body) =>
              change.mutateAsync({ action: "create", kind: "section", body: { tabId: tab.id, ...body } })
            }
          />
        </div>
      </Branch>
    </li>
  );
}

/** Tabs → sections → items, each level a list of collapsible branches. */
export function StructureTree({ tabs }: { tabs: AdminTab[] }) {
  return (
    <ul className="grid gap-4" aria-label="Training tabs">
      {tabs.map((tab, index) => (
        <TabNode key={tab.id} tab={tab} place={placeOf(index, tabs.length)} />
      ))}
    </ul>
  );
}
