// The documents a technician hands over (docs/product.md §20): the letters' query; the portable
// export's schema lives in ./portable-export.ts.

import { z } from "zod";

/** GET /api/me/documents/experience-letters.pdf: every employer's letter, or one employer's. */
export const experienceLettersQuerySchema = z.object({ employmentId: z.uuid().optional() });
export type ExperienceLettersQuery = z.infer<typeof experienceLettersQuerySchema>;
