import type { Role } from "@domain/enums";
import type { CurrentUser } from "@domain/schemas/user";

/** The current-user view (docs/product.md §3.4): exactly these fields, whatever row it is built from. */
export function toCurrentUser(user: {
  id: string;
  fullName: string;
  email: string;
  role: Role;
  createdAt: Date;
}): CurrentUser {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}
