import Link from "@/components/ui/link";
import { DID_YOU_MEAN } from "@/domain/search/empty-state";
import type { SearchRequest } from "@/contracts/search/search-params";
import { hrefFor } from "./search-links";

/** The empty state's 'Did you mean …?': the corrected query as a link to the same search with it, from page 1. */
export function DidYouMean({ path, request, suggestion }: { path: string; request: SearchRequest; suggestion: string }) {
  return (
    <p className="mt-4">
      {DID_YOU_MEAN}{" "}
      <Link href={hrefFor(path, { ...request, query: suggestion, page: undefined })} className="font-semibold text-primary underline underline-offset-4">
        {suggestion}
      </Link>
      ?
    </p>
  );
}
