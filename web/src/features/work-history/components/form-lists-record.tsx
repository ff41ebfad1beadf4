// The autosaved record of the form's list fields (certifications, education, skills): each list is
// one field, sent whole after the debounce; a list the domain would refuse stays a draft (with its
// entries' messages shown next to them) and is not sent.

import { type WorkHistoryForm, workHistoryFormPatchSchema } from "@domain/schemas/work-history";
import { useQueryClient } from "@tanstack/react-query";
import { useAutosaveRecord } from "@/components/autosave/use-autosave";
import { patchProblem } from "@/lib/form-validation";
import { dashboardStatsQueryKey } from "@/lib/query-keys";
import { saveForm } from "../api/forms";
import { FORM_SAVE_ERROR } from "./personal-information";

export const formListsRecordKey = (formId: string) => `form-lists:${formId}`;

export function useFormListsRecord(form: WorkHistoryForm) {
  const queryClient = useQueryClient();
  return useAutosaveRecord<WorkHistoryForm>(
    {
      key: formListsRecordKey(form.id),
      oneFieldPerRequest: true,
      send: async (patch, options) => {
        const saved = await saveForm(queryClient, form.id, patch, options);
        // The dashboard counts the certifications (docs/dashboard-stats.md).
        if ("certifications" in patch)
          void queryClient.invalidateQueries({
            queryKey: dashboardStatsQueryKey,
            exact: true,
            refetchType: "all",
          });
        return saved;
      },
      validate: (field, value) => patchProblem(workHistoryFormPatchSchema, { [field]: value }),
      describeError: () => FORM_SAVE_ERROR,
    },
    form,
  );
}
