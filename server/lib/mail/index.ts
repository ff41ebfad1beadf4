import path from "node:path";
import type { Config } from "../../config";
import type { BackgroundMail } from "./background-mail";
import { createDevOutbox } from "./dev-outbox";
import type { Mailer } from "./mailer";
import { createSmtpMailer } from "./smtp-mailer";

export { type BackgroundMail, createBackgroundMail } from "./background-mail";
export { createDevOutbox } from "./dev-outbox";
export { type MailObserver, observeMailer } from "./mail-observer";
export { MailDeliveryError, type Mailer, type MailMessage } from "./mailer";
export { createSmtpMailer, SMTP_TIMEOUT_MS } from "./smtp-mailer";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
    /** Mail sent after the answer (background-mail.ts). */
    backgroundMail: BackgroundMail;
  }
}

/** SMTP when SMTP_URL is set, otherwise the dev outbox in $DATA_DIR/mail. */
export function createMailer(config: Config, logger: { info(message: string): void }): Mailer {
  if (config.SMTP_URL) return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return createDevOutbox({ directory: path.join(config.DATA_DIR, "mail"), from: config.MAIL_FROM, logger });
}
