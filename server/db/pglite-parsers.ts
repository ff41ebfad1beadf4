import type { PGlite, QueryOptions } from "@electric-sql/pglite";

type Parser = (value: string, typeId?: number) => unknown;
type Parsers = Record<number, Parser>;

/** Whether a parser hands the database's text over unchanged (what Drizzle asks for dates). */
export function isIdentity(parse: Parser): boolean {
  try {
    return parse("2000-01-01", 0) === "2000-01-01";
  } catch {
    return false;
  }
}

/**
 * Drizzle asks PGlite on every query to leave dates, timestamps and intervals as text, by passing its
 * own parsers. PGlite merges a query's parsers with its 300-odd defaults on every query, which nearly
 * doubled the cost of a small query (about 160 → 295 µs; docs/performance.md). So the first such set
 * is installed on the instance once, and a query asking for exactly that set passes none. A query that
 * asks for no parsers still gets PGlite's standard ones (restored per query: rare, not on hot paths).
 */
export function instanceParsers(pglite: PGlite): (options?: QueryOptions) => QueryOptions | undefined {
  const instance = pglite as unknown as { parsers: Parsers };
  let installed: { key: string; standard: Parsers } | null = null;
  const keys = new WeakMap<object, string | null>();
  const keyOf = (parsers: Parsers): string | null => {
    let key = keys.get(parsers);
    if (key === undefined) {
      const entries = Object.entries(parsers);
      key = entries.every(([, parse]) => isIdentity(parse))
        ? entries
            .map(([type]) => type)
            .sort()
            .join(",")
        : null;
      keys.set(parsers, key);
    }
    return key;
  };
  return (options) => {
    const parsers = options?.parsers as Parsers | undefined;
    if (!parsers) return installed ? { ...options, parsers: installed.standard } : options;
    const key = keyOf(parsers);
    if (key === null)
      return installed ? { ...options, parsers: { ...installed.standard, ...parsers } } : options;
    if (!installed) {
      const types = Object.keys(parsers).map(Number);
      installed = {
        key,
        standard: Object.fromEntries(
          types.map((type) => [type, instance.parsers[type] ?? ((value) => value)]),
        ),
      };
      instance.parsers = { ...instance.parsers, ...parsers };
    }
    if (key !== installed.key) return { ...options, parsers: { ...installed.standard, ...parsers } };
    const { parsers: _installed, ...rest } = options!;
    return rest;
  };
}
