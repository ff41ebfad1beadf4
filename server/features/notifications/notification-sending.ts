import type { FastifyInstance } from "fastify";
import { runEvery } from "../../lib/run-every";
import { serviceContext } from "../service-context";
import { drainOutbox } from "./notifications.service";

/**
 * Each API process sends the outbox's due e-mails every NOTIFICATION_POLL_MS, never during a request
 * (docs/decisions/0071); several processes share the work through the claim.
 */
export async function notificationSending(app: FastifyInstance): Promise<void> {
  const everyMs = app.config.NOTIFICATION_POLL_MS;
  if (everyMs === 0) return;
  const ctx = serviceContext(app);
  runEvery(app, {
    name: "notification sending",
    everyMs,
    run: async () => {
      await drainOutbox(ctx);
    },
  });
}
