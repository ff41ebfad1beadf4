// Requests for one route: valid ones generated from its zod schemas, and broken variants of them
// (wrong types, missing fields, nulls, extra fields, huge strings, deep nesting, awkward unicode,
// malformed JSON, wrong content types, invalid bytes, bad path parameters).

import fc from "fast-check";
import type { ApiRoute } from "./route-table";
import {
  anyCharacter,
  arbitraryFor,
  type JsonSchema,
  type KnownValues,
  toJsonSchema,
} from "./schema-arbitrary";

export interface FuzzRequest {
  /** Which variant made it, for the failure message. */
  variant: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface Parts {
  params: Record<string, string>;
  query: string;
  /** undefined: no body is sent. */
  body: unknown;
  contentType: string;
}

const HUGE = 100_000;
const DEEP = 1_000;
/** Placeholders replaced in the JSON text by 1,000 levels of arrays or objects. */
const DEEP_MARKERS = {
  "\u0001deep-array\u0001": `${"[".repeat(DEEP)}1${"]".repeat(DEEP)}`,
  "\u0001deep-object\u0001": `${'{"a":'.repeat(DEEP)}1${"}".repeat(DEEP)}`,
} as const;

/** Percent-encodes the UTF-8 bytes of a string (encodeURIComponent throws on lone surrogates). */
export function percentEncode(text: string, keep = /[A-Za-z0-9\-_.~]/): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && keep.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

function buildUrl(
  route: ApiRoute,
  params: Record<string, string>,
  raw: ReadonlySet<string> = new Set(),
): string {
  return route.url
    .replace(/:(\w+)/g, (_match, name: string) => {
      const value = params[name] ?? "";
      return raw.has(name) ? value : percentEncode(value);
    })
    .replace(/\*$/, () => {
      const value = params["*"] ?? "";
      return raw.has("*") ? value : percentEncode(value, /[A-Za-z0-9\-_.~/]/);
    });
}

function toRequest(
  route: ApiRoute,
  parts: Parts,
  variant: string,
  rawParams?: ReadonlySet<string>,
): FuzzRequest {
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (parts.body !== undefined) {
    payload = JSON.stringify(parts.body);
    for (const [marker, text] of Object.entries(DEEP_MARKERS)) {
      payload = payload.replaceAll(JSON.stringify(marker), text);
    }
    headers["content-type"] = parts.contentType;
  }
  return {
    variant,
    method: route.method,
    url: buildUrl(route, parts.params, rawParams) + parts.query,
    headers,
    payload,
  };
}

/** The body's keys, or none when the body is not an object. */
function keysOf(body: unknown): string[] {
  return body !== null && typeof body === "object" && !Array.isArray(body) ? Object.keys(body) : [];
}

/** Sets one field (picked by index; a new one when the body has none), or the whole body. */
function withField(parts: Parts, pick: number, value: unknown, wholeBody = false): Parts {
  const keys = keysOf(parts.body);
  if (wholeBody) return { ...parts, body: value, contentType: "application/json" };
  if (keys.length === 0) return { ...parts, body: { field: value }, contentType: "application/json" };
  const key = keys[pick % keys.length] as string;
  return { ...parts, body: { ...(parts.body as object), [key]: value } };
}

const otherTypeValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.string({ maxLength: 20 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant("1"),
  fc.constant(-0),
);

const awkwardString = fc.oneof(
  fc.string({ unit: anyCharacter, minLength: 1, maxLength: 50 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\uD800",
    "x\uDFFFy",
    "\uD83D",
    "\u202Eevil",
    "\uFEFF",
    "e\u0301",
    "💥".repeat(10),
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "%00",
    "\r\n\r\n",
  ),
);

const hugeString = fc.oneof(
  fc.constant("x".repeat(HUGE)),
  anyCharacter.map((char) => char.repeat(Math.ceil(HUGE / Math.max(char.length, 1)))),
  fc.constant("é😀\u0000".repeat(HUGE / 4)),
);

const MALFORMED_JSON = [
  "{",
  '{"a":',
  "{'a':1}",
  "[1,2",
  "nul",
  "undefined",
  '{"a":1,}',
  "\uFEFF{}",
  '{"a":1}{"b":2}',
  "",
  '"\\ud800"',
  "1e999999",
  "-",
  '{"a":"\\x41"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  "null",
  "[]",
  "0",
  "true",
];

const WRONG_CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "application/xml",
  "application/json; charset=utf-16",
  "application/vnd.api+json",
  "APPLICATION/JSON",
  "application/json, text/plain",
  ";;;",
  "text/html; charset=utf-8",
];

const BAD_PATH_VALUES = [
  "not-a-uuid",
  "00000000-0000-0000-0000-00000000000g",
  "..",
  "../../../../etc/passwd",
  "..%2F..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f%2e%2e%2f",
  "%00",
  "a%00b",
  "%E0%A4%A",
  "%",
  "%25",
  "%ED%A0%80",
  "%F0%9F%92%A5",
  "-1",
  "0",
  "null",
  "undefined",
  "[object Object]",
  "__proto__",
  "constructor",
  "x".repeat(5_000),
];

/** Everything one route may receive: valid requests and every kind of broken one, mixed by weight. */
export function requestArbitrary(route: ApiRoute, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const paramsSchema = route.schema.params ? toJsonSchema(route.schema.params) : undefined;
  const bodySchema = route.schema.body ? toJsonSchema(route.schema.body) : undefined;
  const querySchema = route.schema.querystring ? toJsonSchema(route.schema.querystring) : undefined;
  const paramNames = [...route.url.matchAll(/:(\w+)|(\*)$/g)].map((match) => match[1] ?? "*");

  const params = paramsArbitrary(paramsSchema, paramNames, known);
  const query = querySchema
    ? fc.oneof(
        fc.constantFrom(...((known["?"] as string[] | undefined) ?? [""])),
        fc
          .dictionary(
            fc.constantFrom("contentType", "maxBytes", "expires", "sig", "x"),
            fc.string({ unit: anyCharacter, maxLength: 30 }),
          )
          .map((entries) => {
            const pairs = Object.entries(entries).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`);
            return pairs.length ? `?${pairs.join("&")}` : "";
          }),
      )
    : fc.constant("");
  const body: fc.Arbitrary<unknown> = bodySchema
    ? arbitraryFor(bodySchema, known)
    : route.method === "GET" || route.method === "DELETE"
      ? fc.constant(undefined)
      : fc.oneof(fc.constant(undefined), fc.constant({}));
  const contentType = (known["content-type"] as string[] | undefined) ?? ["application/json"];
  const parts: fc.Arbitrary<Parts> = fc.record({
    params,
    query,
    body,
    contentType: fc.constantFrom(...contentType),
  });
  const pick = fc.nat();

  const variants: [number, fc.Arbitrary<FuzzRequest>][] = [
    [6, parts.map((p) => toRequest(route, p, "valid"))],
    [
      2,
      fc
        .tuple(parts, pick, otherTypeValue)
        .map(([p, i, value]) => toRequest(route, withField(p, i, value, i % 5 === 0), "wrong type")),
    ],
    [
      1,
      fc.tuple(parts, pick).map(([p, i]) => {
        const keys = keysOf(p.body);
        if (keys.length === 0) return toRequest(route, { ...p, body: undefined }, "missing body");
        const { [keys[i % keys.length] as string]: _dropped, ...rest } = p.body as Record<string, unknown>;
        return toRequest(route, { ...p, body: rest }, "missing field");
      }),
    ],
    [
      1,
      fc
        .tuple(parts, pick, fc.boolean())
        .map(([p, i, whole]) => toRequest(route, withField(p, i, null, whole), "null")),
    ],
    [
      1,
      fc
        .tuple(
          parts,
          fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), {
            minKeys: 1,
            maxKeys: 4,
          }),
        )
        .map(([p, extra]) => {
          const base = keysOf(p.body).length > 0 ? (p.body as object) : {};
          return toRequest(
            route,
            {
              ...p,
              body: { ...base, ...extra },
              contentType: "application/json",
              query: `${p.query || "?"}&a[b]=1&__proto__[x]=1&%E0=1`,
            },
            "extra fields",
          );
        }),
    ],
    [
      1,
      fc
        .tuple(parts, pick, hugeString)
        .map(([p, i, value]) => toRequest(route, withField(p, i, value), "huge string")),
    ],
    [
      1,
      fc
        .tuple(parts, pick, fc.constantFrom(...Object.keys(DEEP_MARKERS)))
        .map(([p, i, marker]) => toRequest(route, withField(p, i, marker, i % 3 === 0), "deep nesting")),
    ],
    [
      2,
      fc
        .tuple(parts, pick, awkwardString)
        .map(([p, i, value]) => toRequest(route, withField(p, i, value), "unicode")),
    ],
    [
      1,
      fc.tuple(parts, fc.constantFrom(...MALFORMED_JSON), fc.nat()).map(([p, text, cut]) => {
        const valid = p.body === undefined ? "{}" : JSON.stringify(p.body);
        const payload = cut % 3 === 0 ? valid.slice(0, cut % Math.max(valid.length, 1)) : text;
        return {
          ...toRequest(route, { ...p, body: undefined }, "malformed JSON"),
          payload,
          headers: { "content-type": "application/json" },
        };
      }),
    ],
    [
      1,
      fc.tuple(parts, fc.constantFrom(...WRONG_CONTENT_TYPES), fc.boolean()).map(([p, type, form]) => {
        const request = toRequest(route, { ...p, body: p.body ?? {} }, "wrong content type");
        const payload = form ? "email=a%40b.c&password=x&role=admin" : request.payload;
        return { ...request, payload, headers: { "content-type": type } };
      }),
    ],
    [
      1,
      fc.tuple(parts, fc.uint8Array({ minLength: 1, maxLength: 20 })).map(([p, bytes]) => {
        const request = toRequest(route, p, "invalid UTF-8");
        const payload = Buffer.concat([
          Buffer.from('{"fullName":"'),
          Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]),
          Buffer.from(bytes),
          Buffer.from('","email":"x@example.com"}'),
        ]);
        return { ...request, payload, headers: { "content-type": "application/json" } };
      }),
    ],
    [
      2,
      fc.tuple(parts, pick, fc.constantFrom(...BAD_PATH_VALUES)).map(([p, i, value]) => {
        if (paramNames.length === 0) {
          const request = toRequest(route, p, "bad path");
          return { ...request, url: `${request.url}/${value}` };
        }
        const name = paramNames[i % paramNames.length] as string;
        return toRequest(
          route,
          { ...p, params: { ...p.params, [name]: value } },
          "bad path parameter",
          new Set([name]),
        );
      }),
    ],
  ];
  return fc.oneof(...variants.map(([weight, arbitrary]) => ({ weight, arbitrary })));
}

function paramsArbitrary(
  schema: JsonSchema | undefined,
  names: string[],
  known: KnownValues,
): fc.Arbitrary<Record<string, string>> {
  if (names.length === 0) return fc.constant({});
  const model = Object.fromEntries(
    names.map((name) => {
      const property = schema?.properties?.[name] ?? { type: "string" };
      return [name, arbitraryFor(property, known, name).map((value) => String(value))];
    }),
  );
  return fc.record(model) as fc.Arbitrary<Record<string, string>>;
}
