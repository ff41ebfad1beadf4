// The domain's patch schemas, asked before a value is sent: what the server would refuse is kept as
// a draft with a quiet hint instead of a failed save (an e-mail address still being typed).

import type { z } from "zod";

/** The first message of the schema's verdict on a patch, or null when it passes. */
export function patchProblem(schema: z.ZodType, patch: Record<string, unknown>): string | null {
  const result = schema.safeParse(patch);
  return result.success ? null : (result.error.issues[0]?.message ?? "Invalid value");
}
