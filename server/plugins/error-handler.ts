import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../lib/database-errors";
import { AppError, FieldValidationError, invalidRequestMessage } from "../lib/errors";
import { STORAGE_UNAVAILABLE_MESSAGE, StorageUnavailableError } from "../lib/storage/storage";

interface ErrorBody {
  error: string;
  message: string;
  code: string;
  issues?: { path: string; message: string }[];
}

const send = (statusCode: number, body: ErrorBody) => ({ statusCode, body });

/**
 * One place that turns every thrown error into `{ error, message, code }`.
 * `error` and `message` carry the same sentence for people; `code` is for programs.
 * 5xx answers are logged with the request id and never reveal internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, body } = describeError(error);
    if (statusCode >= 500) {
      request.log.error({ err: error }, "request failed");
    } else {
      request.log.info({ statusCode, code: body.code }, body.message);
    }
    if (error instanceof AppError) reply.headers(error.headers);
    if (statusCode === 503 && !reply.hasHeader("retry-after")) reply.header("retry-after", "5");
    return reply.status(statusCode).send(body);
  });
}

function describeError(error: FastifyError) {
  if (error instanceof FieldValidationError) {
    const { message, code, issues } = error;
    return send(error.statusCode, { error: message, message, code, issues });
  }
  if (error instanceof AppError) {
    return send(error.statusCode, { error: error.message, message: error.message, code: error.code });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: [error.validationContext, ...issue.instancePath.split("/").filter(Boolean)].join("."),
      message: issue.message ?? "is invalid",
    }));
    const message = invalidRequestMessage(issues);
    return send(400, { error: message, message, code: "validation_error", issues });
  }
  if (isResponseSerializationError(error)) {
    return internal();
  }
  // Before the database check, which would also claim a storage connection error (ECONNREFUSED…).
  if (error instanceof StorageUnavailableError) {
    return send(503, {
      error: STORAGE_UNAVAILABLE_MESSAGE,
      message: STORAGE_UNAVAILABLE_MESSAGE,
      code: "storage_unavailable",
    });
  }
  if (isDatabaseUnavailable(error)) {
    const message = "The service is temporarily unavailable. Please try again in a moment.";
    return send(503, { error: message, message, code: "service_unavailable" });
  }
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) {
    return send(status, {
      error: clientMessage(error),
      message: clientMessage(error),
      code: fastifyCode(error),
    });
  }
  return internal();
}

function internal() {
  const message = "Something went wrong on our side. Please try again.";
  return send(500, { error: message, message, code: "internal_error" });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return "The request body is not valid JSON.";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is empty; send JSON or no Content-Type.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type; send application/json.";
    default:
      return error.message || "Bad request.";
  }
}

function fastifyCode(error: FastifyError): string {
  if (error.statusCode === 413) return "payload_too_large";
  if (error.statusCode === 415) return "unsupported_media_type";
  return "bad_request";
}
