import type { ServiceContext } from "../service-context";

/** The key of verification-code hashes; main.ts and the tests always provide SESSION_SECRET. */
export function codeSecret(ctx: Pick<ServiceContext, "config">): string {
  const secret = ctx.config.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not set; resolve it before building the app");
  return secret;
}
