import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** PostgreSQL extensions the migrations create; PGlite loads their code only when given them here. */
export const PGLITE_EXTENSIONS = { pg_trgm };
