// A fresh server process for the cold-start row of bench/upload-to-draft.bench.ts, started as `npm
// start` starts it (server/main.ts: the document threads start warming, then server/assemble.ts, whose
// runner adopts them), and sent one document the moment it is ready. Prints the upload-to-draft
// milliseconds as JSON.
// Args: <resume|certificate> <pdf file>.
import { readFileSync } from "node:fs";
import { assembleServer } from "../../server/assemble";
import { loadConfig } from "../../server/config";
import { users } from "../../server/db/schema/index";
import { prepareDocumentWorker } from "../../server/features/processing/pipeline";
import { createSession } from "../../server/features/sessions/sessions";
import { type BenchDocumentKind, uploadAndProcess } from "./upload-to-draft";

const [kind, file] = process.argv.slice(2) as [BenchDocumentKind, string];
const bytes = readFileSync(file);
const config = loadConfig();
prepareDocumentWorker(config.WORKER_CONCURRENCY);
const { app, runner, database } = await assembleServer(config);
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
