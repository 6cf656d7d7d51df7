import { pingDatabase } from "@/server/data/health";
import { systemScope } from "@/server/data/scope";
import { logger } from "@/server/logger";
import { searchIndexFootprint } from "@/server/search/index-registry";

export const dynamic = "force-dynamic";

const HEALTH_CHECK = systemScope("the health check: pings the platform's database");

/** GET /api/health: 200 when the database answers, 503 otherwise. */
export async function GET() {
  const started = performance.now();
  try {
    const database = await pingDatabase(HEALTH_CHECK);
    return Response.json(
      {
        status: "ok",
        database,
        ms: Math.round((performance.now() - started) * 10) / 10,
        searchIndexes: searchIndexFootprint(),
        memory: { rssBytes: process.memoryUsage().rss },
      },
      { headers: { "cache-control": "no-store" } },
    );
  } catch (error) {
    logger.error({ err: error }, "health check: database unavailable");
    return Response.json({ status: "unavailable", database: "unreachable" }, { status: 503, headers: { "cache-control": "no-store" } });
  }
}
