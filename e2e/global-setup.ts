import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort, stopProcess, waitForHealth } from "./support/app-process";

/**
 * Starts the built app the way a deployment does (`node dist/server/main.js`, built by `npm run
 * test:e2e` through scripts/ensure-build.mjs) on free ports with temporary
 * DATA_DIRs, and an SMTP server that files every message under $E2E_MAIL_DIR so tests read codes like a user.
 */
export default async function globalSetup() {
  const root = mkdtempSync(path.join(os.tmpdir(), "hangar-log-e2e-"));
  const mailDir = path.join(root, "mail");
  mkdirSync(mailDir);
  const smtpPort = await freePort();
  const smtp = startMailCatcher(mailDir);
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

  // Two instances: the training program's tests set up the center's program, which every user of that
  // instance then sees, while the other tests expect none (the spec's empty states). Each has its own
  // DATA_DIR, so the two groups run side by side instead of one after the other.
  const [main, training] = await Promise.all([
    startApp(path.join(root, "data"), smtpPort),
    startApp(path.join(root, "training-data"), smtpPort),
  ]);

  process.env.E2E_BASE_URL = main.baseUrl;
  process.env.E2E_TRAINING_BASE_URL = training.baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await Promise.all([stopProcess(main.server), stopProcess(training.server)]);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  };
}

async function startApp(dataDir: string, smtpPort: number) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      ADMIN_EMAIL: "admin@e2e.test",
      ADMIN_PASSWORD: "admin-password-e2e",
      // Every browser test registers its own account from this one address.
      REGISTRATIONS_PER_NETWORK_PER_HOUR: "100000",
      REGISTRATIONS_PER_HOUR: "100000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(baseUrl, server);
  return { baseUrl, server };
}
function startMailCatcher(mailDir: string): SMTPServer {
  let counter = 0;
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const file = path.join(mailDir, `${Date.now()}-${++counter}.json`);
        writeFileSync(file, JSON.stringify({ to: recipients, raw: Buffer.concat(chunks).toString("utf8") }));
        callback();
      });
    },
  });
}
