// A fresh server process for the cold-start row of bench/upload-to-draft.bench.ts: assembled as `npm
// start` assembles it (server/assemble.ts: its runner starts warming its threads), started, and sent
// one document the moment it is ready. Prints the milliseconds from upload to draft as JSON.
// Args: <resume|certificate> <pdf file>.
import { readFileSync } from "node:fs";
import { assembleServer } from "../../server/assemble";
import { loadConfig } from "../../server/config";
import { users } from "../../server/db/schema/index";
import { createSession } from "../../server/features/sessions/sessions";
import { type BenchDocumentKind, uploadAndProcess } from "./upload-to-draft";

const [kind, file] = process.argv.slice(2) as [BenchDocumentKind, string];
const bytes = readFileSync(file);
const { app, runner, database } = await assembleServer(loadConfig());
await app.ready();
// The account exists before the start (a technician signed in earlier): only the document is timed.
const [user] = await app.db
  .insert(users)
  .values({ email: "cold@example.com", fullName: "Cold Start", password: "x", emailVerified: true })
  .returning();
const { token } = await createSession(app.db, user!.id, new Date());
runner?.start();

const ms = await uploadAndProcess(app, `${app.sessionCookie.name}=${token}`, { kind, bytes });
process.stdout.write(`${JSON.stringify({ ms })}\n`);
await runner?.stop();
await app.close();
await database.close();
process.exit(0);
