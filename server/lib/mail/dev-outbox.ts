import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { MailDeliveryError, type Mailer } from "./mailer";

export interface DevOutboxOptions {
  /** Where the .eml files go: `$DATA_DIR/mail`. */
  directory: string;
  from: string;
  logger: { info(message: string): void };
}

let sequence = 0;

/**
 * The mailer used when SMTP_URL is unset: each message is rendered by nodemailer exactly as it would
 * go over the wire and saved as an .eml file (opens in any mail client), and its `devLogLine` is logged.
 */
export function createDevOutbox(options: DevOutboxOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await mkdir(options.directory, { recursive: true });
        await writeFile(path.join(options.directory, outboxFileName()), info.message as Buffer, {
          mode: 0o600,
        });
      } catch (error) {
        throw new MailDeliveryError(`Could not write the message to ${options.directory}`, { cause: error });
      }
      if (message.devLogLine) options.logger.info(message.devLogLine);
    },
  };
}

/** Sorts in sending order: time, then a counter for messages within one millisecond. */
function outboxFileName(): string {
  const time = new Date().toISOString().replace(/[:.]/g, "-");
  sequence = (sequence + 1) % 1_000_000;
  return `${time}-${String(sequence).padStart(6, "0")}-${randomBytes(3).toString("hex")}.eml`;
}
