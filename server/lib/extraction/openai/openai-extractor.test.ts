// The 'openai' provider against a local HTTP server that speaks the Chat Completions protocol.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resumeDataSchema } from "@domain/schemas/resume-data";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createResumeExtractor } from "../create-resume-extractor";
import { DEFAULT_RESUME_PROMPT } from "../default-prompt";
import { ResumeExtractionError } from "../extraction-error";
import { resumeDataJsonSchema } from "./json-schema";
import { createOpenAiExtractor } from "./openai-extractor";

interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  delayMs?: number;
}

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format: {
    type: string;
    json_schema: {
      name: string;
      strict: boolean;
      schema: { required: string[]; additionalProperties: boolean };
    };
  };
}

const requests: { path: string; headers: IncomingMessage["headers"]; body: ChatRequest }[] = [];
let replies: Reply[] = [];
let server: Server;
let baseURL: string;

function completion(content: string | null, extra: Record<string, unknown> = {}) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "test-model",
    choices: [
      { index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop", ...extra },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

const ANSWER = {
  personal: {
    firstName: "Marcus",
    lastName: "Holloway",
    email: "marcus@example.com",
    phone: null,
    roleTitle: null,
    apCertificateNumber: "3498127",
    iaStatus: null,
  },
  employment: [
    {
      key: "employment-1",
      companyName: "Southern Skies Airlines",
      positionTitle: "Aircraft Maintenance Technician",
      operationCategory: "part_121_air_carrier",
      workAddress: "Memphis, TN",
      startDate: "2019-01",
      endDate: null,
      isFullTime: true,
      responsibilities: null,
    },
  ],
  airframe: [
    {
      make: "Boeing",
      model: "737",
      series: "800",
      flags: ["engineRuns"],
      employmentKeys: ["employment-1", "employment-9"],
      manualYears: null,
      manualMonths: null,
    },
  ],
};

function reply(response: ServerResponse, next: Reply) {
  response.writeHead(next.status ?? 200, { "content-type": "application/json", ...next.headers });
  response.end(JSON.stringify(next.body ?? {}));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      requests.push({
        path: request.url ?? "",
        headers: request.headers,
        body: raw ? JSON.parse(raw) : null,
      });
      const next = replies.shift() ?? { status: 500, body: { error: { message: "no reply queued" } } };
      if (next.delayMs) setTimeout(() => reply(response, next), next.delayMs);
      else reply(response, next);
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

function extractor(options: { maxRetries?: number; timeoutMs?: number } = {}) {
  return createOpenAiExtractor({
    baseURL,
    apiKey: "test-key",
    model: "test-model",
    maxRetries: 1,
    ...options,
  });
}

async function failure(promise: Promise<unknown>): Promise<ResumeExtractionError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ResumeExtractionError);
  return error as ResumeExtractionError;
}

describe("openai resume extractor", () => {
  it("sends the prompt as system message, the text as user message and the JSON schema; parses a valid answer", async () => {
    replies = [{ body: completion(JSON.stringify(ANSWER)) }];
    const data = await extractor().extractResume(
      "MARCUS T. HOLLOWAY\n...",
      "Extract the resume, never invent.",
    );

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.headers.authorization).toBe("Bearer test-key");
    expect(request!.body.model).toBe("test-model");
    expect(request!.body.messages).toEqual([
      { role: "system", content: "Extract the resume, never invent." },
      { role: "user", content: "MARCUS T. HOLLOWAY\n..." },
    ]);
    expect(request!.body.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "resume_data", strict: true, schema: resumeDataJsonSchema() },
    });
    const schema = request!.body.response_format.json_schema.schema;
    expect(schema.required).toEqual(
      expect.arrayContaining(["personal", "employment", "airframe", "disciplineFlags"]),
    );
    expect(schema.additionalProperties).toBe(false);

    expect(resumeDataSchema.parse(data)).toEqual(data);
    expect(data.personal.firstName).toBe("Marcus");
    expect(data.employment[0]!.companyName).toBe("Southern Skies Airlines");
    // Keys left out get their defaults; an experience cannot point at an employer that is not there.
    expect(data.avionics).toEqual([]);
    expect(data.airframe[0]!.employmentKeys).toEqual(["employment-1"]);
  });

  it("uses the default prompt when none is given, and reads an answer wrapped in a code fence", async () => {
    replies = [{ body: completion(`\`\`\`json\n${JSON.stringify(ANSWER)}\n\`\`\``) }];
    const data = await extractor().extractResume("text");
    expect(requests[0]!.body.messages[0]).toEqual({ role: "system", content: DEFAULT_RESUME_PROMPT });
    expect(data.personal.lastName).toBe("Holloway");
  });

  it("asks again once when the answer is invalid, then fails with a clear message", async () => {
    replies = [
      { body: completion("Sure! Here is the data: {oops") },
      { body: completion(JSON.stringify({ personal: { iaStatus: "maybe" } })) },
    ];
    const error = await failure(extractor().extractResume("text", "prompt"));
    expect(requests).toHaveLength(2);
    expect(error.code).toBe("ai_invalid_answer");
    expect(error.message).toBe(
      "The AI service did not return valid resume data, even after a retry. Try again, or ask an administrator to check the AI model and prompt.",
    );
    expect(String((error.cause as Error).message)).toContain("personal.iaStatus");
  });

  it("accepts a valid answer after an invalid one", async () => {
    replies = [{ body: completion("not json") }, { body: completion(JSON.stringify(ANSWER)) }];
    const data = await extractor().extractResume("text", "prompt");
    expect(requests).toHaveLength(2);
    expect(data.personal.apCertificateNumber).toBe("3498127");
  });

  it("retries after 429 and succeeds", async () => {
    replies = [
      {
        status: 429,
        headers: { "retry-after-ms": "20" },
        body: { error: { message: "Rate limit reached" } },
      },
      { body: completion(JSON.stringify(ANSWER)) },
    ];
    const data = await extractor().extractResume("text", "prompt");
    expect(requests).toHaveLength(2);
    expect(data.employment).toHaveLength(1);
  });

  it("retries 5xx with backoff, then fails with a message the uploader understands", async () => {
    replies = [
      { status: 503, headers: { "retry-after-ms": "20" }, body: { error: { message: "overloaded" } } },
      { status: 502, headers: { "retry-after-ms": "20" }, body: { error: { message: "bad gateway" } } },
    ];
    const error = await failure(extractor({ maxRetries: 1 }).extractResume("text", "prompt"));
    expect(requests).toHaveLength(2);
    expect(error.code).toBe("ai_unavailable");
    expect(error.message).toBe(
      "The AI service could not be reached. Try processing the document again later.",
    );
  });

  it("does not retry refused credentials", async () => {
    replies = [{ status: 401, body: { error: { message: "Incorrect API key" } } }];
    const error = await failure(extractor().extractResume("text", "prompt"));
    expect(requests).toHaveLength(1);
    expect(error.code).toBe("ai_auth");
  });

  it("gives up on a server that does not answer in time", async () => {
    replies = [{ delayMs: 1_000, body: completion(JSON.stringify(ANSWER)) }];
    const error = await failure(extractor({ timeoutMs: 100, maxRetries: 0 }).extractResume("text", "prompt"));
    expect(error.code).toBe("ai_timeout");
  });

  it("reports a refusal", async () => {
    replies = [
      {
        body: {
          ...completion(null),
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: null, refusal: "I can't" },
              finish_reason: "stop",
            },
          ],
        },
      },
    ];
    const error = await failure(extractor().extractResume("text", "prompt"));
    expect(error.message).toBe("The AI service declined to process this resume.");
  });
});

describe("createResumeExtractor", () => {
  it("is the built-in extractor by default", async () => {
    const extractor = createResumeExtractor({ AI_PROVIDER: "builtin" });
    expect(extractor.provider).toBe("builtin");
    const data = await extractor.extractResume("Jane Doe\njane@example.com", "ignored prompt");
    expect(data.personal).toMatchObject({ firstName: "Jane", lastName: "Doe", email: "jane@example.com" });
  });

  it("is the openai extractor with AI_PROVIDER=openai", async () => {
    replies = [{ body: completion(JSON.stringify(ANSWER)) }];
    const extractor = createResumeExtractor({
      AI_PROVIDER: "openai",
      AI_BASE_URL: baseURL,
      AI_API_KEY: "test-key",
      AI_MODEL: "test-model",
    });
    expect(extractor.provider).toBe("openai");
    expect((await extractor.extractResume("text", "prompt")).personal.firstName).toBe("Marcus");
  });

  it("refuses openai without a model", () => {
    expect(() => createResumeExtractor({ AI_PROVIDER: "openai", AI_BASE_URL: baseURL })).toThrow(
      "The AI provider is not configured: AI_MODEL is required when AI_PROVIDER=openai.",
    );
  });
});
