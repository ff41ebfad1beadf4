import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { NO_ADMINISTRATOR_HINT } from "./users.service";

// server/main.ts as `npm start` runs it, on an embedded database seeded from the migrated template.

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "hangar-log-start-"));
  const template = new Blob([readFileSync(inject("pgliteTemplatePath"))]);
  const seed = await PGlite.create({ dataDir: path.join(dataDir, "pg"), loadDataDir: template });
  await seed.close();
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  baseUrl: string;
  messages: () => string[];
  stop: () => Promise<void>;
}

async function start(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      ADMIN_PASSWORD_RESET: "",
      WORKER_CONCURRENCY: "0",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    messages: () =>
      output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => String(JSON.parse(line).msg)),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

it("without an administrator and without ADMIN_*, says in one line how to create one", async () => {
  const server = await start({});
  try {
    expect(server.messages().filter((message) => message === NO_ADMINISTRATOR_HINT)).toHaveLength(1);
    expect(server.messages().some((message) => message.includes("verification codes are logged here"))).toBe(
      true,
    );
  } finally {
    await server.stop();
  }
});

it("with ADMIN_EMAIL and ADMIN_PASSWORD, creates that administrator, who can sign in", async () => {
  const server = await start({ ADMIN_EMAIL: "Chief@Example.com", ADMIN_PASSWORD: "chief-password-1" });
  try {
    expect(server.messages()).toContain("administrator chief@example.com from ADMIN_EMAIL: created");
    expect(server.messages()).not.toContain(NO_ADMINISTRATOR_HINT);
    const response = await fetch(`${server.baseUrl}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "chief@example.com", password: "chief-password-1" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: "chief@example.com", role: "admin" });
  } finally {
    await server.stop();
  }
});

it("applies ADMIN_PASSWORD only when it creates the administrator, or again with ADMIN_PASSWORD_RESET=true", async () => {
  const env = { ADMIN_EMAIL: "keeper@example.com", ADMIN_PASSWORD: "keeper-env-password-1" };
  const login = (baseUrl: string, password: string) =>
    fetch(`${baseUrl}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password }),
    });

  let server = await start(env);
  try {
    // The administrator changes their password in the app.
    const signedIn = await login(server.baseUrl, env.ADMIN_PASSWORD);
    expect(signedIn.status).toBe(200);
    const { id } = (await signedIn.json()) as { id: string };
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const changed = await fetch(`${server.baseUrl}/api/admin/users/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        fullName: "Keeper",
        email: env.ADMIN_EMAIL,
        role: "admin",
        password: "changed-in-the-app-1",
      }),
    });
    expect(changed.status).toBe(200);
  } finally {
    await server.stop();
  }

  server = await start(env);
  try {
    expect(server.messages()).toContain("administrator keeper@example.com from ADMIN_EMAIL: unchanged");
    expect((await login(server.baseUrl, "changed-in-the-app-1")).status).toBe(200);
    expect((await login(server.baseUrl, env.ADMIN_PASSWORD)).status).toBe(401);
  } finally {
    await server.stop();
  }

  server = await start({ ...env, ADMIN_PASSWORD_RESET: "true" });
  try {
    expect(server.messages()).toContain("administrator keeper@example.com from ADMIN_EMAIL: updated");
    expect((await login(server.baseUrl, env.ADMIN_PASSWORD)).status).toBe(200);
  } finally {
    await server.stop();
  }
}, 180_000);
