import { createRequire } from "node:module";
import type { LoggerOptions } from "pino";

/** pino-pretty is only needed for people reading a terminal; an install without it logs JSON. */
function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}

/**
 * Readable lines when a person watches the terminal (stdout is a TTY), one JSON object per line
 * otherwise (a service manager, a container, a file), which log collectors read.
 */
export function logOptions(level: string, stdoutIsTerminal = Boolean(process.stdout.isTTY)): LoggerOptions {
  if (!stdoutIsTerminal || !prettyAvailable()) return { level };
  return {
    level,
    transport: {
      target: "pino-pretty",
      options: { colorize: true, translateTime: "HH:MM:ss.l", ignore: "pid,hostname" },
    },
  };
}
