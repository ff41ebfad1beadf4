// The API's route table as Fastify builds it: every route registered under /api, recorded by an
// `onRoute` hook that runs before the features register theirs. A test file enables the recorder by
// mocking the features module with `recordingFeatures` (see the quality tests), so the real
// `buildApp` and the real `registerFeatures` run unchanged; only the hook is added in front.

import type { FastifyInstance, RouteOptions } from "fastify";
import type { z } from "zod";

export interface ApiRoute {
  /** e.g. `PATCH /api/forms/:id`: the key of the quality tests' tables. */
  key: string;
  method: string;
  url: string;
  schema: { body?: z.ZodType; params?: z.ZodType; querystring?: z.ZodType };
}

type FeaturesModule = { registerFeatures: (app: FastifyInstance) => Promise<void> };

const recorded = new Map<string, ApiRoute>();

/** The features module with a route recorder in front of `registerFeatures` (for `vi.mock`). */
export function recordingFeatures<T extends FeaturesModule>(actual: T): T {
  return {
    ...actual,
    async registerFeatures(api: FastifyInstance) {
      api.addHook("onRoute", record);
      await actual.registerFeatures(api);
    },
  };
}

function record(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    // Fastify adds a HEAD route for every GET; it runs the GET's handler.
    if (method === "HEAD") continue;
    const key = `${method} ${route.url}`;
    recorded.set(key, { key, method, url: route.url, schema: (route.schema ?? {}) as ApiRoute["schema"] });
  }
}

/** Every recorded /api route, sorted by path then method. Call after the app is ready. */
export function apiRoutes(): ApiRoute[] {
  const routes = [...recorded.values()].filter((route) => route.url.startsWith("/api/"));
  if (routes.length === 0) {
    throw new Error(
      'No /api route was recorded: mock "../features/index" with recordingFeatures before building the app.',
    );
  }
  return routes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}
