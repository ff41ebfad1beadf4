// The calendar feed (docs/product.md §17.4, docs/decisions/0037-alerts-calendar-link.md): a secret link
// per user that calendar apps subscribe to without signing in. The database keeps a random nonce and
// the SHA-256 of the secret, never the secret: it is HMAC(SESSION_SECRET, nonce), so the link can be
// shown again, and a reset (a new nonce) makes the old link unknown at once.

import { createHmac } from "node:crypto";
import type { CalendarLink } from "@domain/schemas/alerts";
import { TRAINING_STATUS_LABELS } from "@domain/training-status";
import { notFound } from "../../lib/errors";
import { type AllDayEvent, renderCalendar } from "../../lib/icalendar";
import { randomToken, sha256 } from "../../lib/tokens";
import { getTrainingRecord } from "../checklists/checklists.service";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";
import { findUserByCalendarTokenHash, readCalendarToken, writeCalendarToken } from "./alerts.repo";

type Actor = Pick<SessionUser, "id">;
type LinkContext = Pick<ServiceContext, "db" | "config">;

export const CALENDAR_FEED_PATH = "/api/me/calendar.ics";
export const CALENDAR_NOT_FOUND_MESSAGE =
  "This calendar link is not valid. Copy the current link from Alert settings in Hangar Log.";

/** The user's link, made on first use (and again if SESSION_SECRET changed, which voids the old one). */
export async function getCalendarLink(ctx: LinkContext, actor: Actor): Promise<CalendarLink> {
  const stored = await readCalendarToken(ctx.db, actor.id);
  const token = stored ? secretOf(ctx, stored.nonce) : null;
  if (stored && token && sha256(token) === stored.hash) return linkFor(ctx, token);
  return resetCalendarLink(ctx, actor);
}

/** A new link; the old one answers 404 from now on. */
export async function resetCalendarLink(ctx: LinkContext, actor: Actor): Promise<CalendarLink> {
  const nonce = randomToken();
  const token = secretOf(ctx, nonce);
  await writeCalendarToken(ctx.db, actor.id, { nonce, hash: sha256(token) });
  return linkFor(ctx, token);
}

/**
 * After a password reset, a password change or 'Sign out everywhere': a link the user had is replaced,
 * since whoever they were locking out may have copied it (it shows the link again in Alert settings).
 */
export async function rotateCalendarLink(ctx: LinkContext, owner: Actor): Promise<void> {
  if (await readCalendarToken(ctx.db, owner.id)) await resetCalendarLink(ctx, owner);
}

/** The iCalendar text of the owner of `token`: one all-day event per expiry date of a counted completion. */
export async function calendarFeed(
  ctx: Pick<ServiceContext, "db" | "clock" | "config">,
  { token }: { token: string },
): Promise<string> {
  const owner = await findUserByCalendarTokenHash(ctx.db, sha256(token));
  if (!owner) throw notFound(CALENDAR_NOT_FOUND_MESSAGE);
  const now = ctx.clock();
  const record = await getTrainingRecord({ db: ctx.db, clock: () => now }, owner);
  const host = new URL(ctx.config.PUBLIC_URL).host;
  const events: AllDayEvent[] = [];
  for (const tab of record.tabs) {
    for (const section of tab.sections) {
      for (const item of section.items) {
        const completion = item.completion;
        // Not started and awaiting sign-off do not count yet: no date to put in a calendar.
        if (!completion?.expiresOn || item.status === "not_started" || item.status === "pending_sign_off")
          continue;
        events.push({
          uid: `${completion.id}@${host}`,
          date: completion.expiresOn,
          summary: `Expires: ${item.name}`,
          description: `${item.name} (${tab.name} › ${section.name}) is valid through ${completion.expiresOn}. Status today: ${TRAINING_STATUS_LABELS[item.status]}.`,
        });
      }
    }
  }
  return renderCalendar({
    productId: "-//Hangar Log//Training expiry dates//EN",
    name: `Hangar Log: ${owner.fullName}'s training`,
    generatedAt: now,
    events,
  });
}

function secretOf(ctx: Pick<ServiceContext, "config">, nonce: string): string {
  const key = ctx.config.SESSION_SECRET;
  if (!key) throw new Error("SESSION_SECRET is not set; resolve it before building the app");
  return createHmac("sha256", key).update(`calendar-link:${nonce}`).digest("base64url");
}

function linkFor(ctx: Pick<ServiceContext, "config">, token: string): CalendarLink {
  return { url: `${ctx.config.PUBLIC_URL}${CALENDAR_FEED_PATH}?token=${encodeURIComponent(token)}` };
}
