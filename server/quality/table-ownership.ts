// Which module owns each table, and who else touches it (docs/conventions.md, 'Tables'), read from the
// source text: a table is used through its Drizzle object imported from the schema, or named in SQL.

import { isTestCode, type SourceFiles } from "./import-rules";

/** A table's SQL name → the Drizzle object's name, from the schema's `pgTable("name", …)` calls. */
export function tablesOfSchema(schemaFiles: SourceFiles): Map<string, string> {
  const tables = new Map<string, string>();
  for (const source of schemaFiles.values()) {
    for (const match of source.matchAll(/export const (\w+) = pgTable\(\s*"(\w+)"/g)) {
      tables.set(match[2]!, match[1]!);
    }
  }
  return tables;
}

export type Use = "reads" | "writes";

export interface TableUse {
  file: string;
  table: string;
  use: Use;
}

const SCHEMA_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["'][^"']*db\/schema[^"']*["']/g;

/** Where production code outside the schema uses a table, and whether it writes it. */
export function tableUses(files: SourceFiles, tables: Map<string, string>): TableUse[] {
  const uses: TableUse[] = [];
  for (const [file, source] of files) {
    if (isTestCode(file) || file.startsWith("server/db/") || file.startsWith("server/test/")) continue;
    if (file.startsWith("server/quality/")) continue;
    const imported = new Set<string>();
    for (const match of source.matchAll(SCHEMA_IMPORT)) {
      for (const name of match[1]!.split(",")) {
        const bare = name
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0]!;
        if (bare) imported.add(bare);
      }
    }
    for (const [table, object] of tables) {
      const writes =
        (imported.has(object) &&
          new RegExp(`\\.(?:insert|update|delete)\\(\\s*${object}\\s*\\)`).test(source)) ||
        new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from)\\s+"?${table}\\b`, "i").test(source);
      const reads = imported.has(object) || new RegExp(`\\b(?:from|join)\\s+"?${table}\\b`, "i").test(source);
      if (writes) uses.push({ file, table, use: "writes" });
      else if (reads) uses.push({ file, table, use: "reads" });
    }
  }
  return uses;
}

/** The uses that break ownership: any write outside the owner, a read outside it not listed. */
export function ownershipViolations(
  uses: readonly TableUse[],
  owners: Readonly<Record<string, string>>,
  allowedReads: Readonly<Record<string, readonly string[]>>,
  pendingWrites: Readonly<Record<string, readonly string[]>> = {},
): string[] {
  const violations: string[] = [];
  const ownedBy = (file: string, owner: string) => file === owner || file.startsWith(`${owner}/`);
  const tables = new Set(uses.map((use) => use.table));
  for (const table of Object.keys(owners)) tables.delete(table);
  for (const table of tables) violations.push(`table ${table} has no owner: add it to the owners`);
  for (const { file, table, use } of uses) {
    const owner = owners[table];
    if (!owner || ownedBy(file, owner)) continue;
    if (use === "writes" && !pendingWrites[file]?.includes(table)) {
      violations.push(`${file} writes ${table}, which ${owner} owns: call its service`);
    } else if (use === "reads" && !allowedReads[file]?.includes(table)) {
      violations.push(
        `${file} reads ${table}, which ${owner} owns: call its service, or list the join with its reason`,
      );
    }
  }
  return violations;
}
