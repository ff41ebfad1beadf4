import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort, stopProcess, waitForHealth } from "./support/app-process";

/**
 * Starts the built app the way a user would (`tsx server/main.ts`) on a free port with a temporary
 * DATA_DIR, and an SMTP server that files every message under $E2E_MAIL_DIR so tests read codes like a user.
 */
export default async function globalSetup() {
  const root = mkdtempSync(path.join(os.tmpdir(), "hangar-log-e2e-"));
  const mailDir = path.join(root, "mail");
  mkdirSync(mailDir);
  const smtpPort = await freePort();
  const smtp = startMailCatcher(mailDir);
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(root, "data"),
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

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await stopProcess(server);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  };
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
