/** What a site calls its stock in headings: "Cars", "Caravans"..., or "Vehicles" when it sells several kinds. */
const KIND_NOUN = new Map([["car", "Cars"], ["motorcycle", "Motorcycles"], ["truck", "Trucks"], ["caravan", "Caravans"]]);

export function stockNoun(kinds: readonly string[]): string {
  return kinds.length === 1 ? (KIND_NOUN.get(kinds[0] ?? "car") ?? "Vehicles") : "Vehicles";
}

/** One of the site's stock, in labels built around a count ("View Cars In This Range", "0 Caravans Found"): "Car", "Caravan", "Vehicle". */
export function stockNounSingular(kinds: readonly string[]): string {
  return stockNoun(kinds).replace(/s$/, "");
}

/**
 * What a search page calls the stock it lists: the kinds the shopper picked (`item_type`, e.g. the Motorcycles
 * link of a motorcycle and truck dealer) when they are the site's, else the site's own noun (issue 15: not 'New,
 * Used and Demo Vehicles for Sale' on a page of motorcycles).
 */
export function searchStockNoun(siteKinds: readonly string[], pickedKinds: readonly string[] = []): string {
  const picked = [...new Set(pickedKinds.filter((kind) => siteKinds.includes(kind)))];
  return stockNoun(picked.length > 0 ? picked : siteKinds);
}
