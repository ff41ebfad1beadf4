// The date checks that need a clock (docs/product.md §5.7): the request schema refuses years before
// 1940, this refuses dates ahead of the server's today, read from the service context's clock.

import { formDatePatchProblems, latestTodayOnEarth } from "@domain/form-dates";
import { FieldValidationError } from "../../lib/errors";

/** Throws a 400 naming each date of the patch that lies too far ahead of `now`. */
export function assertFormDatesPlausible(patch: Record<string, unknown>, now: Date): void {
  const problems = formDatePatchProblems(patch, latestTodayOnEarth(now));
  if (problems.length > 0)
    throw new FieldValidationError(
      problems.map(({ field, message }) => ({ path: `body.${field}`, message })),
    );
}
