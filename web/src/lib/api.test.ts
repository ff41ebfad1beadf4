import { describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/test-utils";
import {
  apiRequest,
  apiSend,
  getErrorMessage,
  getQueryFn,
  getServerErrorField,
  getServerMessage,
  queryKeyToUrl,
} from "./api";
import { ApiError } from "./api-error";

function stubFetch(response: Response) {
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fn);
  return fn;
}

describe("apiRequest", () => {
  it("sends a JSON body with its Content-Type and the cookies", async () => {
    const fetchMock = stubFetch(jsonResponse({ ok: true }));
    await apiRequest("POST", "/api/login", { email: "a@b.c", password: "secret" });
    expect(fetchMock).toHaveBeenCalledWith("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@b.c", password: "secret" }),
      credentials: "include",
      signal: undefined,
    });
  });

  it("sends neither a body nor a Content-Type when there is no body", async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await apiRequest("POST", "/api/logout");
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toBeUndefined();
    expect(init?.credentials).toBe("include");
    expect(init?.method).toBe("POST");
  });

  it("returns the response so the caller decides whether to read it", async () => {
    stubFetch(jsonResponse({ id: "1" }));
    const res = await apiRequest("GET", "/api/forms/1");
    await expect(res.json()).resolves.toEqual({ id: "1" });
  });

  it("throws '<status>: <body text>' for a non-ok answer with a body", async () => {
    const body = JSON.stringify({ error: "conflict", message: "An account with this email already exists." });
    stubFetch(new Response(body, { status: 409, statusText: "Conflict" }));
    const error = await apiRequest("POST", "/api/register", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(`409: ${body}`);
    expect((error as ApiError).status).toBe(409);
  });

  it("throws '<status>: <statusText>' when the body is empty", async () => {
    stubFetch(new Response(null, { status: 502, statusText: "Bad Gateway" }));
    await expect(apiRequest("GET", "/api/uploads")).rejects.toThrow(/^502: Bad Gateway$/);
  });

  it("treats a 404 as an error like any other non-ok answer", async () => {
    stubFetch(new Response("nope", { status: 404, statusText: "Not Found" }));
    await expect(apiRequest("DELETE", "/api/uploads/resume/1")).rejects.toThrow("404: nope");
  });
});

describe("getQueryFn", () => {
  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

  it("GETs the joined query key with the cookies and parses JSON", async () => {
    const fetchMock = stubFetch(jsonResponse({ id: "42" }));
    const result = await getQueryFn({ on401: "throw" })(context(["/api/forms", "42"]));
    expect(result).toEqual({ id: "42" });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/forms/42");
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: "include" });
  });

  it("apiSend reads the answer it does not need", async () => {
    const response = jsonResponse({ id: "task-1" }, { status: 201 });
    stubFetch(response);
    await expect(apiSend("POST", "/api/process/task-1")).resolves.toBeUndefined();
    expect(response.bodyUsed).toBe(true);
  });

  it("answers null for 401 with on401 'returnNull', having read the body", async () => {
    const response = jsonResponse({ error: "unauthorized" }, { status: 401 });
    stubFetch(response);
    await expect(getQueryFn({ on401: "returnNull" })(context(["/api/user"]))).resolves.toBeNull();
    // An unread no-store answer keeps loading in a browser (and the page never goes network-idle).
    expect(response.bodyUsed).toBe(true);
  });

  it("throws for 401 with on401 'throw'", async () => {
    stubFetch(new Response("", { status: 401, statusText: "Unauthorized" }));
    await expect(getQueryFn({ on401: "throw" })(context(["/api/user"]))).rejects.toThrow("401: Unauthorized");
  });

  it("throws for other errors even with on401 'returnNull'", async () => {
    stubFetch(new Response("", { status: 500, statusText: "Internal Server Error" }));
    await expect(getQueryFn({ on401: "returnNull" })(context(["/api/user"]))).rejects.toThrow(
      "500: Internal Server Error",
    );
  });

  it("builds URLs from string and number segments only", () => {
    expect(queryKeyToUrl(["/api/airframe-experience", "f1"])).toBe("/api/airframe-experience/f1");
    expect(queryKeyToUrl(["/api/uploads", { poll: true }])).toBe("/api/uploads");
  });
});

describe("getErrorMessage and getServerMessage", () => {
  it("prefer the server's message field", () => {
    const error = new ApiError(
      400,
      JSON.stringify({ error: "bad_request", message: "Code expired" }),
      "Bad Request",
    );
    expect(getErrorMessage(error)).toBe("Code expired");
    expect(getServerMessage(error)).toBe("Code expired");
  });

  it("fall back to the error field", () => {
    const error = new ApiError(400, JSON.stringify({ error: "Invalid verification code" }), "Bad Request");
    expect(getErrorMessage(error)).toBe("Invalid verification code");
    expect(getServerMessage(error)).toBe("Invalid verification code");
  });

  it("show a plain Error's message as it is (only an ApiError's body is parsed)", () => {
    expect(getErrorMessage(new Error("Failed to upload file to storage"))).toBe(
      "Failed to upload file to storage",
    );
    expect(getServerMessage(new Error("Failed to upload file to storage"))).toBeUndefined();
  });

  it("show a body that is not our JSON as it is", () => {
    const error = new ApiError(404, "nope", "Not Found");
    expect(getErrorMessage(error)).toBe("nope");
    expect(getServerMessage(error)).toBeUndefined();
  });

  it("show the whole message when the body is not JSON, and only the fallback for the server message", () => {
    const error = new ApiError(502, "", "Bad Gateway");
    expect(getErrorMessage(error)).toBe("502: Bad Gateway");
    expect(getServerMessage(error)).toBeUndefined();
    expect(getServerMessage(error) ?? "Failed to delete document").toBe("Failed to delete document");
  });

  it("use the fallback for things that are not errors", () => {
    expect(getErrorMessage(undefined, "Failed to save changes")).toBe("Failed to save changes");
    expect(getServerMessage("boom")).toBeUndefined();
  });
});

describe("ApiError", () => {
  it("parses the body once into status, code and the server's sentence", async () => {
    const body = {
      error: "Your email address is not verified.",
      message: "Your email address is not verified.",
      code: "email_not_verified",
    };
    const error = await ApiError.fromResponse(jsonResponse(body, { status: 403, statusText: "Forbidden" }));
    expect(error.status).toBe(403);
    expect(error.code).toBe("email_not_verified");
    expect(error.serverMessage).toBe("Your email address is not verified.");
    expect(error.message).toBe(`403: ${JSON.stringify(body)}`);
  });

  it("prefers the message field, and keeps the error field for the screens that show exactly it", () => {
    const error = new ApiError(
      400,
      JSON.stringify({ error: "bad_request", message: "Code expired", code: "bad_request" }),
      "",
    );
    expect(error.serverMessage).toBe("Code expired");
    expect(getServerErrorField(error)).toBe("bad_request");
    expect(getServerErrorField(new Error("x"))).toBeUndefined();
  });

  it("has no code or sentence when the body is empty, not JSON, or JSON of another shape", () => {
    for (const body of ["", "<html>Bad Gateway</html>", "[1,2]", JSON.stringify({ code: 42, error: "" })]) {
      const error = new ApiError(502, body, "Bad Gateway");
      expect(error.code).toBeUndefined();
      expect(error.serverMessage).toBeUndefined();
    }
    expect(new ApiError(502, "", "Bad Gateway").message).toBe("502: Bad Gateway");
  });
});
