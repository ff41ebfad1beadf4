import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

type HookDone = (error?: Error) => void;

import type { Config } from "../config";
import { findSessionUser, type SessionUser } from "../features/sessions/sessions";
import { forbidden, unauthorized } from "../lib/errors";
import { isApiRequest } from "./api-path";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user of this request, or null. Set for every /api request. */
    currentUser: SessionUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook of the signed-in scope (server/features/index.ts): 401 unless signed in. */
    requireUser: (request: FastifyRequest, reply: FastifyReply, done: HookDone) => void;
    /** onRequest hook of the administrators' scope: 401 unless signed in, 403 unless an administrator. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply, done: HookDone) => void;
    sessionCookie: SessionCookie;
  }
}

export interface SessionCookie {
  name: string;
  set(reply: FastifyReply, token: string, expiresAt: Date): void;
  clear(reply: FastifyReply): void;
  read(request: FastifyRequest): string | undefined;
}

export function sessionCookie(config: Config): SessionCookie {
  // Under https the __Host- prefix pins the cookie to this exact host, path / and Secure.
  const name = config.secure ? "__Host-hangar_session" : "hangar_session";
  const options = { httpOnly: true, sameSite: "lax" as const, secure: config.secure, path: "/" };
  return {
    name,
    set(reply, token, expiresAt) {
      reply.setCookie(name, token, { ...options, expires: expiresAt });
    },
    clear(reply) {
      reply.clearCookie(name, options);
    },
    read(request) {
      const value = request.cookies[name];
      return value && value.length <= 128 ? value : undefined;
    },
  };
}

/** Resolves the session cookie of every /api request into `request.currentUser`. */
export async function registerSession(app: FastifyInstance, config: Config): Promise<void> {
  const cookie = sessionCookie(config);
  app.decorate("sessionCookie", cookie);
  app.decorateRequest("currentUser", null);
  // Synchronous hooks: they only read what the session hook found.
  app.decorate("requireUser", (request: FastifyRequest, _reply: FastifyReply, done: HookDone) => {
    done(request.currentUser ? undefined : unauthorized());
  });
  app.decorate("requireAdmin", (request: FastifyRequest, _reply: FastifyReply, done: HookDone) => {
    if (!request.currentUser) return done(unauthorized());
    if (request.currentUser.role !== "admin") return done(forbidden("Only administrators can do this."));
    done();
  });
  app.addHook("onRequest", async (request) => {
    if (!isApiRequest(request)) return;
    const token = cookie.read(request);
    request.currentUser = token ? await findSessionUser(app.db, token, app.clock()) : null;
  });
}

/** The signed-in user in a handler of the signed-in or administrators' scope (typed, so handlers need no null check). */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
