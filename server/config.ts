import {
  PASSWORD_MAX_LENGTH,
  REGISTRATION_GLOBAL_LIMIT,
  REGISTRATION_NETWORK_LIMIT,
} from "@domain/constants";
import { passwordProblem } from "@domain/password-rules";
import { AI_PROVIDERS } from "@domain/schemas/admin";
import { z } from "zod";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(["development", "production", "test"])),
    PORT: optional(z.coerce.number().int().min(0).max(65535)).default(5000),
    HOST: optional(z.string()).default("0.0.0.0"),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" })),
    DATA_DIR: optional(z.string()).default("./data"),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, message: "must be a postgres:// URL" })),
    // The embedded database (no DATABASE_URL) runs in a worker thread, on the second core (decision 0048).
    PGLITE_THREAD: optional(booleanFromEnv).default(true),
    SESSION_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    // Connections each process may open to PostgreSQL: processes × this must stay under max_connections.
    DATABASE_POOL_SIZE: optional(z.coerce.number().int().min(1).max(500)).default(10),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" })),
    MAIL_FROM: optional(z.string()).default("Hangar Log <no-reply@hangarlog.local>"),
    // With NODE_ENV=production and no SMTP_URL the app refuses to start unless this says the outbox
    // (mail saved as files, verification codes in the log) is really wanted.
    MAIL_OUTBOX: optional(booleanFromEnv).default(false),
    STORAGE_DRIVER: optional(z.enum(["local", "s3"])).default("local"),
    S3_ENDPOINT: optional(z.url()),
    S3_REGION: optional(z.string()).default("us-east-1"),
    S3_BUCKET: optional(z.string()),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_FORCE_PATH_STYLE: optional(booleanFromEnv).default(true),
    AI_PROVIDER: optional(z.enum(AI_PROVIDERS)).default("builtin"),
    AI_BASE_URL: optional(z.url()),
    AI_API_KEY: optional(z.string()),
    AI_MODEL: optional(z.string()),
    WORKER_CONCURRENCY: optional(z.coerce.number().int().min(0).max(64)).default(2),
    // How long a runner holds a task without renewing it (every third of it); a dead runner's task
    // goes to another runner after this.
    JOB_LEASE_MS: optional(z.coerce.number().int().min(1_000).max(3_600_000)).default(30_000),
    AUTO_PROCESS: optional(booleanFromEnv).default(true),
    // How often each API process looks for notification e-mails that are due (docs/decisions/0071);
    // 0 = this process sends none.
    NOTIFICATION_POLL_MS: optional(z.coerce.number().int().min(0).max(600_000)).default(1_000),
    ADMIN_EMAIL: optional(z.email()),
    ADMIN_PASSWORD: optional(z.string().min(1).max(PASSWORD_MAX_LENGTH)),
    // ADMIN_PASSWORD is applied only when the account is created or made administrator, unless this asks.
    ADMIN_PASSWORD_RESET: optional(booleanFromEnv).default(false),
    // Registrations allowed per hour from one network, and in all (a class behind one address may need more).
    REGISTRATIONS_PER_NETWORK_PER_HOUR: optional(z.coerce.number().int().min(1)).default(
      REGISTRATION_NETWORK_LIMIT,
    ),
    REGISTRATIONS_PER_HOUR: optional(z.coerce.number().int().min(1)).default(REGISTRATION_GLOBAL_LIMIT),
    // Behind a reverse proxy or load balancer: which hops to trust for the client address (X-Forwarded-For),
    // so per-IP limits count people, not the proxy. "true", a hop count, or addresses / CIDRs separated by commas.
    TRUST_PROXY: optional(
      z.string().transform((value): boolean | number | string => {
        if (value === "true" || value === "false") return value === "true";
        return /^\d+$/.test(value) ? Number(value) : value;
      }),
    ).default(false),
    // GET /metrics answers only to `Authorization: Bearer <METRICS_TOKEN>`; unset, it answers 404.
    METRICS_TOKEN: optional(z.string().min(16, "must be at least 16 characters")),
    // `npm run worker` answers /livez, /readyz and /metrics on this port; unset, it listens on none.
    WORKER_HEALTH_PORT: optional(z.coerce.number().int().min(1).max(65535)),
    LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])).default(
      "info",
    ),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER === "s3" && !env.S3_BUCKET) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "is required when STORAGE_DRIVER=s3" });
    }
    if (env.AI_PROVIDER === "openai" && !env.AI_MODEL) {
      ctx.addIssue({ code: "custom", path: ["AI_MODEL"], message: "is required when AI_PROVIDER=openai" });
    }
    const weakAdminPassword = env.ADMIN_PASSWORD && passwordProblem(env.ADMIN_PASSWORD, env.ADMIN_EMAIL);
    if (weakAdminPassword)
      ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: weakAdminPassword });
    if (env.NODE_ENV === "production" && !env.SMTP_URL && !env.MAIL_OUTBOX) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message:
          "is required when NODE_ENV=production: without it no mail leaves the machine and codes reach the log (set MAIL_OUTBOX=true if that is really wanted)",
      });
    }
    if (env.DATABASE_URL && !env.SESSION_SECRET) {
      // A secret generated per process would make one API refuse the codes and sessions of another.
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message:
          "is required with DATABASE_URL: every API and worker process must share the same one (generate it once, e.g. openssl rand -base64 48)",
      });
    }
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: "is required when ADMIN_EMAIL is set",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, "PUBLIC_URL"> {
  PUBLIC_URL: string;
  /** true when PUBLIC_URL is https: secure cookies with the __Host- prefix and HSTS */
  secure: boolean;
  /** PUBLIC_URL was given, not defaulted: a page opened elsewhere deserves a warning (plugins/public-url-check.ts). */
  publicUrlIsSet: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment once; a wrong value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    secure: publicUrl.startsWith("https://"),
    publicUrlIsSet: env.PUBLIC_URL !== undefined,
  };
}

/** How a process opens its database, the same for the API, the worker and the command-line tools. */
export function databaseOptionsOf(config: Config): {
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteThread: boolean;
  poolSize: number;
} {
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pgliteThread: config.PGLITE_THREAD,
    poolSize: config.DATABASE_POOL_SIZE,
  };
}
