import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StopStockAlerts } from "@/components/search/stop-stock-alerts";
import { siteScope } from "@/server/data/scope";
import { stockAlertTokenKnown } from "@/server/data/stock-alerts";
import { resolveSite } from "@/server/sites/site-resolver";
import { NOT_FOUND_METADATA, siteNotFound } from "../../../site-not-found";

type Props = { params: Promise<{ host: string; token: string }> };

const TOKEN = /^[0-9a-f]{32}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { token } = await params;
  return TOKEN.test(token) ? { title: "Stop stock alerts", robots: { index: false } } : NOT_FOUND_METADATA;
}

/**
 * `/stock-alerts/stop/{token}`: the stop link of a stock alert's notice (issue 36). A button, not the visit itself,
 * stops the alerts (a mail scanner that opens links must not stop them); a token the site does not know is its 404.
 */
export default async function StopStockAlertsPage({ params }: Props) {
  const { host, token } = await params;
  const site = await resolveSite(host);
  if (!site) notFound();
  if (!TOKEN.test(token) || !(await stockAlertTokenKnown(siteScope(site), token))) return siteNotFound();
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight">Stop stock alerts</h1>
      <p className="mt-2 text-muted-foreground">Stop every alert you asked {site.name} for: you won&apos;t be told when a matching car arrives.</p>
      <StopStockAlerts token={token} />
    </div>
  );
}
