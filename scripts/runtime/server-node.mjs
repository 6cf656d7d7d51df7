/**
 * `node --import ./scripts/runtime/server-node.mjs x.ts`: how the project's own processes run (the platform
 * process of `npm start`, the db:* scripts, benchmarks). TypeScript through tsx, and "server-only" resolved as a
 * React server resolves it (to its empty module): these processes are the server, so the server modules that
 * import it load here as they do in Next.js, while a client component importing one still fails its build.
 */
import { register } from "node:module";
import "tsx";

register("./server-only-resolve.mjs", import.meta.url);
