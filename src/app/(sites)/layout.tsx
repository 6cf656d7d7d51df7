import type { Metadata, Viewport } from "next";
import "../globals.css";

export const metadata: Metadata = {
  title: { default: "Forecourt", template: "%s" },
  description: "Dealership websites for Australian car, motorcycle, truck and caravan dealers.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

/**
 * The shoppers' root layout: every dealer site's pages (`s/[host]`, where the proxy sends each site host). Its own root,
 * apart from the console's and the platform's, so neither's code can reach a shopper's first-load script.
 */
export default function SitesRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU">
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  );
}
