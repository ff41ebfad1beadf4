import { DOCUMENT_URLS } from "@domain/documents";
import type { PortableImportResult } from "@domain/schemas/portable-export";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";

/** POST /api/me/import with the file's parsed JSON; the server checks it (docs/product.md §20.4). */
export function importPortableExport(file: unknown): Promise<PortableImportResult> {
  return apiJson<PortableImportResult>("POST", DOCUMENT_URLS.portableImport, file);
}

/** After an import every screen's data changed: forms, entries, totals, training, dashboard. */
export function useImportPortableExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPortableExport,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
