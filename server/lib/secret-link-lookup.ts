// A link whose secret is its permission (an invitation, a countersignature request) looked up from a
// network: at most VERIFY_IP_FAILURE_LIMIT unknown links per network in VERIFY_IP_WINDOW_MS, the rule
// of wrong verification codes (docs/security.md); a link that exists gives its count back.
import { VERIFY_IP_FAILURE_LIMIT, VERIFY_IP_WINDOW_MS } from "@domain/constants";
import type { Database } from "../db/client";
import { clientNetworkKey } from "./client-network";
import { tooManyRequests } from "./errors";
import { hitWindow, minutesText, refundWindow } from "./rate-limit";

export async function lookUpSecretLink<T>(
  ctx: { db: Database; clock: () => Date },
  input: { scope: string; clientIp: string; tooManyLookups: string },
  find: () => Promise<T>,
): Promise<T> {
  const key = `${input.scope}:ip:${clientNetworkKey(input.clientIp)}`;
  const hit = await hitWindow(
    ctx.db,
    { key, limit: VERIFY_IP_FAILURE_LIMIT, windowMs: VERIFY_IP_WINDOW_MS },
    ctx.clock(),
  );
  if (!hit.allowed) {
    throw tooManyRequests(
      `${input.tooManyLookups} Please try again in ${minutesText(hit.retryAfterSeconds)}.`,
      hit.retryAfterSeconds,
    );
  }
  const found = await find();
  await refundWindow(ctx.db, key, hit.windowStartedAt);
  return found;
}
