import type { Metadata } from "next";
import { NoSiteHere } from "@/components/site/no-site-here";
import "./globals.css";

export const metadata: Metadata = { title: "Not found" };

/**
 * 404 for an address no route matches (the platform host's unknown paths; an unknown host's pages answer it from the
 * site layout, `(sites)/s/[host]/layout.tsx`). The app has three root layouts (sites, platform, console), so this one
 * page stands outside them all and brings its own document (next.config.ts: experimental.globalNotFound).
 */
export default function GlobalNotFound() {
  return (
    <html lang="en-AU">
      <body className="min-h-screen antialiased">
        <NoSiteHere />
      </body>
    </html>
  );
}
