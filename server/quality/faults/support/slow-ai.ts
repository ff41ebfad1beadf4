// An OpenAI-compatible Chat Completions server that answers after a delay, so a task is surely
// mid-way when its process is stopped. Each process is given its own base URL (`baseUrlFor(name)`):
// the path says which process asked, and a marker in the document's text says for which document.
// A document can be held for one process (never answered, until that process gives up), to outlast its
// shutdown's grace; the process that takes the document over next gets its answer.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface AiRequest {
  /** The name in the base URL: which process asked. */
  process: string;
  /** The marker found in the document's text (null when it had none). */
  marker: string | null;
  at: number;
  /** answered: the resume was sent; aborted: the caller hung up first (killed, or gave up). */
  outcome: "pending" | "answered" | "aborted";
}

export interface SlowAiOptions {
  delayMs: number;
  /** Finds a document's marker in the text the model is sent. */
  markerPattern: RegExp;
  /** The resume data answered for a marker. */
  answerFor(marker: string | null): unknown;
}

export class SlowAiService {
  readonly requests: AiRequest[] = [];
  private server: Server | undefined;
  private readonly held = new Set<string>();
  private baseUrl = "";

  constructor(private readonly options: SlowAiOptions) {}

  async start(): Promise<void> {
    this.server = createServer((request, response) => this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** AI_BASE_URL for one process. */
  baseUrlFor(process: string): string {
    return `${this.baseUrl}/${encodeURIComponent(process)}/v1`;
  }

  /** From now on `process` gets no answer for the document with `marker`: it waits until it gives up. */
  hold(process: string, marker: string): void {
    this.held.add(`${process}\n${marker}`);
  }

  /** Requests still waiting for an answer, from `process`. */
  inFlight(process: string): AiRequest[] {
    return this.requests.filter((request) => request.process === process && request.outcome === "pending");
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const marker = this.options.markerPattern.exec(body)?.[0] ?? null;
      const record: AiRequest = {
        process: decodeURIComponent(request.url?.split("/")[1] ?? ""),
        marker,
        at: Date.now(),
        outcome: "pending",
      };
      this.requests.push(record);
      let timer: NodeJS.Timeout | undefined;
      response.on("close", () => {
        clearTimeout(timer);
        if (record.outcome === "pending") record.outcome = "aborted";
      });
      const held = () => marker !== null && this.held.has(`${record.process}\n${marker}`);
      if (held()) return;
      timer = setTimeout(() => {
        if (held()) return;
        record.outcome = "answered";
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify(chatCompletion(this.options.answerFor(marker))));
      }, this.options.delayMs);
    });
  }
}

/** A Chat Completions answer whose message is `answer` as JSON, as the resume extractor expects it. */
export function chatCompletion(answer: unknown) {
  return {
    id: "chatcmpl-slow",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "slow-model",
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: JSON.stringify(answer), refusal: null },
        finish_reason: "stop",
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}
