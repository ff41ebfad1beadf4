// Development: the API with reload on change (tsx watch) and Vite with hot module replacement.
// Open http://localhost:5173; Vite proxies /api to the API on $PORT (5000).
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "development",
      PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173",
    },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
};
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
