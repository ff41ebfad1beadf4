// Every route of the work history feature (docs/product.md §7.3), registered under /api.

import { EXPERIENCE_DISCIPLINES } from "@domain/enums";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { employmentRoutes } from "./employment.routes";
import { experienceRoutes } from "./experience.routes";
import { formReviewRoutes } from "./form-review.routes";
import { formsRoutes } from "./forms.routes";
import { resumeEvidenceRoutes } from "./resume-evidence.routes";
import { summaryRoutes } from "./summary.routes";

export const workHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formsRoutes);
  await app.register(formReviewRoutes);
  await app.register(employmentRoutes);
  for (const discipline of EXPERIENCE_DISCIPLINES) await app.register(experienceRoutes(discipline));
  await app.register(summaryRoutes);
  await app.register(resumeEvidenceRoutes);
};
