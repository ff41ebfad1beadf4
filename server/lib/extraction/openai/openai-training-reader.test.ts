// The 'openai' provider for training documents against a local HTTP server that speaks the Chat
// Completions protocol: the administrator's training prompt goes out as the system prompt, the
// answer is held to the same schema as the built-in reader's output.

import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_TRAINING_PROMPT } from "../default-prompt";
import { ResumeExtractionError } from "../extraction-error";
import { createTrainingReader } from "../training-reader";
import { createOpenAiTrainingReader } from "./openai-training-reader";

interface Reply {
  status?: number;
  body?: unknown;
}

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format: { json_schema: { name: string; strict: boolean; schema: { required: string[] } } };
}

const requests: ChatRequest[] = [];
let replies: Reply[] = [];
let server: Server;
let baseURL: string;

function completion(content: string | null) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "test-model",
    choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop" }],
  };
}

const ANSWER = {
  courseTitle: "Fuel Tank Safety Phase 1 + 2",
  provider: "Nordavia Technics GmbH",
  traineeName: "Anna-Lena Müller",
  completionDate: "2025-02-04",
  expiryDate: null,
  validityMonths: 24,
  hours: 12,
  certificateNumber: "NT-FTS-0217/25",
};

function reply(response: ServerResponse, next: Reply) {
  response.writeHead(next.status ?? 200, { "content-type": "application/json" });
  response.end(JSON.stringify(next.body ?? {}));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      requests.push(JSON.parse(raw) as ChatRequest);
      reply(response, replies.shift() ?? { status: 500, body: { error: { message: "no reply queued" } } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  replies = [];
});

const reader = () =>
  createOpenAiTrainingReader({ baseURL, apiKey: "test-key", model: "test-model", maxRetries: 0 });

async function failure(promise: Promise<unknown>): Promise<ResumeExtractionError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ResumeExtractionError);
  return error as ResumeExtractionError;
}

describe("reading a training document with a language model", () => {
  it("sends the training prompt and the text, asks for the schema, and returns the validated data", async () => {
    replies.push({ body: completion(JSON.stringify(ANSWER)) });
    const data = await reader().readTraining("FTS certificate text", "Read this certificate.");
    expect(data).toEqual(ANSWER);
    const [request] = requests;
    expect(request!.messages).toEqual([
      { role: "system", content: "Read this certificate." },
      { role: "user", content: "FTS certificate text" },
    ]);
    expect(request!.response_format.json_schema).toMatchObject({ name: "training_document", strict: true });
    expect(request!.response_format.json_schema.schema.required).toEqual(Object.keys(ANSWER));
  });

  it("falls back to a built-in prompt when none is stored", async () => {
    replies.push({ body: completion(`\`\`\`json\n${JSON.stringify(ANSWER)}\n\`\`\``) });
    await reader().readTraining("text", "  ");
    expect(requests[0]!.messages[0]).toEqual({ role: "system", content: DEFAULT_TRAINING_PROMPT });
  });

  it("asks once more when the answer breaks the schema (a made-up date format), then fails clearly", async () => {
    const invented = { ...ANSWER, completionDate: "early 2025" };
    replies.push({ body: completion(JSON.stringify(invented)) }, { body: completion("not json") });
    const error = await failure(reader().readTraining("text"));
    expect(error.code).toBe("ai_invalid_answer");
    expect(error.message).toContain("did not return valid training document data");
    expect(requests).toHaveLength(2);
  });

  it("accepts a corrected second answer", async () => {
    replies.push({ body: completion("{}") }, { body: completion(JSON.stringify(ANSWER)) });
    expect(await reader().readTraining("text")).toEqual(ANSWER);
  });

  it("drops an expiry before the completion, as the built-in reader does", async () => {
    replies.push({ body: completion(JSON.stringify({ ...ANSWER, expiryDate: "2024-01-01" })) });
    expect((await reader().readTraining("text")).expiryDate).toBeNull();
  });

  it("turns refused credentials into the administrator's message", async () => {
    replies.push({ status: 401, body: { error: { message: "bad key" } } });
    expect((await failure(reader().readTraining("text"))).code).toBe("ai_auth");
  });

  it("is chosen by AI_PROVIDER, and the built-in reader works offline", async () => {
    const builtin = createTrainingReader({ AI_PROVIDER: "builtin" } as never);
    expect(builtin.provider).toBe("builtin");
    expect((await builtin.readTraining("Course: RVSM Awareness\nCompleted: 2025-06-20")).completionDate).toBe(
      "2025-06-20",
    );
    expect(() => createTrainingReader({ AI_PROVIDER: "openai", AI_MODEL: "" } as never)).toThrow(
      ResumeExtractionError,
    );
    expect(requests).toHaveLength(0);
  });
});
