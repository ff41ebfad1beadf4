// HTTP over a real socket to a server process, and a steady stream of requests to run a fault under.

export interface Answer {
  label: string;
  /** 0 when no HTTP answer came (connection refused or reset: the server crashed or hung up). */
  status: number;
  contentType: string;
  body: unknown;
  headers: Headers;
  /** Set-Cookie lines. */
  cookies: string[];
  networkError?: string;
}

export interface CallOptions {
  method?: string;
  cookie?: string;
  json?: unknown;
  label?: string;
}

export async function call(baseUrl: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const label = options.label ?? `${options.method ?? "GET"} ${path}`;
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? "GET",
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.json !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const contentType = response.headers.get("content-type") ?? "";
    const text = await response.text();
    let body: unknown = text;
    if (contentType.includes("application/json") && text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return {
      label,
      status: response.status,
      contentType,
      body,
      headers: response.headers,
      cookies: response.headers.getSetCookie(),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      label,
      status: 0,
      contentType: "",
      body: null,
      headers: new Headers(),
      cookies: [],
      networkError: cause?.code ?? cause?.message ?? String(error),
    };
  }
}

export interface RequestStream {
  /** Stops the loops after their current request and returns every answer. */
  stop(): Promise<Answer[]>;
  answers: Answer[];
}

/** `concurrency` loops, each sending the next request of `requests` in turn until stopped. */
export function startRequestStream(
  requests: ReadonlyArray<() => Promise<Answer>>,
  concurrency: number,
): RequestStream {
  const answers: Answer[] = [];
  let stopped = false;
  let next = 0;
  const loops = Array.from({ length: concurrency }, async () => {
    while (!stopped) {
      const request = requests[next++ % requests.length];
      if (request) answers.push(await request());
    }
  });
  return {
    answers,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return answers;
    },
  };
}

export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";

/** What an answer during a database outage may be: a success, or 503 with a JSON message. Else why not. */
export function outageProblem(answer: Answer): string | null {
  if (answer.status >= 200 && answer.status < 300) return null;
  if (answer.status !== 503) {
    return `${answer.label}: ${answer.status || answer.networkError} ${JSON.stringify(answer.body)}`;
  }
  if (!answer.contentType.includes("application/json")) return `${answer.label}: 503 without JSON`;
  const body = answer.body as { message?: unknown; status?: unknown };
  // /healthz answers {status, database}; the API answers {error, message, code}.
  if (answer.label.includes("/healthz"))
    return body.status === "unavailable" ? null : `${answer.label}: bad body`;
  return body.message === UNAVAILABLE_MESSAGE ? null : `${answer.label}: 503 ${JSON.stringify(body)}`;
}

/** "200 × 120, 503 × 7" */
export function statusSummary(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const key = String(answer.status || answer.networkError);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].map(([status, count]) => `${status} × ${count}`).join(", ");
}
