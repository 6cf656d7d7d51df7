/**
 * Where a demo car's history report lives: /cars/{car slug}/history-report, on the site that shows the car. A
 * dealer's real report is an uploaded file at any URL (the car's `historyReport.url`); the demo data's are drawn
 * by src/server/services/vehicle-page/demo-history-report.ts. Shared by the demo seed, which writes these paths, and the route.
 */
export function demoHistoryReportPath(slug: string): string {
  return `/cars/${slug}/history-report`;
}
