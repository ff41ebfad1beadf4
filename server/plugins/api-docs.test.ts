import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRoutes } from "../quality/route-table";
import { createTestApp, type TestApp } from "../test/app";

vi.mock("../features/index", async (importOriginal) => {
  const { recordingFeatures } = await import("../quality/route-table");
  return recordingFeatures(await importOriginal<typeof import("../features/index")>());
});

interface OpenApiOperation {
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, OpenApiOperation>> };

let testApp: TestApp;
let document: OpenApi;

beforeAll(async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(response.statusCode).toBe(200);
  document = response.json() as OpenApi;
});
afterAll(() => testApp.close());

/** `/api/forms/:id` in Fastify is `/api/forms/{id}` in OpenAPI, and a trailing wildcard `{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, "{$1}").replace(/\*$/, "{*}");

describe("the API reference", () => {
  it("is OpenAPI 3.1 and lists every route with its request and response schemas", () => {
    expect(document.openapi).toBe("3.1.0");
    const missing: string[] = [];
    for (const route of apiRoutes()) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${route.key}: not documented`);
        continue;
      }
      if (route.schema.body && !operation.requestBody?.content["application/json"]?.schema) {
        missing.push(`${route.key}: request body schema missing`);
      }
      for (const name of Object.keys((route.schema.params as { shape?: object } | undefined)?.shape ?? {})) {
        if (!operation.parameters?.some((parameter) => parameter.in === "path" && parameter.name === name)) {
          missing.push(`${route.key}: path parameter ${name} missing`);
        }
      }
      const documentedResponse = Object.values(operation.responses ?? {}).some(
        // JSON, or a file such as the audit packet's application/pdf.
        (response) => Object.values(response.content ?? {}).some((content) => content.schema),
      );
      const answersNothing = Object.keys(operation.responses ?? {}).every((status) => status === "204");
      if (!documentedResponse && !answersNothing && route.method !== "PUT") {
        missing.push(`${route.key}: response schema missing`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("documents the login body field by field", () => {
    const login = document.paths["/api/login"]?.post;
    expect(login?.requestBody?.content["application/json"]?.schema).toMatchObject({
      type: "object",
      properties: { email: expect.any(Object), password: expect.any(Object) },
      required: expect.arrayContaining(["email", "password"]),
    });
  });

  it("serves the reference page", async () => {
    const page = await testApp.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("swagger-ui");
  });
});
