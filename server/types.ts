import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database, DatabaseConnection } from "./db/client";

/** Injectable time source so expiry rules can be tested without waiting. */
export type Clock = () => Date;

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseConnection;
    db: Database;
    clock: Clock;
    /** Wakes this process's job runner after a task became ready (a no-op without a runner). */
    wakeJobRunner: () => void;
  }
}
