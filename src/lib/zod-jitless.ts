import { z } from "zod";

/**
 * In the browser, zod validates without compiling its checks: its compiled path first probes `new Function("")`, which
 * the pages' Content-Security-Policy (no 'unsafe-eval': src/server/http/content-security-policy.ts) refuses and reports
 * as a violation, even though zod catches the refusal. Every module that defines schemas imports this first. The server
 * keeps the compiled path.
 */
if (typeof window !== "undefined") z.config({ jitless: true });
