import { z } from "zod";
import { ROLES } from "../enums";

// The current-user view (docs/product.md §3.4): exactly these fields, never more.
export const currentUserSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
