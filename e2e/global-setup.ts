import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";

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
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(baseUrl, server);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await stop(server);
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

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode} during start`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the app did not become healthy within 90 s");
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
