/** What a site calls its stock in headings: "Cars", "Caravans"..., or "Vehicles" when it sells several kinds. */
const KIND_NOUN = new Map([["car", "Cars"], ["motorcycle", "Motorcycles"], ["truck", "Trucks"], ["caravan", "Caravans"]]);

export function stockNoun(kinds: readonly string[]): string {
  return kinds.length === 1 ? (KIND_NOUN.get(kinds[0] ?? "car") ?? "Vehicles") : "Vehicles";
}

/** One of the site's stock, in labels built around a count ("View Cars In This Range", "0 Caravans Found"): "Car", "Caravan", "Vehicle". */
export function stockNounSingular(kinds: readonly string[]): string {
  return stockNoun(kinds).replace(/s$/, "");
}
