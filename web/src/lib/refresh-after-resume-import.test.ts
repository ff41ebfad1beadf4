import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";
import { dashboardStatsQueryKey, documentsQueryKey, formQueryKey, formsQueryKey } from "./query-keys";
import { refreshAfterResumeImport } from "./refresh-after-resume-import";

describe("refreshAfterResumeImport", () => {
  it("refetches every work history answer, drops the ones only seeded, and leaves the rest alone", async () => {
    const queryClient = createQueryClient();
    const fetchForms = vi.fn(async () => [{ id: "new" }]);
    const fetchStats = vi.fn(async () => ({ forms: 1 }));
    const fetchDocuments = vi.fn(async () => []);
    await queryClient.fetchQuery({ queryKey: formsQueryKey, queryFn: fetchForms });
    await queryClient.fetchQuery({ queryKey: dashboardStatsQueryKey, queryFn: fetchStats });
    await queryClient.fetchQuery({ queryKey: documentsQueryKey, queryFn: fetchDocuments });
    // Seeded by "create form" before any screen read it: no fetcher.
    queryClient.setQueryData(formQueryKey("old"), { id: "old" });

    refreshAfterResumeImport(queryClient);

    await vi.waitFor(() => expect(fetchForms).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(fetchStats).toHaveBeenCalledTimes(2));
    expect(fetchDocuments).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(formQueryKey("old"))).toBeUndefined();
    expect(queryClient.getQueryState(formsQueryKey)?.status).toBe("success");
  });
});
