import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this file: it diffs the schema against the committed
// migrations in ./drizzle. Migrations are applied by the platform itself (src/server/db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema",
  out: "./drizzle",
  casing: "snake_case",
});
