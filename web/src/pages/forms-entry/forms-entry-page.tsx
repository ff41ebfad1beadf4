import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { LoadError } from "@/components/load-error";
import { CenteredSpinner } from "@/components/ui/spinner";
import { useCreateForm, useForms } from "@/features/work-history/api/forms";
import { useAuth } from "@/lib/auth";
import { paths } from "@/lib/paths";

/**
 * /forms: opens the user's first form, or creates a draft when there is none, replacing /forms in
 * the history so Back does not land here again.
 */
export function FormsEntryPage() {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const forms = useForms();
  const create = useCreateForm();
  // One draft per visit, also when effects run twice (React's strict mode).
  const creating = useRef(false);
  const firstFormId = forms.data?.[0]?.id;
  const mustCreate = forms.isSuccess && forms.data.length === 0;

  useEffect(() => {
    if (firstFormId) navigate(paths.form(firstFormId), { replace: true });
  }, [firstFormId, navigate]);

  useEffect(() => {
    // After a failure the user decides when to try again (create.reset() makes it idle).
    if (!mustCreate || !user || !create.isIdle || creating.current) return;
    creating.current = true;
    create.mutate(
      { userId: user.id, status: "draft" },
      {
        onSuccess: (form) => navigate(paths.form(form.id), { replace: true }),
        onError: () => {
          creating.current = false;
        },
      },
    );
  }, [mustCreate, user, create, navigate]);

  const error = forms.error ?? create.error;
  if (error) {
    const retry = () => {
      if (forms.isError) void forms.refetch();
      else create.reset();
    };
    return (
      <>
        <h1 className="sr-only">Work History</h1>
        <LoadError
          className="mx-auto max-w-lg"
          title="Your work history could not be opened"
          error={error}
          onRetry={retry}
          retrying={forms.isFetching || create.isPending}
        />
      </>
    );
  }

  return (
    <>
      <h1 className="sr-only">Work History</h1>
      <CenteredSpinner fullScreen={false} label="Loading work history" showLabel />
    </>
  );
}
