// Lighthouse 12 on the built app served by the real server (`tsx server/main.ts`, NODE_ENV=production,
// PGlite in a temporary DATA_DIR): /auth signed out and /dashboard signed in as a registered, verified
// technician (registered through the API, code read from the dev outbox, signed in with POST /api/login;
// the session cookie goes to Lighthouse as an extra header). Default mobile config with simulated
// throttling (the standard performance score), Debian's Chromium headless. Each page runs RUNS times; the
// run with the median performance score is reported with its LCP, TBT, CLS, FCP and Speed Index, plus the
// accessibility and best-practices scores of that run. Target: performance ≥ 95 on both pages.
// Run: `npm run bench lighthouse` (CHROME_PATH overrides /usr/bin/chromium, LIGHTHOUSE_RUNS the 3 runs,
// LIGHTHOUSE_REPORT_DIR=<dir> keeps each page's median JSON report).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  freePort,
  stopProcess,
  waitForHealth,
} from "../e2e/support/app-process";
import { machineLine } from "./support/load";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGET = 95;
/** Where the median run's JSON report of each page is written, when set (open it in the Lighthouse viewer). */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
const ADMIN = { email: "admin@lighthouse.test", password: "lighthouse-admin-password" };
const TECHNICIAN = {
  fullName: "Jane Mechanic",
  email: "jane@lighthouse.test",
  password: "lighthouse-password-1",
};

interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Performance audits that scored below 0.9 (opportunities and diagnostics), by id. */
  flagged: string[];
  /** Lighthouse's CPU benchmark of this machine at the time of the run (higher is faster). */
  benchmarkIndex: number;
  report: string;
}

/** A same-origin JSON POST, as the SPA sends it (the CSRF rule of server/plugins/security.ts). */
async function post(baseUrl: string, url: string, body: unknown): Promise<Response> {
  const response = await fetch(`${baseUrl}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "sec-fetch-site": "same-origin" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Registers the technician, verifies the address with the code from the dev outbox, signs in. */
async function signIn(baseUrl: string, dataDir: string): Promise<string> {
  await post(baseUrl, "/api/register", { ...TECHNICIAN, role: "user" });
  const mailDir = path.join(dataDir, "mail");
  const messages = readdirSync(mailDir).map((file) => readFileSync(path.join(mailDir, file), "utf8"));
  const code = messages
    .find((message) => message.includes(TECHNICIAN.email))
    ?.match(/verification code is: (\d{6})/)?.[1];
  if (!code) throw new Error(`no verification code for ${TECHNICIAN.email} in ${mailDir}`);
  await post(baseUrl, "/api/verify-email", { email: TECHNICIAN.email, code });
  const login = await post(baseUrl, "/api/login", { email: TECHNICIAN.email, password: TECHNICIAN.password });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .find((pair) => pair.startsWith("hangar_session=") || pair.startsWith("__Host-hangar_session="));
  if (!cookie) throw new Error("POST /api/login set no session cookie");
  return cookie;
}

/** Lighthouse's own failure to record a run (NO_NAVSTART, NO_FCP under heavy load): worth a retry. */
class LighthouseRunError extends Error {}

/** One Lighthouse run, tried again (at most twice) when Lighthouse itself failed to record it. */
async function audit(url: string, port: number, headers: Record<string, string>): Promise<PageRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port, headers);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      console.warn(`${error.message}; running it again`);
    }
  }
}

async function auditOnce(url: string, port: number, headers: Record<string, string>): Promise<PageRun> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
    extraHeaders: headers,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new LighthouseRunError(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const finalUrl = lhr.finalDisplayedUrl;
  if (new URL(finalUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${finalUrl}: the page under test was not the one asked for`);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const performanceAudits = lhr.categories.performance?.auditRefs.map((ref) => ref.id) ?? [];
  const flagged = performanceAudits.filter((id) => {
    const item = lhr.audits[id];
    return item && item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== "informative";
  });
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcpMs: numeric("first-contentful-paint"),
    speedIndexMs: numeric("speed-index"),
    flagged,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    report: typeof result.report === "string" ? result.report : JSON.stringify(lhr),
  };
}

const build = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
if (build.status !== 0) throw new Error("the web app did not build");

const root = mkdtempSync(path.join(os.tmpdir(), "hangar-log-lighthouse-"));
const dataDir = path.join(root, "data");
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    STORAGE_DRIVER: "local",
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  },
  stdio: ["ignore", "inherit", "inherit"],
});

let chrome: chromeLauncher.LaunchedChrome | undefined;
const loads: number[] = [];
try {
  await waitForHealth(baseUrl, server);
  const cookie = await signIn(baseUrl, dataDir);
  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "error",
  });

  const pages: { page: string; url: string; headers: Record<string, string> }[] = [
    { page: "/auth (signed out)", url: `${baseUrl}/auth`, headers: {} },
    { page: "/dashboard (signed in)", url: `${baseUrl}/dashboard`, headers: { Cookie: cookie } },
  ];
  // One unmeasured load per page, so the first measured run does not pay Chromium's own start-up.
  for (const { url, headers } of pages) await audit(url, chrome.port, headers);

  const rows: Record<string, Record<string, string | number>> = {};
  const flagged = new Map<string, Set<string>>();
  for (const { page, url, headers } of pages) {
    const runs: PageRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await audit(url, chrome.port, headers));
      loads.push(os.loadavg()[0]!);
    }
    const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
    for (const id of runs.flatMap((run) => run.flagged))
      flagged.set(id, (flagged.get(id) ?? new Set()).add(page));
    rows[page] = {
      performance: median.performance,
      "all runs": runs.map((run) => run.performance).join(" / "),
      "LCP (ms)": Math.round(median.lcpMs),
      "TBT (ms)": Math.round(median.tbtMs),
      CLS: Number(median.cls.toFixed(3)),
      "FCP (ms)": Math.round(median.fcpMs),
      "Speed Index (ms)": Math.round(median.speedIndexMs),
      accessibility: median.accessibility,
      "best practices": median.bestPractices,
      "CPU benchmark": Math.round(median.benchmarkIndex),
      [`target ≥ ${TARGET}`]: median.performance >= TARGET ? "met" : "MISSED",
    };
    if (median.performance < TARGET) process.exitCode = 1;
    if (REPORT_DIR) {
      const file = path.join(REPORT_DIR, `lighthouse-${new URL(url).pathname.slice(1)}.json`);
      writeFileSync(file, median.report);
      console.log(`median report of ${page}: ${file}`);
    }
  }

  console.log(
    `Lighthouse 12, mobile, simulated throttling, median of ${RUNS} runs per page (${CHROME_PATH})`,
  );
  console.table(rows);
  for (const [id, where] of flagged) console.log(`flagged in some run: ${id} (${[...where].join(", ")})`);
  console.log(machineLine());
  if (loads.length > 0) {
    console.log(
      `1-min load average during the runs: ${Math.min(...loads).toFixed(2)} to ${Math.max(...loads).toFixed(2)}`,
    );
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  if (chrome) {
    try {
      chrome.kill();
    } catch {
      // already gone
    }
  }
  await stopProcess(server);
  rmSync(root, { recursive: true, force: true });
}
