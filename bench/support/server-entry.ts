// The benchmarked server, run as a child process (bench/support/server.ts starts it): what `npm start`
// runs (server/assemble.ts, listening), plus a bare Fastify app on a second port that shares the same
// database handle and does only the primary-key select of a form: the yardstick our routes are
// compared with. Reports both ports to the parent over IPC.
import { and, eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { assembleServer } from "../../server/assemble";
import { workHistoryForms } from "../../server/db/schema/index";

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
