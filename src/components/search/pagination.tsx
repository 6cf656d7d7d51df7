import type { SearchRequest } from "@/contracts/search/search-params";
import { pageHref } from "./search-links";

/**
 * Previous / numbered / next page links (the page in the URL only when not 1). Plain links that the page's
 * `SoftLinks` follows inside the page; while the next page loads, the link shows a spinner (`page-link`).
 */
export function Pagination({ path, request, page, pages }: { path: string; request: SearchRequest; page: number; pages: number }) {
  if (pages <= 1) return null;
  const around = [1, page - 2, page - 1, page, page + 1, page + 2, pages].filter((p, i, all) => p >= 1 && p <= pages && all.indexOf(p) === i).sort((a, b) => a - b);
  return (
    <nav aria-label="Pages" data-soft className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? <a href={pageHref(path, request, page - 1)} className="page-link" rel="prev">Previous</a> : null}
      {around.map((p, i) => (
        <span key={p} className="contents">
          {i > 0 && p - (around[i - 1] ?? p) > 1 ? <span aria-hidden className="px-1 text-muted-foreground">…</span> : null}
          {p === page ? (
            <span aria-current="page" className="page-link border-primary bg-primary text-primary-foreground">{p}</span>
          ) : (
            <a href={pageHref(path, request, p)} className="page-link" aria-label={`Page ${p}`}>{p}</a>
          )}
        </span>
      ))}
      {page < pages ? <a href={pageHref(path, request, page + 1)} className="page-link" rel="next">Next</a> : null}
    </nav>
  );
}
