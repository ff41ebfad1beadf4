import type { App } from "../../types";

/** What the account services use from the app: database, mailer, clock, configuration, log. */
export type AuthDeps = Pick<App, "db" | "mailer" | "clock" | "config" | "log">;

/** The key of verification-code hashes; main.ts and the tests always provide SESSION_SECRET. */
export function codeSecret(deps: AuthDeps): string {
  const secret = deps.config.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not set; resolve it before building the app");
  return secret;
}
