// The outside supervisor's e-mail goes through the notification outbox (docs/product.md §22.2,
// docs/decisions/0071): written in the request's transaction, sent by the outbox's sender with its
// retries, its token dropped from the row once its try ends and never logged, and never sent once the
// request is withdrawn. The requests are made through the service, so the test app's inject (which
// sends a link's e-mail as the poller would) does not send them before the test drains.

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationOutbox } from "../../db/schema/index";
import type { Mailer } from "../../lib/mail/index";
import { type Harness, startHarness } from "../../test/app";
import { type Client, expectStatus, signedInClient } from "../../test/client";
import { createLogbookEntry } from "../../test/logbook";
import { mailTo } from "../../test/mail";
import { uniqueEmail } from "../../test/users";
import { drainOutbox, FIRST_RETRY_MS } from "../notifications/notifications.service";
import { serviceContext } from "../service-context";
import { requestCountersignature } from "./countersign.service";

let harness: Harness;
let tech: Client;

beforeAll(async () => {
  harness = await startHarness();
  tech = await signedInClient(harness.testApp, { fullName: "Tess Tech" });
});
afterAll(async () => {
  await harness?.close();
});

const ctx = () => serviceContext(harness.testApp.app);
const linkMails = (address: string) => mailTo(harness.testApp.dataDir, address);
const rowsTo = (address: string) =>
  harness.testApp.app.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.recipientEmail, address));

async function requestTo(address: string, entryCount = 1) {
  const entries = [];
  for (let i = 0; i < entryCount; i++) entries.push(await createLogbookEntry(tech));
  return requestCountersignature(ctx(), tech.user, {
    kind: "email",
    entryIds: entries.map((entry) => entry.id),
    supervisorName: "Olive Outside",
    supervisorEmail: address,
  });
}

const failingMailer: Mailer = {
  async send() {
    throw new Error("mail server down");
  },
} as unknown as Mailer;

function recordingLog() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(JSON.stringify(args, (_key, value) => (value instanceof Error ? value.message : value)));
  };
  const log = { info: record, warn: record, error: record, debug: record, trace: record, fatal: record };
  return { lines, log: log as unknown as ReturnType<typeof ctx>["log"] };
}

describe("the countersignature e-mail in the outbox", () => {
  it("is a row of the request's transaction, sent by the drain with the link, then holds no token", async () => {
    const address = uniqueEmail("outbox-sent");
    const request = await requestTo(address, 2);

    // Committed with the request, nothing sent yet: a process that dies now leaves it to the next.
    const [waiting] = await rowsTo(address);
    expect(waiting).toMatchObject({ kind: "countersign_request", userId: null, status: "pending" });
    expect(waiting?.payload).toMatchObject({ requestId: request.id, entryCount: 2 });
    expect(await linkMails(address)).toHaveLength(0);

    expect(await drainOutbox(ctx(), { kinds: ["countersign_request"] })).toMatchObject({ sent: 1 });
    const [mail] = await linkMails(address);
    expect(mail?.subject).toBe("Countersignature requested for logbook tasks");
    const token = /\/countersign\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeTruthy();
    expect(mail?.text).toContain("Tess Tech asks you to countersign 2 tasks");

    const [sent] = await rowsTo(address);
    expect(sent?.status).toBe("sent");
    expect(sent?.payload).not.toHaveProperty("token");
    expect(JSON.stringify(sent)).not.toContain(token);
    // Sent once: another drain finds nothing.
    await drainOutbox(ctx(), { kinds: ["countersign_request"] });
    expect(await linkMails(address)).toHaveLength(1);
    // The link works.
    expectStatus(await tech.get(`/api/countersign/${token}`), 200);
  });

  it("is not written when the request is refused", async () => {
    const address = uniqueEmail("outbox-refused");
    const entry = await createLogbookEntry(tech);
    await requestTo(uniqueEmail("outbox-first"));
    const other = await signedInClient(harness.testApp);
    await expect(
      requestCountersignature(ctx(), other.user, {
        kind: "email",
        entryIds: [entry.id],
        supervisorName: "Olive Outside",
        supervisorEmail: address,
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await rowsTo(address)).toHaveLength(0);
  });

  it("is tried again after a failed send, keeping the token until it is sent, and never logs the link", async () => {
    const address = uniqueEmail("outbox-retry");
    await requestTo(address);
    const { lines, log } = recordingLog();

    const failed = await drainOutbox(
      { ...ctx(), mailer: failingMailer, log },
      { kinds: ["countersign_request"] },
    );
    expect(failed).toMatchObject({ retried: 1, sent: 0 });
    const [waiting] = await rowsTo(address);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "mail server down" });
    const token = (waiting?.payload as { token?: string } | undefined)?.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("\n")).not.toContain(token);

    // Not before its backoff, then once.
    expect(await drainOutbox(ctx(), { kinds: ["countersign_request"] })).toMatchObject({ sent: 0 });
    harness.clock.advance(FIRST_RETRY_MS);
    expect(await drainOutbox({ ...ctx(), log }, { kinds: ["countersign_request"] })).toMatchObject({
      sent: 1,
    });
    const [mail] = await linkMails(address);
    expect(mail?.text).toContain(`/countersign/${token}`);
    expect(lines.join("\n")).not.toContain(token);
  });

  it("is never sent once the request is withdrawn", async () => {
    const address = uniqueEmail("outbox-revoked");
    const request = await requestTo(address);
    expectStatus(await tech.post(`/api/logbook/countersign-requests/${request.id}/revoke`, {}), 200);

    await drainOutbox(ctx(), { kinds: ["countersign_request"] });
    expect(await linkMails(address)).toHaveLength(0);
    const [skipped] = await rowsTo(address);
    expect(skipped?.status).toBe("skipped");
    expect(skipped?.payload).not.toHaveProperty("token");
  });

  it("is not sent by a sender that claimed it before the request was withdrawn", async () => {
    const address = uniqueEmail("outbox-claimed");
    const request = await requestTo(address);
    const mailer = {
      async send() {
        throw new Error("a withdrawn request's e-mail was sent");
      },
    } as unknown as Mailer;
    // A sender claims the row (the drain's first step), and the withdrawal commits before it sends.
    const claimed = await harness.testApp.app.db
      .update(notificationOutbox)
      .set({ status: "sending", attempts: 1, leaseUntil: new Date(harness.clock.clock().getTime() + 60_000) })
      .where(eq(notificationOutbox.recipientEmail, address))
      .returning();
    expect(claimed).toHaveLength(1);
    expectStatus(await tech.post(`/api/logbook/countersign-requests/${request.id}/revoke`, {}), 200);
    const [row] = await rowsTo(address);
    expect(row?.status).toBe("skipped");
    // The lease running out does not bring it back.
    harness.clock.advance(5 * 60_000);
    expect(await drainOutbox({ ...ctx(), mailer }, { kinds: ["countersign_request"] })).toMatchObject({
      sent: 0,
      retried: 0,
    });
    expect(await linkMails(address)).toHaveLength(0);
  });
});
