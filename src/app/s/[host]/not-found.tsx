import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";

/** A site's 404, inside its header and footer. */
export default function SiteNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">404</p>
      <h1 className="text-3xl font-bold">We couldn&apos;t find that page</h1>
      <p className="text-muted-foreground">The vehicle may have sold, or the link may be out of date. Our current stock is one click away.</p>
      <div className="flex gap-3">
        <Button asChild><Link href="/search/new-used-and-demo-cars">Browse our stock</Link></Button>
        <Button asChild variant="outline"><Link href="/">Home</Link></Button>
      </div>
    </div>
  );
}
