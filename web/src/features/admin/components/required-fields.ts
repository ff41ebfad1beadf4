import { REQUIRED_FIELDS_MESSAGE } from "@domain/schemas/admin";
import { toast } from "@/components/ui/use-toast";

/** True (and the 'Validation error' toast shown) when any of the given values is blank. */
export function warnIfRequiredMissing(values: readonly (string | undefined)[]): boolean {
  const missing = values.some((value) => !value?.trim());
  if (missing) {
    toast({ variant: "destructive", title: "Validation error", description: REQUIRED_FIELDS_MESSAGE });
  }
  return missing;
}
