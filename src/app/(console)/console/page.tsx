import type { Metadata } from "next";

// The layout's title template applies to the segments below it, not to its own page.
export const metadata: Metadata = { title: { absolute: "Signed out · Forecourt Console" } };

/**
 * The console's signed-out shell. Staff accounts (sign-in, roles, the leads inbox) are the console's first part, a
 * later issue: until then this page says so, and offers nothing it cannot do.
 */
export default function ConsoleHome() {
  return (
    <section aria-labelledby="console-signed-out" className="mx-auto max-w-md rounded-lg border bg-background p-6 shadow-sm">
      <h1 id="console-signed-out" className="text-xl font-semibold">
        You are signed out
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">
        The Forecourt Console is where a dealership&apos;s staff run their stock, leads and sites. Staff sign-in is not open on
        this platform yet, so there is nothing to sign in to.
      </p>
      <p className="mt-4 text-sm">
        <a href="/" className="text-primary underline underline-offset-4">
          See the dealer sites this platform serves
        </a>
      </p>
    </section>
  );
}
