import type { FastifyInstance } from "fastify";
import { Counter, Histogram } from "prom-client";
import type { MailObserver } from "../../lib/mail/index";
import { createMetrics, type Metrics, type MetricsSources } from "./metrics";

declare module "fastify" {
  interface FastifyInstance {
    /** This app's metrics (GET /metrics); features count their own events through it. */
    metrics: AppMetrics;
  }
}

/** What a run of the daily alerts answered; `ran: false` when it found nothing to do (before the hour, another process's turn). */
export interface AlertRunResult {
  ran?: boolean;
  sent: number;
  failed: number;
}

export interface AppMetrics extends Metrics {
  mail: MailObserver;
  /** A run of the daily alerts ended: with its result, or thrown. */
  alertRun(outcome: "completed" | "failed", result?: AlertRunResult): void;
  /** Counts and times every request the app answers (an `onResponse` hook on the root). */
  observeRequests(app: FastifyInstance): void;
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** A request no route matched: one series, whatever the URL (a scanner's paths must not grow the registry). */
export const UNMATCHED_ROUTE = "unmatched";

/** The API's metrics: the shared ones, plus requests, mail and the daily alerts. */
export function createAppMetrics(sources: MetricsSources): AppMetrics {
  const metrics = createMetrics(sources);
  const registers = [metrics.registry];
  const requests = new Counter({
    name: "hangar_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    registers,
  });
  const requestDuration = new Histogram({
    name: "hangar_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route pattern",
    labelNames: ["method", "route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const mailSent = new Counter({
    name: "hangar_mail_sent_total",
    help: "E-mails handed to the mail server or outbox, by kind and transport",
    labelNames: ["kind", "transport"],
    registers,
  });
  const mailFailed = new Counter({
    name: "hangar_mail_failed_total",
    help: "E-mails that could not be handed over, by kind and transport",
    labelNames: ["kind", "transport"],
    registers,
  });
  const alertRuns = new Counter({
    name: "hangar_alert_runs_total",
    help: "Runs of the daily expiry alerts (every 15 minutes), by outcome: completed, skipped (nothing to do) or failed",
    labelNames: ["outcome"],
    registers,
  });
  const alertMails = new Counter({
    name: "hangar_alert_mails_total",
    help: "Alert e-mails the daily runs sent or failed to send",
    labelNames: ["result"],
    registers,
  });
  return {
    ...metrics,
    mail: {
      sent: (kind, transport) => mailSent.inc({ kind, transport }),
      failed: (kind, transport) => mailFailed.inc({ kind, transport }),
    },
    alertRun(outcome, result) {
      alertRuns.inc({ outcome: outcome === "completed" && result?.ran === false ? "skipped" : outcome });
      if (result?.sent) alertMails.inc({ result: "sent" }, result.sent);
      if (result?.failed) alertMails.inc({ result: "failed" }, result.failed);
    },
    observeRequests(app) {
      app.addHook("onResponse", (request, reply, done) => {
        const method = KNOWN_METHODS.has(request.method) ? request.method : "OTHER";
        // The route pattern (`/api/forms/:id`), never the URL: ids and query strings stay out of labels.
        const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
        requests.inc({ method, route, status: String(reply.statusCode) });
        requestDuration.observe({ method, route }, reply.elapsedTime / 1000);
        done();
      });
    },
  };
}
