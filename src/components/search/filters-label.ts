/** The filters drawer's button text: 'Filters', or 'Filters (2)' with two filters applied. */
export function filtersLabel(activeCount: number): string {
  return `Filters${activeCount > 0 ? ` (${activeCount})` : ""}`;
}
