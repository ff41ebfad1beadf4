// npm run create-admin -- --email you@example.com --name "Your Name"
// Creates (or promotes) a verified administrator. The password comes from ADMIN_PASSWORD or, in a
// terminal, from a hidden prompt. Uses the same configuration and database as `npm start`.

import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { fullNameSchema, newPasswordSchema } from "@domain/schemas/auth";
import { emailAddress } from "@domain/schemas/fields";
import { ZodError } from "zod";
import { ConfigError, databaseOptionsOf, loadConfig } from "../config";
import { DatabaseStartError, openDatabase } from "../db/client";
import { ensureAdministrator } from "../features/users/users.service";

const USAGE = 'Usage: npm run create-admin -- --email you@example.com --name "Your Name"';

class UsageError extends Error {}

async function main(): Promise<void> {
  const args = readArguments();
  const config = loadConfig();
  // Checked before the database is opened, so a typo fails at once.
  const email = emailAddress().parse(args.email);
  const name = fullNameSchema.parse(args.name);
  const password = newPasswordSchema.parse(await readPassword());

  config.DATA_DIR = path.resolve(config.DATA_DIR);
  mkdirSync(config.DATA_DIR, { recursive: true });
  const database = await openDatabase(databaseOptionsOf(config));
  try {
    const result = await ensureAdministrator(
      { db: database.db, clock: () => new Date() },
      { email, password, fullName: name },
    );
    const what = {
      created: "created",
      promoted: "promoted to administrator",
      updated: "updated",
      unchanged: "already an administrator with this password; nothing changed",
    }[result.outcome];
    console.log(`Administrator ${result.email}: ${what}. Sign in at ${config.PUBLIC_URL}/auth`);
  } finally {
    await database.close();
  }
}

function readArguments(): { email: string; name: string } {
  let values: { email?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { email: { type: "string" }, name: { type: "string" }, help: { type: "boolean", short: "h" } },
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(`${USAGE}\nThe password is read from ADMIN_PASSWORD, or asked for when run in a terminal.`);
    process.exit(0);
  }
  if (!values.email || !values.name) throw new UsageError(`--email and --name are required.\n${USAGE}`);
  return { email: values.email, name: values.name };
}

async function readPassword(): Promise<string> {
  const fromEnvironment = process.env.ADMIN_PASSWORD;
  if (fromEnvironment) return fromEnvironment;
  if (!process.stdin.isTTY) {
    throw new UsageError(
      "No password given: set ADMIN_PASSWORD, or run this command in a terminal to type the password.",
    );
  }
  const password = await promptHidden("Password (8 to 128 characters): ");
  const again = await promptHidden("Repeat the password: ");
  if (password !== again) throw new UsageError("The two passwords do not match.");
  return password;
}

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = (error?: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n" || character === "\u0004") return finish();
        if (character === "\u0003") return finish(new UsageError("Cancelled."));
        if (character === "\u007f" || character === "\b") value = value.slice(0, -1);
        else value += character;
      }
    };
    // Raw mode first: typing that arrives right after the prompt must not be echoed.
    stdin.setEncoding("utf8");
    stdin.setRawMode(true);
    stdout.write(question);
    stdin.resume();
    stdin.on("data", onData);
  });
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof DatabaseStartError) {
    console.error(error.message);
  } else if (error instanceof ZodError) {
    console.error(`Invalid input: ${error.issues.map((issue) => issue.message).join("; ")}`);
  } else {
    console.error("Could not create the administrator:", error);
  }
  process.exit(1);
});
