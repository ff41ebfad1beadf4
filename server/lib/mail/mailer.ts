/** One outgoing e-mail: a subject, a plain-text body and a simple HTML body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * One line the dev outbox logs, so a local user can act on the mail without a mail server
   * (the verification code). Real mailers never log it.
   */
  devLogLine?: string;
  /** What the mail is for ("verification", "alert"…): the label of the sent and failed counts (mail-observer.ts). */
  kind?: string;
}

/** Sends mail; rejects with a MailDeliveryError when the message could not be handed over. */
export interface Mailer {
  /** "smtp" or "outbox", for the start-up log line. */
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

/** The mail server refused the message, could not be reached, or did not answer in time. */
export class MailDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MailDeliveryError";
  }
}
