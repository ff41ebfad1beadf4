import type { ChecklistProgram, ImportResult } from "@domain/schemas/checklists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { adminChecklistsQueryKey } from "@/lib/query-keys";

export function importStarterProgram(): Promise<ImportResult> {
  return apiJson<ImportResult>("POST", "/api/admin/checklists/starter-program");
}

export function importProgram(program: ChecklistProgram): Promise<ImportResult> {
  return apiJson<ImportResult>("POST", "/api/admin/checklists/import", program);
}

/** The whole live structure without ids, as the import reads it. */
export function exportProgram(): Promise<ChecklistProgram> {
  return apiJson<ChecklistProgram>("GET", "/api/admin/checklists/export");
}

function useImport<T>(mutationFn: (input: T) => Promise<ImportResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminChecklistsQueryKey }),
  });
}

export const useImportStarterProgram = () => useImport<void>(importStarterProgram);
export const useImportProgram = () => useImport<ChecklistProgram>(importProgram);
