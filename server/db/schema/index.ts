// The whole database schema. Pass the module namespace to drizzle (`drizzle(client, { schema })`)
// and type the shared handle as `PgDatabase<PgQueryResultHKT, Schema>`.
import type * as schema from "./index";

export * from "./alerts";
export * from "./checklists";
export * from "./form-review";
export * from "./ia-activities";
export * from "./imports";
export * from "./invitations";
export * from "./logbook";
export * from "./outbox";
export * from "./positions";
export * from "./processing";
export * from "./rate-limits";
export * from "./relations";
export * from "./resume-sources";
export * from "./task-completion";
export * from "./team-data-changes";
export * from "./uploads";
export * from "./users";
export * from "./work-history";

export type Schema = typeof schema;
