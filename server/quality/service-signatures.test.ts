// What a route calls takes (ctx, actor, input) with the input as an object (docs/conventions.md,
// 'Services'). The first block shows that the rule can fail.

import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSources } from "./import-rules";
import { serviceSignatureViolations } from "./service-signatures";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

describe("the service signature rule", () => {
  const check = (files: Record<string, string>) => serviceSignatureViolations(new Map(Object.entries(files)));

  const routes = {
    "server/features/users/users.routes.ts":
      'import { findUser, takeAllowance, me } from "./users.service";\nimport { type Lookup, lookup as byKey } from "./lookup";',
  };

  it("names a service a route calls that takes a bare id or string after its context, on one line or several", () => {
    expect(
      check({
        ...routes,
        "server/features/users/users.service.ts": [
          "export async function findUser(ctx: ServiceContext, userId: string): Promise<User> {}",
          "export function takeAllowance(",
          '  ctx: Pick<ServiceContext, "db" | "clock">,',
          "  ip: string,",
          "): Promise<void> {}",
        ].join("\n"),
      }),
    ).toEqual([
      "server/features/users/users.service.ts: findUser(ctx, userId: string) takes a bare value after the context: pass the actor or an input object (docs/conventions.md, 'Services')",
      "server/features/users/users.service.ts: takeAllowance(ctx, ip: string) takes a bare value after the context: pass the actor or an input object (docs/conventions.md, 'Services')",
    ]);
  });

  it("lets an actor, an input object, a repository, a private helper and a lookup no route calls be", () => {
    expect(
      check({
        ...routes,
        "server/features/users/users.service.ts": [
          "export async function findUser(ctx: ServiceContext, { userId }: { userId: string }) {}",
          'export async function me(ctx: ServiceContext, actor: Pick<SessionUser, "id">) {}',
          "async function helper(ctx: ServiceContext, userId: string) {}",
          "export async function findUserById(ctx: ServiceContext, userId: string) {}",
        ].join("\n"),
        "server/features/users/users.repo.ts": "export async function byId(ctx: Database, id: string) {}",
        "server/lib/mail/index.ts": "export function send(ctx: Mailer, to: string) {}",
        "server/features/users/lookup.ts":
          "export function lookup(ctx: ServiceContext, { key }: { key: string }) {}",
      }),
    ).toEqual([]);
  });
});

describe("the repository", () => {
  it("keeps the service signature", () => {
    const sources = readSources(ROOT, ["server"]);
    expect(sources.size).toBeGreaterThan(100);
    expect(serviceSignatureViolations(sources)).toEqual([]);
  });
});
