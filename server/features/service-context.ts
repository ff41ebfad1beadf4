// The one way a service gets what it needs from the app (docs/conventions.md, "Services").

import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { BackgroundMail, Mailer } from "../lib/mail/index";
import type { Storage } from "../lib/storage/index";
import type { Clock } from "../types";

/**
 * Built once per route plugin with `serviceContext(app)` and passed as every service's first argument:
 * `(ctx, actor, input)`. Services read the time from `ctx.clock()` (once, at the start of the
 * operation), never from a separate `now` argument. A service that also runs outside a request (the
 * CLI, startup, the job runner) declares the part it uses, e.g. `Pick<ServiceContext, "db" | "clock">`.
 */
export interface ServiceContext {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  storage: Storage;
  mailer: Mailer;
  /** For mail whose sending must not shape the answer (background-mail.ts). */
  backgroundMail: BackgroundMail;
  config: Config;
  /** Tells this process's job runner to look for work now (other processes poll the queue). */
  wakeJobRunner: () => void;
}

/** The context of a route plugin, from the app's decorations. */
export function serviceContext(app: ServiceContext): ServiceContext {
  const { db, clock, log, storage, mailer, backgroundMail, config, wakeJobRunner } = app;
  return { db, clock, log, storage, mailer, backgroundMail, config, wakeJobRunner };
}
