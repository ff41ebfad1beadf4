import nodemailer from "nodemailer";
import { MailDeliveryError, type Mailer } from "./mailer";

/** Long enough for a slow but working server, short enough that a request does not hang on a dead one. */
export const SMTP_TIMEOUT_MS = 10_000;

export interface SmtpMailerOptions {
  /** smtp:// or smtps://, credentials in the URL. */
  url: string;
  from: string;
  timeoutMs?: number;
}

/** Mail over SMTP with nodemailer: one connection per message (a few verification mails a minute at most). */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const timeout = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  const transport = nodemailer.createTransport(
    { url: options.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout },
    { from: options.from },
  );
  return {
    kind: "smtp",
    async send(message) {
      try {
        await transport.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (error) {
        throw new MailDeliveryError(`SMTP delivery to ${message.to} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    },
  };
}
