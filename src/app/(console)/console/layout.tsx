import type { Metadata, Viewport } from "next";
import "../../globals.css";
import { ToastOutlet } from "@/components/ui/toast";

export const metadata: Metadata = {
  title: { default: "Forecourt Console", template: "%s · Forecourt Console" },
  description: "The dealer console: stock, leads and sites.",
  // Staff pages: never in a search engine's index.
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

// Every console page is a staff member's own: rendered per request, never a shared copy in any cache.
export const dynamic = "force-dynamic";

/**
 * The dealer console's root layout (`/console` on the platform host; src/proxy.ts keeps that path as it is). Its own
 * root, apart from the shoppers' sites and the platform index: console code is never part of a shopper's page, and
 * check:layers refuses a shopper route or component that imports it.
 */
export default function ConsoleRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU">
      <body className="min-h-screen bg-muted/30 antialiased">
        <a href="#console-main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2">
          Skip to content
        </a>
        <header className="border-b bg-background">
          <div className="mx-auto flex h-12 max-w-7xl items-center gap-3 px-3 sm:px-6">
            <span aria-hidden className="grid size-7 place-items-center rounded bg-primary text-xs font-bold text-primary-foreground">
              F
            </span>
            <p className="font-semibold tracking-tight">Forecourt Console</p>
          </div>
        </header>
        <main id="console-main" className="pb-10">
          {children}
        </main>
        <ToastOutlet />
      </body>
    </html>
  );
}
