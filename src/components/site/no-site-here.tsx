import Link from "@/components/ui/link";

/** The 404 of an address no dealer site answers (an unknown host), and of the platform's unknown paths. */
export function NoSiteHere() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">404</p>
      <h1 className="text-3xl font-bold">There is no dealer site at this address</h1>
      <p className="text-muted-foreground">Check the address, or go to the platform index to see the sites it serves.</p>
      <Link href="/" className="text-primary underline underline-offset-4">
        Go to the home page
      </Link>
    </main>
  );
}
