import { describe, expect, it } from "vitest";
import { observeMailer } from "./mail-observer";
import { MailDeliveryError, type Mailer } from "./mailer";

const message = { to: "a@example.com", subject: "s", text: "t", html: "<p>t</p>" };

describe("observeMailer", () => {
  it("tells the observer of each sent and failed message by kind and transport, rethrowing failures", async () => {
    const events: string[] = [];
    let fail = false;
    const inner: Mailer = {
      kind: "smtp",
      async send() {
        if (fail) throw new MailDeliveryError("refused");
      },
    };
    const mailer = observeMailer(inner, {
      sent: (kind, transport) => events.push(`sent ${kind} ${transport}`),
      failed: (kind, transport) => events.push(`failed ${kind} ${transport}`),
    });
    expect(mailer.kind).toBe("smtp");
    await mailer.send({ ...message, kind: "verification" });
    fail = true;
    await expect(mailer.send(message)).rejects.toBeInstanceOf(MailDeliveryError);
    expect(events).toEqual(["sent verification smtp", "failed other smtp"]);
  });

  it("sends even when the observer throws", async () => {
    const sent: string[] = [];
    const mailer = observeMailer(
      { kind: "outbox", send: async (m) => void sent.push(m.to) },
      {
        sent: () => {
          throw new Error("broken counter");
        },
        failed: () => {},
      },
    );
    await mailer.send(message);
    expect(sent).toEqual(["a@example.com"]);
  });
});
