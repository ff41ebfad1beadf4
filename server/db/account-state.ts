import type { AccountState } from "@domain/schemas/invitations";
import { type SQL, sql } from "drizzle-orm";
import { invitations } from "./schema/index";

/**
 * An account's state as administrators see it (docs/product.md §21), for any query selecting from
 * `users` under its own name: invited while an invitation is neither used nor voided (the person never set a password),
 * else unverified until the address is proved, else active.
 */
// Drizzle writes a column in a select list without its table, so the correlation is spelled out.
export const accountStateSql: SQL<AccountState> = sql<AccountState>`case
  when exists (
    select 1 from ${invitations} as "open_invitation"
    where "open_invitation"."user_id" = "users"."id"
      and "open_invitation"."used_at" is null
      and "open_invitation"."voided_at" is null
  ) then 'invited'
  when not "users"."email_verified" then 'unverified'
  else 'active'
end`;
