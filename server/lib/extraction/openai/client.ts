// The OpenAI SDK, loaded when a model is first asked: a server on the built-in provider (the default)
// never pays its start-up (docs/performance.md, "Dashboard stats and start-up").

import type OpenAI from "openai";

type OpenAiSdk = typeof import("openai");

export interface OpenAiClientOptions {
  baseURL?: string;
  apiKey?: string;
  /** Per request, retries included by the SDK separately. */
  timeoutMs?: number;
  /** Retries of 408/409/429/5xx and connection errors. */
  maxRetries?: number;
}

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_MAX_RETRIES = 3;

let sdk: Promise<OpenAiSdk> | undefined;
/** Set once the SDK has loaded: an error can only be one of its classes after that. */
let loadedSdk: OpenAiSdk | undefined;

function loadSdk(): Promise<OpenAiSdk> {
  sdk ??= import("openai").then((module) => {
    loadedSdk = module;
    return module;
  });
  return sdk;
}

/** A client made on first use, then reused. */
export function lazyOpenAiClient(options: OpenAiClientOptions): () => Promise<OpenAI> {
  let client: Promise<OpenAI> | undefined;
  return () => {
    client ??= loadSdk().then(
      ({ default: OpenAI }) =>
        new OpenAI({
          baseURL: options.baseURL,
          // Local servers (Ollama, llama.cpp) need no key; the SDK insists on one.
          apiKey: options.apiKey || "not-needed",
          timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
        }),
    );
    return client;
  };
}

/** The SDK's error classes once loaded (before that no error can be one of them). */
export function openAiErrorClasses(): Pick<
  typeof OpenAI,
  "APIError" | "APIConnectionError" | "APIConnectionTimeoutError"
> | null {
  return loadedSdk?.default ?? null;
}
