import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseConnection } from "./db/client";
import { createAppMetrics } from "./features/health/app-metrics";
import { healthRoutes } from "./features/health/health.routes";
import { metricsRoutes } from "./features/health/metrics.routes";
import { poolOf } from "./features/health/pool-counts";
import { probeRoutes } from "./features/health/probes.routes";
import { registerFeatures } from "./features/index";
import { JobSignal } from "./jobs/job-signal";
import { logOptions } from "./lib/log-options";
import { createBackgroundMail, createMailer, type Mailer, observeMailer } from "./lib/mail/index";
import { createStorage, type Storage } from "./lib/storage/index";
import { registerApiDocs } from "./plugins/api-docs";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerPublicUrlCheck } from "./plugins/public-url-check";
import { OneLinePerRequest, registerAbortLog, withRequestLogRedaction } from "./plugins/request-log";
import { registerSecurity } from "./plugins/security";
import { registerSession } from "./plugins/session";
import { registerSpa } from "./plugins/spa";
import { type RequestTimeouts, registerRequestTimeouts, WHOLE_REQUEST_TIMEOUT_MS } from "./plugins/timeouts";
import type { App, Clock } from "./types";

export const MAX_JSON_BODY_BYTES = 1_048_576;

export interface AppDeps {
  config: Config;
  database: DatabaseConnection;
  /** Defaults to the system clock; tests inject a controllable one. */
  clock?: Clock;
  /** Folder of the built SPA; null serves the API only. */
  webRoot?: string | null;
  logger?: FastifyServerOptions["logger"];
  /** Defaults to SMTP when SMTP_URL is set, else the dev outbox in $DATA_DIR/mail; tests may pass their own. */
  mailer?: Mailer;
  /** Defaults to the driver STORAGE_DRIVER names; tests may pass their own. */
  storage?: Storage;
  /** Wakes the job runner of this process when a task becomes ready. */
  jobSignal?: JobSignal;
  /** Defaults to REQUEST_TIMEOUTS; tests shorten them. */
  timeouts?: RequestTimeouts;
}

/** Builds the whole HTTP application; used by server/main.ts and by the tests (app.inject). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger: withRequestLogRedaction(deps.logger ?? logOptions(config.LOG_LEVEL)),
    genReqId: () => randomUUID(),
    // One log line per request, written when it is answered, not two.
    logController: new OneLinePerRequest(),
    requestIdHeader: false,
    bodyLimit: MAX_JSON_BODY_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    return503OnClosing: true,
    requestTimeout: WHOLE_REQUEST_TIMEOUT_MS,
    forceCloseConnections: "idle",
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("clock", deps.clock ?? (() => new Date()));
  const metrics = createAppMetrics({
    db: database.db,
    clock: app.clock,
    pool: poolOf(database),
    log: app.log,
    processMetrics: config.METRICS_TOKEN !== undefined,
  });
  app.decorate("metrics", metrics);
  metrics.observeRequests(app);
  app.decorate("mailer", observeMailer(deps.mailer ?? createMailer(config, app.log), metrics.mail));
  app.decorate(
    "backgroundMail",
    createBackgroundMail(() => app.mailer, app.log),
  );
  app.addHook("onClose", async () => app.backgroundMail.settled());
  app.decorate("storage", deps.storage ?? (await createStorage(config)));
  if (!deps.storage) app.addHook("onClose", async () => app.storage.close());
  const jobSignal = deps.jobSignal ?? new JobSignal();
  app.decorate("wakeJobRunner", () => jobSignal.wake());

  // Bodies are JSON only: a form or text/plain POST (the classic CSRF vector) gets 415.
  app.removeContentTypeParser("text/plain");
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  registerAbortLog(app);
  registerErrorHandler(app);
  registerRequestTimeouts(app, deps.timeouts);
  await registerSecurity(app, config);
  registerPublicUrlCheck(app, config);
  await app.register(cookie);
  await registerSession(app, config);
  await registerApiDocs(app);
  await app.register(healthRoutes);
  await app.register(probeRoutes);
  await app.register(metricsRoutes);
  await app.register(async (api) => registerFeatures(api), { prefix: "/api" });
  await registerSpa(app, deps.webRoot ?? null);
  return app;
}

/** A hop count trusts that many proxies in front of us (the typings only name the function form). */
function trustProxyOption(
  value: Config["TRUST_PROXY"],
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === "number" ? (_address, hop) => hop < value : value;
}
