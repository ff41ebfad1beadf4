// The service signature of docs/conventions.md ('Services'): what a route calls takes a context
// first, then the actor when there is one, then the input as an object. A bare id or string after the
// context hides what it is (whose id? the actor's or the target's?) and cannot grow a field without
// touching every caller. Lookups features make of each other by one key (`findUserById(ctx, userId)`)
// may take that key.

import type { SourceFiles } from "./import-rules";

/** `export [async] function name[<T>](ctx: …, second: string|number|boolean …` */
const BARE_SECOND_PARAMETER =
  /export\s+(?:async\s+)?function\s+(\w+)\s*(?:<[^>]*>)?\(\s*(?:ctx|context)\b[^,()]*(?:<[^>]*>)?[^,()]*,\s*(\w+)\??\s*:\s*(string|number|boolean)\b/g;

/** Service modules: what a feature exports to routes and other features (not its repository or routes). */
function isServiceModule(file: string): boolean {
  return (
    file.startsWith("server/features/") && file.endsWith(".ts") && !/\.(test|repo|routes)\.ts$/.test(file)
  );
}

const NAMED_IMPORTS = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["'][^"']+["']/g;

/** The names every `*.routes.ts` file imports: the functions routes call. */
function namesRoutesImport(sources: SourceFiles): Set<string> {
  const names = new Set<string>();
  for (const [file, source] of sources) {
    if (!file.endsWith(".routes.ts")) continue;
    for (const match of source.matchAll(NAMED_IMPORTS))
      for (const specifier of (match[1] ?? "").split(","))
        names.add(
          specifier
            .replace(/^\s*type\s+/, "")
            .split(/\s+as\s+/)[0]!
            .trim(),
        );
  }
  return names;
}

/**
 * One line per exported service function a route calls whose second parameter is a bare string, number
 * or boolean.
 */
export function serviceSignatureViolations(sources: SourceFiles): string[] {
  const calledByRoutes = namesRoutesImport(sources);
  const violations: string[] = [];
  for (const [file, source] of sources) {
    if (!isServiceModule(file)) continue;
    for (const match of source.matchAll(BARE_SECOND_PARAMETER)) {
      if (!calledByRoutes.has(match[1]!)) continue;
      violations.push(
        `${file}: ${match[1]}(ctx, ${match[2]}: ${match[3]}) takes a bare value after the context: pass the actor or an input object (docs/conventions.md, 'Services')`,
      );
    }
  }
  return violations;
}
