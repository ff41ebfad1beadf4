import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Config } from "../../config";
import type { DatabaseConnection } from "../../db/client";
import type { Storage } from "../../lib/storage/index";
import type { Clock } from "../../types";
import { createMetrics, type TaskSettled } from "./metrics";
import { METRICS_CONTENT_TYPE, metricsAccess } from "./metrics-access";
import { poolOf } from "./pool-counts";
import { checkReadiness } from "./readiness";

export interface WorkerHealthOptions {
  config: Pick<Config, "WORKER_HEALTH_PORT" | "METRICS_TOKEN" | "HOST">;
  database: DatabaseConnection;
  storage: Storage;
  /** The worker logs where it listens; failures of a probe are logged here. */
  logger: { warn(details: object, message: string): void };
  clock?: Clock;
  /** Instead of WORKER_HEALTH_PORT (tests pass 0: any free port). */
  port?: number;
}

export interface WorkerHealth {
  /** Where it listens (the real port when 0 was asked for). */
  port: number;
  /** For the runner's `observer`: each settled task's duration goes into /metrics. */
  observeTask(event: TaskSettled): void;
  close(): Promise<void>;
}

/**
 * The worker's probes and metrics (`npm run worker` has no Fastify): /livez, /readyz (database,
 * migrations, storage) and /metrics (METRICS_TOKEN, as on the API) on WORKER_HEALTH_PORT, plain
 * node:http. Null when no port is configured: the worker then listens on nothing.
 */
export async function startWorkerHealth(options: WorkerHealthOptions): Promise<WorkerHealth | null> {
  const port = options.port ?? options.config.WORKER_HEALTH_PORT;
  if (port === undefined) return null;
  const { config, database, storage, logger } = options;
  const metrics = createMetrics({
    db: database.db,
    clock: options.clock ?? (() => new Date()),
    pool: poolOf(database),
    log: logger,
    processMetrics: config.METRICS_TOKEN !== undefined,
  });

  const answer = async (request: http.IncomingMessage): Promise<Answer> => {
    if (request.method !== "GET" && request.method !== "HEAD")
      return json(405, { error: "Method not allowed" });
    const path = new URL(request.url ?? "/", "http://worker").pathname;
    if (path === "/livez") return json(200, { status: "ok" });
    if (path === "/readyz") {
      const readiness = await checkReadiness({ database, storage, log: logger });
      return json(readiness.status === "ok" ? 200 : 503, readiness);
    }
    if (path === "/metrics") {
      const access = metricsAccess(config.METRICS_TOKEN, request.headers.authorization);
      if (access === "allowed") {
        return { status: 200, contentType: METRICS_CONTENT_TYPE, body: await metrics.render() };
      }
      if (access === "unauthorized") {
        return { ...json(401, { error: "The metrics need their bearer token." }), bearer: true };
      }
    }
    return json(404, { error: `There is no page for ${request.method} ${path}.` });
  };

  const server = http.createServer((request, response) => {
    answer(request)
      .catch((error: unknown) => {
        logger.warn({ err: error }, "worker health: a probe failed");
        return json(500, { error: "The probe failed." });
      })
      .then((reply) => {
        response.writeHead(reply.status, {
          "content-type": reply.contentType,
          "cache-control": "no-store",
          ...(reply.bearer ? { "www-authenticate": 'Bearer realm="metrics"' } : {}),
        });
        response.end(request.method === "HEAD" ? undefined : reply.body);
      });
  });
  // A probe answers in seconds; a client that holds a connection open gets nothing more.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, config.HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    port: bound,
    observeTask: (event) => metrics.observeTask(event),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
  bearer?: boolean;
}

const json = (status: number, body: object): Answer => ({
  status,
  contentType: "application/json; charset=utf-8",
  body: JSON.stringify(body),
});
