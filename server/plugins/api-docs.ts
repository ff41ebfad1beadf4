import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

export const API_DOCS_PREFIX = "/api/docs";

/**
 * The API reference: an OpenAPI 3.1 document generated from the same zod schemas that validate each
 * route (`/api/docs/json`), and Swagger UI over it at `/api/docs`. Registered before the routes, so
 * the generator sees every one of them.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Hangar Log API",
        version: "1",
        description:
          "Every route of the Hangar Log API. Requests carry the session cookie of a signed-in user; unsafe requests must come from the same origin with a JSON body. Errors answer `{error, message, code}`. The rules behind the routes are in the repository's docs/product.md.",
      },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "hangar_session" } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: "list", deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
