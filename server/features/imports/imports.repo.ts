// Drizzle queries of bulk imports, their documents and decisions (docs/product.md §18). `db` may be a
// transaction.

import type { DocumentType } from "@domain/enums";
import { FUZZY_MATCH_PAGE_SIZE, type FuzzyMatchListQuery } from "@domain/schemas/bulk-import";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  type BulkImport,
  bulkImports,
  type ImportDecision,
  type ImportDocument,
  importDecisions,
  importDocuments,
  type NewImportDocument,
} from "../../db/schema/index";

export async function insertImport(
  db: Database,
  values: { createdBy: string; documentType: DocumentType; createdAt: Date },
): Promise<BulkImport> {
  const [row] = await db.insert(bulkImports).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function findImport(db: Database, id: string): Promise<BulkImport | undefined> {
  const [row] = await db.select().from(bulkImports).where(eq(bulkImports.id, id));
  return row;
}

export async function insertImportDocument(db: Database, values: NewImportDocument): Promise<ImportDocument> {
  const [row] = await db.insert(importDocuments).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** One imported document; `lock` holds it until the transaction ends, so two decisions take turns. */
export async function findImportDocument(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ImportDocument | undefined> {
  const query = db.select().from(importDocuments).where(eq(importDocuments.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

export async function findImportDocumentOf(
  db: Database,
  document: { documentType: DocumentType; id: string },
): Promise<ImportDocument | undefined> {
  const [row] = await db
    .select()
    .from(importDocuments)
    .where(
      and(
        eq(importDocuments.documentType, document.documentType),
        eq(importDocuments.documentId, document.id),
      ),
    );
  return row;
}

export async function updateImportDocument(
  db: Database,
  id: string,
  changes: Partial<Omit<NewImportDocument, "id" | "importId" | "documentType" | "documentId">>,
): Promise<ImportDocument> {
  const [row] = await db.update(importDocuments).set(changes).where(eq(importDocuments.id, id)).returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

export async function insertDecision(
  db: Database,
  values: Omit<typeof importDecisions.$inferInsert, "id">,
): Promise<void> {
  await db.insert(importDecisions).values(values);
}

export async function decisionsOf(db: Database, importDocumentIds: string[]): Promise<ImportDecision[]> {
  if (importDocumentIds.length === 0) return [];
  return db
    .select()
    .from(importDecisions)
    .where(sql`${importDecisions.importDocumentId} in ${importDocumentIds}`)
    .orderBy(asc(importDecisions.sequence));
}

/** A listed card: the imported document with the stored file's error and the assigned user's name. */
export interface CardRow {
  id: string;
  documentType: DocumentType;
  filename: string;
  state: ImportDocument["state"];
  matchStatus: ImportDocument["matchStatus"];
  matchScore: number | null;
  extractedName: string | null;
  extractedEmail: string | null;
  candidates: { userId: string; score: number }[];
  assignedUser: { id: string; fullName: string; email: string } | null;
  assignedAt: string | null;
  errorMessage: string | null;
  createdAt: string;
  /** The document's text as read, for the lines its name and address came from. */
  text: string | null;
}

const ISO = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Which documents a view shows: `assigned` is the 'Recently assigned' of the last `since`. */
function viewCondition(query: FuzzyMatchListQuery, recentSince: Date) {
  const conditions = [
    query.view === "assigned"
      ? sql`d.state = 'assigned' and d.assigned_at > ${recentSince.toISOString()}::timestamptz`
      : query.view === "reading"
        ? sql`d.state in ('reading', 'failed')`
        : sql`d.state = ${query.view}`,
  ];
  if (query.matchStatus) conditions.push(sql`d.match_status = ${query.matchStatus}`);
  if (query.documentType) conditions.push(sql`d.document_type = ${query.documentType}`);
  return sql.join(conditions, sql` and `);
}

/** One page of cards, newest first (most recently assigned first in `assigned`), and the total. */
export async function listCards(
  db: Database,
  query: FuzzyMatchListQuery,
  recentSince: Date,
): Promise<{ rows: CardRow[]; total: number }> {
  const order = query.view === "assigned" ? sql`d.assigned_at desc, d.id` : sql`d.created_at desc, d.id`;
  const offset = (query.page - 1) * FUZZY_MATCH_PAGE_SIZE;
  const result = (await db.execute(sql`
    with picked as (
      select d.*, count(*) over () as total from import_documents d
       where ${viewCondition(query, recentSince)}
       order by ${order}
       limit ${FUZZY_MATCH_PAGE_SIZE} offset ${offset}
    )
    select coalesce(json_agg(json_build_object(
      'id', d.id, 'documentType', d.document_type, 'filename', d.filename, 'state', d.state,
      'matchStatus', d.match_status, 'matchScore', d.match_score,
      'extractedName', d.extracted_name, 'extractedEmail', d.extracted_email, 'candidates', d.candidates,
      'assignedUser', case when u.id is null then null
                      else json_build_object('id', u.id, 'fullName', u.full_name, 'email', u.email) end,
      'assignedAt', ${ISO("d.assigned_at")},
      'errorMessage', coalesce(r.error_message, t.error_message),
      'createdAt', ${ISO("d.created_at")},
      'text', coalesce(r.extracted_text, t.extracted_text)
    ) order by ${order}), '[]')::text as rows, coalesce(max(d.total), 0) as total
      from picked d
      left join users u on u.id = d.assigned_user_id
      left join resume_uploads r on d.document_type = 'resume' and r.id = d.document_id
      left join training_uploads t on d.document_type = 'training' and t.id = d.document_id`)) as unknown as {
    rows: { rows: string; total: string | number }[];
  };
  const first = result.rows[0];
  return { rows: JSON.parse(first?.rows ?? "[]") as CardRow[], total: Number(first?.total ?? 0) };
}

/** How many documents each view holds. */
export async function countViews(
  db: Database,
  recentSince: Date,
): Promise<{ waiting: number; ignored: number; assigned: number; reading: number }> {
  const result = (await db.execute(sql`
    select count(*) filter (where state = 'waiting')::int as waiting,
           count(*) filter (where state = 'ignored')::int as ignored,
           count(*) filter (where state = 'assigned' and assigned_at > ${recentSince.toISOString()}::timestamptz)::int as assigned,
           count(*) filter (where state in ('reading', 'failed'))::int as reading
      from import_documents`)) as unknown as {
    rows: { waiting: number; ignored: number; assigned: number; reading: number }[];
  };
  return result.rows[0] ?? { waiting: 0, ignored: 0, assigned: 0, reading: 0 };
}

/** Name and e-mail of the given users (the only data of theirs a card shows). */
export interface Identity {
  id: string;
  fullName: string;
  email: string;
  verified: boolean;
}

export async function identitiesOf(db: Database, userIds: string[]): Promise<Map<string, Identity>> {
  if (userIds.length === 0) return new Map();
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_object('id', id, 'fullName', full_name, 'email', email,
                                               'verified', email_verified)), '[]')::text as rows
      from users where id in ${userIds}`)) as unknown as { rows: { rows: string }[] };
  const rows = JSON.parse(result.rows[0]?.rows ?? "[]") as Identity[];
  return new Map(rows.map((row) => [row.id, row]));
}
