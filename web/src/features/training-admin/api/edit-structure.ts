import type {
  AdminStructure,
  ItemInput,
  ItemPatch,
  MoveInput,
  RemovalResult,
  SectionInput,
  SectionPatch,
  TabInput,
  TabPatch,
} from "@domain/schemas/checklists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { adminChecklistsQueryKey } from "@/lib/query-keys";

/** A tab, a section or an item: the three levels share their routes' shape. */
export type StructureKind = "tab" | "section" | "item";

const base = (kind: StructureKind) => `/api/admin/checklists/${kind}s`;
const one = (kind: StructureKind, id: string) => `${base(kind)}/${encodeURIComponent(id)}`;

export type StructureChange =
  | { action: "create"; kind: "tab"; body: TabInput }
  | { action: "create"; kind: "section"; body: SectionInput }
  | { action: "create"; kind: "item"; body: ItemInput }
  | { action: "edit"; kind: "tab"; id: string; body: TabPatch }
  | { action: "edit"; kind: "section"; id: string; body: SectionPatch }
  | { action: "edit"; kind: "item"; id: string; body: ItemPatch }
  | { action: "move"; kind: StructureKind; id: string; body: MoveInput };

/** Every create, edit and move answers the whole new structure. */
export function changeStructure(change: StructureChange): Promise<AdminStructure> {
  switch (change.action) {
    case "create":
      return apiJson<AdminStructure>("POST", base(change.kind), change.body);
    case "edit":
      return apiJson<AdminStructure>("PATCH", one(change.kind, change.id), change.body);
    case "move":
      return apiJson<AdminStructure>("POST", `${one(change.kind, change.id)}/move`, change.body);
  }
}

/**
 * A change of the structure; the answer replaces the cached structure at once. The caller says
 * what went wrong (a form shows it under its fields, a move toasts it).
 */
export function useChangeStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStructure,
    onSuccess: (structure) => queryClient.setQueryData(adminChecklistsQueryKey, structure),
  });
}

export function removeFromStructure({ kind, id }: { kind: StructureKind; id: string }) {
  return apiJson<RemovalResult>("DELETE", one(kind, id));
}

/** Delete: the answer says whether it was deleted or archived (it had records). */
export function useRemoveFromStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromStructure,
    // The sign-offs waiting may have gone with an archived item: refresh everything under the key.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminChecklistsQueryKey }),
  });
}
