import { searchParamsFromRequest, type SearchRequest } from "@/contracts/search/search-params";

/**
 * The search's state as hidden inputs of a GET form, but for the parameters the form itself sets (`omit`) and the
 * page (a new search starts at page 1): submitting the form keeps every other refinement.
 */
export function HiddenSearchFields({ request, omit }: { request: SearchRequest; omit: readonly string[] }) {
  const fields = [...searchParamsFromRequest(request)].filter(([name]) => name !== "page" && !omit.includes(name));
  return (
    <>
      {fields.map(([name, value]) => (
        <input key={`${name}:${value}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
