import * as search from "lucide-react/icons/search";
import { DrawnIcon } from "@/components/ui/sprite-icon";

/**
 * The header's stock search on every page (issue 39 item 8): a plain GET form to the site's search page
 * (`search.defaultPath`) with the words in `query`, so it works before any script and adds none. The search page reads
 * a price in the words ("under 30k") as its price filter. Behind the header's search button (a native `<details>`,
 * open and closed without script), its panel a full-width row under the header at every width.
 */
export function HeaderSearch({ action }: { action: string }) {
  return (
    <details className="group/search" data-header-search>
      <summary
        className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-md hover:bg-black/5 [&::-webkit-details-marker]:hidden"
        title="Search stock"
      >
        <DrawnIcon icon={search} className="size-5 md:size-4" />
        <span className="sr-only">Search stock</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-b bg-background text-foreground shadow-md">
        <form method="get" action={action} role="search" aria-label="Site search" className="mx-auto flex max-w-3xl gap-2 px-4 py-3">
          <label className="min-w-0 flex-1">
            <span className="sr-only">Search stock by make, model or price</span>
            <input
              type="search"
              name="query"
              maxLength={200}
              placeholder="Make, model or price"
              className="h-11 w-full rounded-md border border-input bg-background px-3 text-base"
            />
          </label>
          <button type="submit" className="btn btn-default btn-md h-11">
            Search
          </button>
        </form>
      </div>
    </details>
  );
}
