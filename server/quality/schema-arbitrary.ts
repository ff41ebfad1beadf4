// fast-check arbitraries from a route's zod schemas: the schema is turned into JSON Schema (input
// side, so transforms are fine) and each JSON type gets a generic arbitrary, with real values mixed
// in by property name (ids of existing objects) so requests reach the code behind the 404s.

import fc from "fast-check";
import { z } from "zod";

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Real values to mix in, by property (or path parameter) name. */
export type KnownValues = Record<string, readonly unknown[]>;

/** Generated strings stay short; the broken variants send the huge ones. */
const MAX_GENERATED_STRING = 300;
const MAX_GENERATED_ITEMS = 5;

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** Any code point, lone surrogates and NUL included, with the awkward ones more often. */
export const anyCharacter: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "\u0000",
      "\uD800",
      "\uDFFF",
      "\u202E",
      "\uFEFF",
      "\u0301",
      "😀",
      "\n",
      "\\",
      '"',
    ),
  },
);

export function arbitraryFor(schema: JsonSchema, known: KnownValues, name?: string): fc.Arbitrary<unknown> {
  const base = baseArbitrary(schema, known, name);
  const values = name ? known[name] : undefined;
  if (!values || values.length === 0 || schema.type === "array") return base;
  return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: base });
}

function baseArbitrary(schema: JsonSchema, known: KnownValues, name?: string): fc.Arbitrary<unknown> {
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryFor(choice, known, name)));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], known, name);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryFor({ ...schema, type }, known, name)));
  }
  switch (schema.type) {
    case "object":
      return objectArbitrary(schema, known);
    case "array":
      return fc.array(arbitraryFor(schema.items ?? {}, known, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
        ),
      });
    case "string":
      return stringArbitrary(schema);
    case "integer":
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 }),
        fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER),
      );
    case "number":
      return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

function objectArbitrary(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length === 0) {
    return fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ unit: anyCharacter, maxLength: 40 }), {
      maxKeys: 4,
    });
  }
  const model = Object.fromEntries(
    names.map((property) => [property, arbitraryFor(properties[property] ?? {}, known, property)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxLength ?? MAX_GENERATED_STRING, MAX_GENERATED_STRING),
  );
  const plain = fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: anyCharacter, minLength, maxLength }),
  );
  const formatted = formatArbitrary(schema);
  return formatted ? fc.oneof({ weight: 3, arbitrary: formatted }, { weight: 1, arbitrary: plain }) : plain;
}

function formatArbitrary(schema: JsonSchema): fc.Arbitrary<string> | null {
  switch (schema.format) {
    case "uuid":
      return fc.uuid();
    case "email":
      return fc.emailAddress();
    case "date":
      return fc
        .date({
          min: new Date("0000-01-01T00:00:00Z"),
          max: new Date("9999-12-31T00:00:00Z"),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString().slice(0, 10));
    case "date-time":
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      return null;
    }
  }
  return null;
}
