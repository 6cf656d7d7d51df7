/**
 * The search's empty state (spec 001 §2): a card titled 'No Results Available' whose description says that no
 * offers meet the search conditions; the directory variant says it as a directory does. A site may word it
 * itself (`search.emptyStateDescription`).
 */
export const SEARCH_EMPTY_TITLE = "No Results Available";
export const SEARCH_EMPTY_DESCRIPTION = "There are currently no offers that meet your search conditions.";
export const DIRECTORY_EMPTY_DESCRIPTION = "No results found for your search at this time. Please try adjusting the filters for more results.";

export function searchEmptyState(search: { directoryVariant: boolean; emptyStateDescription: string | null }): { title: string; description: string } {
  const description = search.emptyStateDescription ?? (search.directoryVariant ? DIRECTORY_EMPTY_DESCRIPTION : SEARCH_EMPTY_DESCRIPTION);
  return { title: SEARCH_EMPTY_TITLE, description };
}

/**
 * The empty state's offer of a corrected text query (issue 15): 'Did you mean' and the corrected query, which
 * links to the same search with that query. The correction comes from the words of the site's own stock.
 */
export const DID_YOU_MEAN = "Did you mean";
