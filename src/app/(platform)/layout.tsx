import type { Metadata, Viewport } from "next";
import "../globals.css";

export const metadata: Metadata = {
  title: { default: "Forecourt", template: "%s" },
  description: "Dealership websites for Australian car, motorcycle, truck and caravan dealers.",
  robots: { index: false },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

/** The platform host's root layout: its index of sites (and the platform's own routes: health, media). */
export default function PlatformRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU">
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  );
}
