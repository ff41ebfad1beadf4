import type { ArchivedTrainingRecords } from "@domain/schemas/checklists";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { archivedRecordsQueryKey } from "@/lib/query-keys";

/** GET /api/admin/archived-records: deleted accounts' training records, kept for the retention period. */
export function useArchivedRecords() {
  return useQuery({
    queryKey: archivedRecordsQueryKey,
    queryFn: () => apiJson<ArchivedTrainingRecords>("GET", "/api/admin/archived-records"),
  });
}
