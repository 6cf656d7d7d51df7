import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { NOT_FOUND_TITLE, notFoundMessage } from "@/domain/site/not-found-text";

/** A site's 404, inside its header and footer: a dead car address says the car may have sold, any other does not. */
export function SiteNotFoundPage({ kind }: { kind: "vehicle" | "page" }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">404</p>
      <h1 className="text-3xl font-bold">{NOT_FOUND_TITLE}</h1>
      <p className="text-muted-foreground">{notFoundMessage(kind)}</p>
      <div className="flex gap-3">
        <Button asChild><Link href="/search/new-used-and-demo-cars">Browse our stock</Link></Button>
        <Button asChild variant="outline"><Link href="/">Home</Link></Button>
      </div>
    </div>
  );
}
