import type { Mailer, MailMessage } from "./mailer";

/** Told of every message handed over or refused; the app counts them for its metrics. */
export interface MailObserver {
  sent(kind: string, transport: Mailer["kind"]): void;
  failed(kind: string, transport: Mailer["kind"]): void;
}

/** A message that names no kind is counted as this. */
export const UNNAMED_MAIL_KIND = "other";

/**
 * The mailer with an observer in front: the same sending, failures rethrown as they came. The hook
 * lives here, not in each template, so no mail path can be left uncounted; an observer that throws
 * never changes whether a mail counts as sent.
 */
export function observeMailer(mailer: Mailer, observer: MailObserver): Mailer {
  const tell = (outcome: keyof MailObserver, message: MailMessage) => {
    try {
      observer[outcome](message.kind ?? UNNAMED_MAIL_KIND, mailer.kind);
    } catch {
      // Counting is best effort.
    }
  };
  return {
    kind: mailer.kind,
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        tell("failed", message);
        throw error;
      }
      tell("sent", message);
    },
  };
}
