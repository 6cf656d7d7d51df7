import { isVehicleSlug } from "@/domain/slug";

/**
 * Where a demo car's history report lives: /media/history-reports/{car slug}.pdf. A dealer's real report is an
 * uploaded file at any URL (the car's `historyReport.url`); the demo data's are drawn by the platform.
 */
export const DEMO_HISTORY_REPORT_PREFIX = "/media/history-reports/";

export function demoHistoryReportPath(slug: string): string {
  return `${DEMO_HISTORY_REPORT_PREFIX}${slug}.pdf`;
}

/** The car slug of a report file name ("2019-mazda-cx-5-maxx-dlx10007.pdf"), or null. */
export function slugOfDemoHistoryReport(file: string): string | null {
  if (!file.endsWith(".pdf")) return null;
  const slug = file.slice(0, -".pdf".length);
  return isVehicleSlug(slug) ? slug : null;
}
