// The benchmarked server, run as a child process (bench/support/server.ts starts it): what `npm start`
// runs (server/assemble.ts, listening), plus a bare Fastify app on a second port that shares the same
// database handle and does only the primary-key select of a form: the yardstick our routes are
// compared with. Reports both ports to the parent over IPC.
import { and, eq, gt, sql } from "drizzle-orm";
import Fastify from "fastify";
import { SESSION_IDLE_TIMEOUT_MS } from "../../domain/constants";
import { assembleServer } from "../../server/assemble";
import { sessions, users, workHistoryForms } from "../../server/db/schema/index";
import { listDocumentsOf } from "../../server/features/uploads/uploads.repo";
import { findFormOfUser, updateFormOfUser } from "../../server/features/work-history/forms.repo";
import { sha256 } from "../../server/lib/tokens";

const { database, app, runner } = await assembleServer();

// The yardstick: no session, no validation, no logging; the form's primary-key select with its owner.
const bare = Fastify({ logger: false });
bare.get<{ Params: { id: string }; Querystring: { user: string } }>(
  "/bare/forms/:id",
  async (request, reply) => {
    const [form] = await database.db
      .select()
      .from(workHistoryForms)
      .where(
        and(eq(workHistoryForms.id, request.params.id), eq(workHistoryForms.userId, request.query.user)),
      );
    if (!form) return reply.status(404).send({ error: "not found" });
    return form;
  },
);

// The same select as a prepared query, as the application's findFormOfUser runs it: the yardstick for
// our overhead alone, with the query builder's cost taken out of both sides.
const preparedSelect = database.db
  .select()
  .from(workHistoryForms)
  .where(
    and(eq(workHistoryForms.id, sql.placeholder("id")), eq(workHistoryForms.userId, sql.placeholder("user"))),
  )
  .prepare("bare_form_by_id");
bare.get<{ Params: { id: string }; Querystring: { user: string } }>(
  "/bare/forms-prepared/:id",
  async (request, reply) => {
    const [form] = await preparedSelect.execute({ id: request.params.id, user: request.query.user });
    if (!form) return reply.status(404).send({ error: "not found" });
    return form;
  },
);

// The two-query yardsticks: what a signed-in route must do at least, with nothing else. The session
// cookie's token is looked up by its hash (unexpired, joined to its user, as the application does),
// then the route's own repository call runs (the form by id and owner, its UPDATE, the documents
// list). No validation, no logging, no security headers, no hooks, no lastSeenAt write: the gap to
// the route is our per-request overhead.
const preparedSession = database.db
  .select({ id: users.id, role: users.role, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
  .from(sessions)
  .innerJoin(users, eq(users.id, sessions.userId))
  .where(
    and(
      eq(sessions.tokenHash, sql.placeholder("tokenHash")),
      gt(sessions.expiresAt, sql.placeholder("now")),
      gt(sessions.lastSeenAt, sql.placeholder("idleLimit")),
    ),
  )
  .limit(1)
  .prepare("bare_session");
/** The cookie's session, looked up as the application does; null when signed out. */
async function sessionOf(cookie: string | undefined): Promise<{ id: string } | null> {
  const token = /(?:^|; )hangar_session=([^;]+)/.exec(cookie ?? "")?.[1];
  if (!token) return null;
  const now = Date.now();
  const [session] = await preparedSession.execute({
    tokenHash: sha256(decodeURIComponent(token)),
    now: new Date(now).toISOString(),
    idleLimit: new Date(now - SESSION_IDLE_TIMEOUT_MS).toISOString(),
  });
  return session ?? null;
}

bare.get<{ Params: { id: string } }>("/bare/session-and-form/:id", async (request, reply) => {
  const session = await sessionOf(request.headers.cookie);
  if (!session) return reply.status(401).send({ error: "signed out" });
  const form = await findFormOfUser(database.db, request.params.id, session.id);
  if (!form) return reply.status(404).send({ error: "not found" });
  return form;
});

// The twins of the PATCH and of the documents list: the session, then the route's own repository
// call, with nothing around them.
bare.patch<{ Params: { id: string }; Body: { roleTitle: string } }>(
  "/bare/session-and-form/:id",
  async (request, reply) => {
    const session = await sessionOf(request.headers.cookie);
    if (!session) return reply.status(401).send({ error: "signed out" });
    const form = await updateFormOfUser(
      database.db,
      request.params.id,
      session.id,
      { roleTitle: request.body.roleTitle },
      new Date(),
    );
    if (!form) return reply.status(404).send({ error: "not found" });
    return form;
  },
);
bare.get("/bare/session-and-documents", async (request, reply) => {
  const session = await sessionOf(request.headers.cookie);
  if (!session) return reply.status(401).send({ error: "signed out" });
  return listDocumentsOf(database.db, session.id);
});

// The same two queries written as SQL text on the driver underneath (PGlite or the pg pool) without
// Drizzle: tells Drizzle's share from the database's.
interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}
const rawClient = (database.db as unknown as { $client: RawClient }).$client;
bare.get<{ Params: { id: string } }>("/bare/raw-session-and-form/:id", async (request, reply) => {
  const token = /(?:^|; )hangar_session=([^;]+)/.exec(request.headers.cookie ?? "")?.[1];
  if (!token) return reply.status(401).send({ error: "signed out" });
  const now = Date.now();
  const { rows: sessionRows } = await rawClient.query(
    `select u.id, u.role, s.id as session_id, s.last_seen_at from sessions s
       join users u on u.id = s.user_id
      where s.token_hash = $1 and s.expires_at > $2 and s.last_seen_at > $3 limit 1`,
    [sha256(decodeURIComponent(token)), new Date(now), new Date(now - SESSION_IDLE_TIMEOUT_MS)],
  );
  const session = sessionRows[0];
  if (!session) return reply.status(401).send({ error: "signed out" });
  const { rows } = await rawClient.query("select * from work_history_forms where id = $1 and user_id = $2", [
    request.params.id,
    session.id,
  ]);
  if (!rows[0]) return reply.status(404).send({ error: "not found" });
  return rows[0];
});

// The HTTP floor: no database at all (tells a queueing tail in the database from one in HTTP).
bare.get("/bare/nothing", async () => ({ ok: true }));

await app.listen({ port: 0, host: "127.0.0.1" });
await bare.listen({ port: 0, host: "127.0.0.1" });
runner?.start();

const portOf = (server: typeof bare) => {
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("no TCP address");
  return address.port;
};
process.send?.({ ready: true, port: portOf(app as unknown as typeof bare), barePort: portOf(bare) });

let stopping = false;
process.on("SIGTERM", async () => {
  if (stopping) return;
  stopping = true;
  await runner?.stop();
  await bare.close();
  await app.close();
  await database.close();
  process.exit(0);
});
