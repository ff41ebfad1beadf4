import { z } from "zod";

/** Route parameters of the list routes, `/{formId}`. */
export const formIdParamsSchema = z.object({ formId: z.uuid() });
