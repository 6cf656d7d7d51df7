import { openDatabase, setProcessDatabase } from "../src/server/db/client";
import { staffScope } from "../src/server/data/scope";
import { insightSiteFigures, insightCarFigures, insightFiguresPerDay, insightLeadCounts, insightLeadsPerDay } from "../src/server/data/insight";
import { reportPeriod, dayAfter, REPORT_TIME_ZONE } from "../src/domain/console/report-period";
import { isoDateIn } from "../src/domain/vehicle-page/time";
const handle = await openDatabase({ url: process.env.BENCH_DATABASE_URL!, maxConnections: 4 });
setProcessDatabase(handle);
const sites = (await handle.query<{ id: number }>("select id from sites order by id")).map((r) => r.id);
const dealers = (await handle.query<{ id: number }>("select id from dealerships order by id")).map((r) => r.id);
const scope = staffScope({ staffId: "a", dealershipIds: dealers, siteIds: sites, platformAdmin: true });
const today = isoDateIn(new Date(), REPORT_TIME_ZONE);
const yearAgo = isoDateIn(new Date(Date.now() - 364 * 86_400_000), REPORT_TIME_ZONE);
const period = reportPeriod({ from: yearAgo, to: today }, new Date(), REPORT_TIME_ZONE);
const days = { previousFromDay: period.previousFromDate, fromDay: period.fromDate, toDay: period.toDate };
const focus = { level: "group" } as const;
const fns: Array<[string, () => Promise<unknown[]>]> = [
  ["siteFigures", () => insightSiteFigures(scope, days, focus)],
  ["carFigures", () => insightCarFigures(scope, days, focus)],
  ["perDay", () => insightFiguresPerDay(scope, period.fromDate, dayAfter(period.toDate), focus)],
  ["leadCounts", () => insightLeadCounts(scope, period, focus)],
  ["leadsPerDay", () => insightLeadsPerDay(scope, period, focus)],
];
for (const [name, fn] of fns) {
  let rows = 0; await fn(); const ts: number[] = [];
  for (let i = 0; i < 8; i++) { const t = performance.now(); rows = (await fn()).length; ts.push(performance.now() - t); }
  ts.sort((a, b) => a - b);
  console.log(name.padEnd(14), "median", ts[4]!.toFixed(1), "max", ts[7]!.toFixed(1), "rows", rows);
}
await handle.close();
