import type { FastifyInstance } from "fastify";

/**
 * Feature route plugins, each registered under /api. A new feature adds one line here.
 * (The health check lives outside /api and is registered by the app itself.)
 */
export async function registerFeatures(_app: FastifyInstance): Promise<void> {}
