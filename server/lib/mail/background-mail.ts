import { MailDeliveryError, type Mailer, type MailMessage } from "./mailer";

/**
 * Mail sent after the answer: a request whose answer must not depend on whether an account exists
 * (docs/decisions/0017) cannot wait for the mail server, or its timing would tell. `settled()` waits
 * for what is still being sent (the app's shutdown, and tests that read the outbox).
 */
export interface BackgroundMail {
  /** Hands `message` over later; on a delivery failure `onFailure` runs (to void what the mail carried). */
  send(message: MailMessage, onFailure?: () => Promise<void>): void;
  settled(): Promise<void>;
}

export function createBackgroundMail(
  mailer: () => Mailer,
  log: { error(details: object, message: string): void },
): BackgroundMail {
  const inFlight = new Set<Promise<void>>();
  const deliver = async (message: MailMessage, onFailure?: () => Promise<void>) => {
    try {
      await mailer().send(message);
    } catch (error) {
      const expected = error instanceof MailDeliveryError;
      log.error(
        { err: error, subject: message.subject },
        expected ? "an e-mail could not be sent" : "sending an e-mail failed",
      );
      await onFailure?.().catch((cleanupError: unknown) => {
        log.error({ err: cleanupError }, "undoing what an unsent e-mail carried failed");
      });
    }
  };
  return {
    send(message, onFailure) {
      // setImmediate: the answer leaves before the mail server is even contacted.
      const sending = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
        deliver(message, onFailure),
      );
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
