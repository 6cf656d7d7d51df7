/**
 * The database schema: one PostgreSQL dialect for the embedded PGlite and a PostgreSQL server.
 * Written to PostgreSQL 15 (the server here); nothing newer.
 *
 * Rule of thumb: whatever is searched, filtered, sorted or joined is a column with an index;
 * display-only detail (media lists, variant detail, lender quotes) is JSON typed in `json-types.ts`.
 * Column names are snake_case in SQL (drizzle `casing: "snake_case"`), camelCase in TypeScript.
 *
 * One file per area; this file re-exports them all, so `@/server/db/schema` names every table. A table's file
 * imports only the files of the tables it references (no cycles), and relative paths only: drizzle-kit loads
 * these files (drizzle.config.ts) without the project's path aliases.
 */
export * from "./brands";
export * from "./sites";
export * from "./stock";
export * from "./content";
export * from "./shoppers";
export * from "./leads";
export * from "./trade-ins";
export * from "./reservations";
export * from "./analytics";
export * from "./rate-limits";
export * from "./staff";
export * from "./console";
export * from "./stock-imports";
export * from "./stock-history";
export * from "./stock-offers";
export * from "./site-revisions";
export * from "./stock-feeds";
export * from "./stock-alerts";
