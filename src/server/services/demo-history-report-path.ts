/**
 * Where a demo car's history report lives: /cars/{car slug}/history-report, on the site that shows the car. A
 * dealer's real report is an uploaded file at any URL (the car's `historyReport.url`); the demo data's are drawn
 * by demo-history-report.ts. Kept apart from it (no server-only import) because the seed, which runs outside
 * Next, writes these paths.
 */
export function demoHistoryReportPath(slug: string): string {
  return `/cars/${slug}/history-report`;
}
