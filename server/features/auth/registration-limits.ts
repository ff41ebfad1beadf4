import { REGISTRATION_ADDRESS_LIMIT, REGISTRATION_WINDOW_MS } from "@domain/constants";
import { clientNetworkKey } from "../../lib/client-network";
import { tooManyRequests } from "../../lib/errors";
import { hitWindow, refundWindow, retryTimeText, type WindowRule } from "../../lib/rate-limit";
import type { ServiceContext } from "../service-context";

// How many registrations are taken, so a script cannot create accounts or send mail in bulk.
// Every attempt counts, whatever became of it, so the limits answer the same for every address.

async function take(ctx: ServiceContext, rule: WindowRule, sentence: string) {
  const now = ctx.clock();
  const hit = await hitWindow(ctx.db, rule, now);
  if (!hit.allowed) {
    throw tooManyRequests(
      `${sentence} Please try again ${retryTimeText(hit.retryAfterSeconds, now)}.`,
      hit.retryAfterSeconds,
    );
  }
  return hit;
}

/** Per network (IPv4 address or IPv6 /64) and for the whole service, per hour: 429 with Retry-After. */
export async function takeRegistrationAllowance(ctx: ServiceContext, { ip }: { ip: string }): Promise<void> {
  await take(
    ctx,
    {
      key: `register:network:${clientNetworkKey(ip)}`,
      limit: ctx.config.REGISTRATIONS_PER_NETWORK_PER_HOUR,
      windowMs: REGISTRATION_WINDOW_MS,
    },
    "Too many accounts were registered from this network.",
  );
  await take(
    ctx,
    { key: "register:all", limit: ctx.config.REGISTRATIONS_PER_HOUR, windowMs: REGISTRATION_WINDOW_MS },
    "Too many accounts are being registered right now.",
  );
}

/**
 * Per address, whether it is new, waiting for verification or taken: each registration mails it once.
 * Returns a function that gives the allowance back (the mail could not be sent).
 */
export async function takeAddressAllowance(
  ctx: ServiceContext,
  { email }: { email: string },
): Promise<() => Promise<void>> {
  const rule = {
    key: `register:address:${email}`,
    limit: REGISTRATION_ADDRESS_LIMIT,
    windowMs: REGISTRATION_WINDOW_MS,
  };
  const hit = await take(ctx, rule, "Too many registrations were made with this email address.");
  return () => refundWindow(ctx.db, rule.key, hit.windowStartedAt);
}
