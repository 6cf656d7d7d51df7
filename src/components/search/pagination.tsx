import Link from "@/components/ui/link";
import type { SearchRequest } from "@/lib/search-params";
import { PendingCount } from "./pending-hint";
import { pageHref } from "./search-links";

/** Previous / numbered / next page links (the page in the URL only when not 1). */
export function Pagination({ path, request, page, pages }: { path: string; request: SearchRequest; page: number; pages: number }) {
  if (pages <= 1) return null;
  const around = [1, page - 2, page - 1, page, page + 1, page + 2, pages].filter((p, i, all) => p >= 1 && p <= pages && all.indexOf(p) === i).sort((a, b) => a - b);
  const link = "inline-flex min-w-9 items-center justify-center rounded-md border px-3 py-1.5 text-sm hover:bg-muted";
  return (
    <nav aria-label="Pages" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? <Link href={pageHref(path, request, page - 1)} className={`${link} gap-1`} rel="prev">Previous <PendingCount /></Link> : null}
      {around.map((p, i) => (
        <span key={p} className="contents">
          {i > 0 && p - (around[i - 1] ?? p) > 1 ? <span aria-hidden className="px-1 text-muted-foreground">…</span> : null}
          {p === page ? (
            <span aria-current="page" className={`${link} border-primary bg-primary text-primary-foreground`}>{p}</span>
          ) : (
            <Link href={pageHref(path, request, p)} className={`${link} gap-1`} aria-label={`Page ${p}`}>{p}<PendingCount /></Link>
          )}
        </span>
      ))}
      {page < pages ? <Link href={pageHref(path, request, page + 1)} className={`${link} gap-1`} rel="next">Next <PendingCount /></Link> : null}
    </nav>
  );
}
