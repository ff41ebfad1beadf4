import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema (`npm run db:generate`) and committed; the app applies
// them at start. No database connection is needed to generate.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./server/db/migrations",
});
