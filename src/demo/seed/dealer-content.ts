/**
 * What a dealership and a site publish besides stock: reviews (including some the spec's rules exclude),
 * offers (HTML in names, some excluded per site) and promo cards (in and out of their date window).
 */
import type { ArtBody } from "@/demo/art/vehicle-art";
import { generatedImageUrl } from "@/demo/art/generated-media";
import { allMakes } from "./catalogue";
import { addDays, isoDate } from "./dates";
import type { DemoSiteDefinition } from "./demo-sites";
import { firstNames, lastNames } from "./places";
import type { Random } from "./random";
import type { World } from "./world";
import { advertisedComparisonRate } from "@/domain/finance/car-finance";
import { BENCHMARK_AMOUNT, BENCHMARK_TERM_YEARS, formatRatePercent } from "@/domain/finance/comparison-rate";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { parseSiteSettings } from "@/domain/site/settings";

const REVIEW_TEXTS = [
  "Fantastic experience from start to finish. No pressure, straight answers and the car was ready on time.",
  "Our salesperson went above and beyond to find the right spec. Would buy here again.",
  "Smooth trade-in and a fair price. Finance was sorted the same afternoon.",
  "Service team kept me updated all day and had the car washed when I picked it up.",
  "Easy to deal with, honest about the car's history and happy to wait while we had it inspected.",
  "Drove two hours to buy from these guys and it was worth it.",
  "Good range of stock and the test drive was booked for the time that suited us.",
  "",
];

export function addReviews(world: World, rnd: Random, dealershipId: number, locationId: number | null): void {
  const count = rnd.int(8, 18);
  for (let i = 0; i < count; i++) {
    const rating = rnd.weighted([[5, 60], [4, 25], [3, 8], [2, 4], [1, 3]] as const);
    let text = rnd.pick(REVIEW_TEXTS);
    // Some reviews the spec's rules exclude: machine-translated text, and ratings under the minimum of 4.
    if (i === 2) text = `(Translated by Google) ${REVIEW_TEXTS[0]}`;
    const daysAgo = rnd.int(2, 720);
    world.reviews.push({
      dealershipId,
      locationId,
      source: rnd.chance(0.85) ? "google" : "snap21",
      customerName: i === 4 ? "Anonymous Reviewer" : `${rnd.pick(firstNames)} ${rnd.pick(lastNames).charAt(0)}.`,
      text,
      rating,
      reviewDate: isoDate(addDays(world.referenceDate, -daysAgo)),
      replyText: rnd.chance(0.35) ? "Thanks for the kind words! We look forward to seeing you again." : null,
      replyDate: null,
    });
  }
}

export function addOffers(world: World, rnd: Random, dealershipId: number, makes: string[], makeIds: Map<string, number>): void {
  for (const makeSlug of makes.slice(0, 3)) {
    const make = allMakes.find((m) => m.slug === makeSlug);
    if (!make || make.kind === "caravan") continue;
    for (const model of rnd.sample(make.models, rnd.int(1, 3))) {
      const badge = model.badges[0];
      if (!badge) continue;
      const finance = rnd.chance(0.35);
      const price = Math.round((badge.price * rnd.float(0.93, 0.98)) / 10) * 10 - 10;
      world.offers.push({
        dealershipId,
        manufacturerId: makeIds.get(make.slug) ?? null,
        modelId: world.models.find((m) => m.manufacturerId === makeIds.get(make.slug) && m.name === model.name)?.id ?? null,
        name: finance
          ? `<strong>${rnd.pick(["2.99", "3.49", "4.99"])}% p.a.</strong> finance on ${make.name} ${model.name}`
          : `${make.name} ${model.name} ${badge.badge} from <strong>$${price.toLocaleString("en-AU")}</strong> drive away`,
        description: `Available on ${model.name} ${badge.badge} vehicles in stock and ordered before the offer ends. ${model.shortDescription}`,
        disclaimer: [
          `Offer available at participating ${make.name} dealers for private and ABN buyers on vehicles ordered and delivered before the end date.`,
          finance
            ? "Finance to approved applicants only. Fees, charges and terms and conditions apply. Comparison rate based on a secured loan of $30,000 over 5 years."
            : "Drive-away price includes 12 months registration, CTP insurance, stamp duty and dealer delivery.",
          "Not available with any other offer. While stocks last.",
        ].join("\n\n"),
        category: finance ? "Finance offer" : rnd.pick(["Drive away offer", "Bonus accessories", "Runout"]),
        imageUrl: generatedImageUrl({ body: model.body as ArtBody, colour: make.brandColour, seed: rnd.int(0, 99999), shot: { kind: "photo", index: 0 }, size: "full" }),
        price: finance ? null : price,
        excludedSiteIds: [],
        startsAt: addDays(world.referenceDate, -rnd.int(5, 40)),
        endsAt: addDays(world.referenceDate, rnd.int(10, 60)),
        sortOrder: world.offers.length,
      });
    }
  }
}

/**
 * The finance promo's words, from the site's lender: the rate it lends at (never a lower one) and that rate's
 * comparison rate on the benchmark loan, which the law asks to go with an advertised rate.
 */
export function financePromoTexts(def: DemoSiteDefinition): { name: string; text: string } {
  const lender = parseSiteSettings(def.slug, def.settings).finance.lender;
  const comparison = advertisedComparisonRate(lender);
  const rate = formatRatePercent(lender.advertisedRate);
  return {
    name: `Finance from ${rate}`,
    text: `${def.name}: ${rate}${comparison !== null ? `, comparison rate ${formatRatePercent(comparison)}*` : ""}. Ask our team for details.${comparison !== null ? ` *On a secured loan of ${formatCurrency(BENCHMARK_AMOUNT)} over ${BENCHMARK_TERM_YEARS} years.` : ""}`,
  };
}

export function addPromos(world: World, rnd: Random, siteId: number, def: DemoSiteDefinition): void {
  const finance = financePromoTexts(def);
  const specs: Array<{ name: string; text?: string; start: number; end: number; position: number | null; display: string[] }> = [
    { name: finance.name, text: finance.text, start: -10, end: 30, position: 1, display: [] },
    { name: "Free 3 years servicing", start: -5, end: 20, position: 2, display: ["new"] },
    { name: "Sell us your car", start: -20, end: 40, position: null, display: ["used"] },
    { name: "Trade-in bonus", start: -3, end: 25, position: null, display: [] },
    { name: "Last month's sale (expired)", start: -60, end: -2, position: 0, display: [] },
    { name: "Next month's event (not started)", start: 3, end: 40, position: 0, display: [] },
  ];
  for (const spec of specs) {
    world.promos.push({
      siteId,
      name: spec.name,
      startsAt: addDays(world.referenceDate, spec.start),
      expiresAt: addDays(world.referenceDate, spec.end),
      position: spec.position,
      display: spec.display,
      strictDisplay: spec.display.length > 0 && rnd.chance(0.5),
      node: {
        title: spec.name,
        text: spec.text ?? `${def.name}: ask our team for details.`,
        imageUrl: null,
        href: spec.display.includes("used") ? "/sell-my-car" : "/special-offers",
        cta: "Find out more",
      },
    });
  }
}
