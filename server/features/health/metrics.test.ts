// GET /metrics: the bearer token's rule, and what a scrape reports: requests by route pattern, the
// processing queue read at scrape time, mail by kind, the daily alerts' runs.

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { uploadDocument } from "../../test/uploads";
import { createSignedInUser, uniqueEmail } from "../../test/users";

const TOKEN = "metrics-token-for-the-tests-0123";
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => testApp?.close());

const scrape = (authorization?: string) =>
  testApp.app.inject({
    method: "GET",
    url: "/metrics",
    headers: authorization === undefined ? {} : { authorization },
  });

/** The value of one sample line of the text format, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics with METRICS_TOKEN set", () => {
  it("answers 401 without a token, with another one, or with another scheme", async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, "Bearer short", `Basic ${TOKEN}`]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers["www-authenticate"]).toContain("Bearer");
      expect(response.body).not.toContain("hangar_");
    }
  });

  it("answers the Prometheus text to the right token, requests labelled by route pattern and status", async () => {
    const { cookie } = await createSignedInUser(testApp);
    const missingId = "00000000-0000-4000-8000-000000000000";
    const missing = await testApp.app.inject({
      method: "GET",
      url: `/api/forms/${missingId}?probe=1`,
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain("# TYPE hangar_http_requests_total counter");
    expect(
      sample(response.body, 'hangar_http_requests_total{method="GET",route="/api/forms/:id",status="404"}'),
    ).toBe(1);
    expect(
      sample(
        response.body,
        'hangar_http_request_duration_seconds_count{method="GET",route="/api/forms/:id"}',
      ),
    ).toBe(1);
    // The pattern, never the URL: no id, no query string.
    expect(response.body).not.toContain(missingId);
    expect(response.body).not.toContain("probe=1");
  });

  it("counts a path no route matched under one label, and process metrics are on", async () => {
    await testApp.app.inject({ method: "GET", url: "/api/no-such-route/12345" });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toContain('route="unmatched"');
    expect(text).not.toContain("no-such-route");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("reads the processing queue at scrape time", async () => {
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(before, 'hangar_queue_tasks{status="queued"}')).toBe(0);

    const owner = await createSignedInUser(testApp);
    const document = await uploadDocument(testApp, owner, {
      filename: "resume.txt",
      bytes: Buffer.from("Dana Queue\nAircraft Maintenance Technician\n"),
    });
    const queued = await testApp.app.inject({
      method: "POST",
      url: `/api/uploads/resume/${document.id}/process`,
      headers: { cookie: owner.cookie },
      payload: { overwrite: true },
    });
    expect(queued.statusCode).toBeLessThan(300);

    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    // This app runs no runner (WORKER_CONCURRENCY=0): the task stays queued.
    expect(sample(after, 'hangar_queue_tasks{status="queued"}')).toBe(1);
    expect(sample(after, 'hangar_queue_tasks{status="failed"}')).toBe(0);
    expect(sample(after, "hangar_queue_oldest_queued_age_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(after, "hangar_queue_task_attempts")).toBe(0);
    expect(sample(after, "hangar_queue_tasks_failed")).toBe(0);
    expect(sample(after, "hangar_queue_task_crashes")).toBe(0);
    // PostgreSQL's pool is counted; PGlite has none.
    if (testApp.database.driver === "postgres") expect(after).toContain("hangar_db_pool_in_use");
    else expect(after).not.toContain("hangar_db_pool_in_use");
  });

  it("counts the mail handed over, and the daily alerts' runs", async () => {
    const registered = await testApp.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { fullName: "Mail Counter", email: uniqueEmail("metrics"), password: "a hangar passphrase" },
    });
    expect(registered.statusCode).toBe(201);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    // Registering sends the verification code, counted under its own kind.
    expect(sample(text, 'hangar_mail_sent_total{kind="verification_code",transport="outbox"}')).toBe(1);
    // Housekeeping runs the daily alerts once when the app is ready (before 06:00 UTC it has nothing to do).
    await vi.waitFor(async () => {
      const later = (await scrape(`Bearer ${TOKEN}`)).body;
      expect(later).toMatch(/^hangar_alert_runs_total\{outcome="(completed|skipped)"\} 1$/m);
    });
  });
});

describe("two apps in one process", () => {
  it("keep their own counts", async () => {
    const other = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      await other.app.inject({ method: "GET", url: "/livez" });
      const text = (
        await other.app.inject({
          method: "GET",
          url: "/metrics",
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
      expect(sample(text, 'hangar_http_requests_total{method="GET",route="/livez",status="200"}')).toBe(1);
      expect(text).not.toContain('route="/api/forms/:id"');
    } finally {
      await other.close();
    }
  });
});
