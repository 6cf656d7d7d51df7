/**
 * Demo stock: one vehicle row from (plan, index), deterministic per vehicle, so 3,500 or 200,000 vehicles
 * can be streamed in batches without holding them all. Realistic Australian listings: model years, km by
 * age and kind, drive-away prices and depreciation, plates and expiry by state, check-digit VINs, stock
 * numbers, every listing state the spec names (in stock, coming soon, reserved, sold in the last days,
 * 'Test Drive Only' and custom tags), media (photos, thumbnails, spin frames with hotspots).
 */
import { seriesForYear } from "@/domain/vehicle/model-year-series";
import type { vehicles } from "@/server/db/schema";
import type { FinanceLenders, Hotspot, ImageRef, VehicleVariant } from "@/server/db/json-types";
import { carFinance, financedPrice } from "@/domain/finance/car-finance";
import { calculateRepayment } from "@/domain/finance/calculator";
import { loanFees } from "@/domain/finance/fees";
import { generatedImageUrl } from "@/demo/art/generated-media";
import type { ArtBody } from "@/demo/art/vehicle-art";
import type { BadgeSpec, MakeSpec, ModelSpec, VehicleKind } from "./catalogue-types";
import { slugify } from "@/domain/vehicle/slug";
import { vehicleTitle } from "@/domain/vehicle/title";
import { demoHistoryReportPath } from "@/domain/vehicle-page/history-report-path";
import { makeRegoPlate, makeVin } from "./identifiers";
import type { Random } from "./random";
import { allMakes } from "./catalogue";
import { addDays, isoDate } from "./dates";
import { VEHICLE_PAINTS } from "./demo-pictures";
import type { DealershipPlan } from "./world";

export type VehicleInsert = typeof vehicles.$inferInsert & { id: number };

/** Rough share of the Australian used-car market by make (relative weights; unlisted makes weigh 1). */
const USED_MARKET_SHARE: Record<string, number> = {
  toyota: 20, ford: 10, mazda: 10, hyundai: 9, mitsubishi: 8, kia: 7, nissan: 6, volkswagen: 6, subaru: 5, isuzu: 4,
  honda: 4, mg: 3, suzuki: 3, "mercedes-benz": 3, bmw: 3, audi: 2, tesla: 2, jeep: 2, lexus: 2, gwm: 2, ldv: 2,
  yamaha: 6, "honda-motorcycles": 5, kawasaki: 4, "harley-davidson": 3, "isuzu-trucks": 6, hino: 5, fuso: 4, jayco: 8, avan: 3,
};

const CUSTOM_TAGS = ["Runout sale", "Price Drop", "Low KMs", "One Owner", "Full Service History"];

const EQUIPMENT: Record<VehicleKind, string[]> = {
  car: [
    "Apple CarPlay", "Android Auto", "Reversing Camera", "Autonomous Emergency Braking", "Lane Keep Assist",
    "Adaptive Cruise Control", "Blind Spot Monitor", "Rear Cross Traffic Alert", "Dual Zone Climate Control",
    "Keyless Entry", "Push Button Start", "LED Headlights", "Alloy Wheels", "Satellite Navigation",
    "Heated Front Seats", "Power Tailgate", "Wireless Phone Charger", "360 Degree Camera", "Head-Up Display",
    "Digital Radio (DAB+)", "Front and Rear Parking Sensors", "Tyre Pressure Monitoring", "7 Airbags",
  ],
  motorcycle: [
    "ABS", "Traction Control", "Ride Modes", "Quickshifter", "LED Lighting", "TFT Display", "Slipper Clutch",
    "Cruise Control", "Bluetooth Connectivity", "Heated Grips", "Adjustable Suspension", "USB Charging",
  ],
  truck: [
    "Air Suspension Seat", "Reversing Camera", "Cruise Control", "Exhaust Brake", "ABS", "Electronic Stability Control",
    "Bluetooth Hands-Free", "Climate Control", "Side Underrun Protection", "Lane Departure Warning", "Telematics",
  ],
  caravan: [
    "Ensuite Shower and Toilet", "Queen Bed", "Solar Panels", "Lithium Battery", "Diesel Heater", "Front Tunnel Boot",
    "Reverse Cycle Air Conditioner", "Washing Machine", "Gas and Electric Hot Water", "Outdoor Kitchen",
    "Roll-out Awning", "Independent Suspension", "Water Tanks (2 x 95L)", "TV and Antenna",
  ],
};

const COMMENTS = [
  "Just traded in and ready for its next owner.",
  "Serviced on schedule with books and two keys.",
  "Inspected by our workshop and detailed inside and out.",
  "Finance available to approved buyers, ask our team for a quote.",
  "Trade-ins welcome: bring yours along for an on-the-spot valuation.",
  "Comes with a fresh roadworthy and a full tank of fuel.",
  "Interstate buyers welcome: we can arrange transport to your door.",
  "Every vehicle comes with a free PPSR report and a 7-day money-back promise on selected stock.",
];

/** A dealer's longer sign-off, on every third car, so demo comments also run past the page's 400-character cut. */
const LONG_COMMENT =
  "We are a family-owned dealership and have been looking after local drivers for over thirty years. Every car we sell is hand-picked, mechanically checked and fully detailed, and our team will happily walk you through the service history, arrange a test drive at a time that suits you, and talk you through finance, insurance and extended warranty options.";

function withLongerComment(comments: string | null, id: number): string | null {
  return comments !== null && id % 3 === 0 ? `${comments} | ${LONG_COMMENT}` : comments;
}

/** The vehicle's kind-appropriate body for the generated pictures. */
function artBody(model: ModelSpec): ArtBody {
  return model.body as ArtBody;
}

export function generateVehicle(plan: DealershipPlan, localIndex: number, id: number, rnd: Random, referenceDate: Date): VehicleInsert {
  const refYear = referenceDate.getUTCFullYear();
  const franchiseMakes = plan.makes.filter((m) => plan.kinds.includes(m.kind));
  const franchised = plan.makes.length > 0 && plan.makes.length < allMakes.length / 2;

  let carType = rnd.weighted([["new", plan.carTypeMix.new], ["demo", plan.carTypeMix.demo], ["used", plan.carTypeMix.used]] as const);
  if (!franchised && carType === "new") carType = "used";

  // Used stock at a franchise dealer is partly trade-ins of other brands.
  const usedPool = allMakes.filter((m) => plan.kinds.includes(m.kind) && m.kind === (franchiseMakes[0]?.kind ?? m.kind));
  const make: MakeSpec = carType === "used" && (!franchised || rnd.chance(0.4))
    ? rnd.weighted((usedPool.length > 0 ? usedPool : allMakes).map((m) => [m, USED_MARKET_SHARE[m.slug] ?? 1] as const))
    : rnd.pick(franchiseMakes.length > 0 ? franchiseMakes : allMakes);
  const model = pickModel(rnd, make);
  const badge: BadgeSpec = rnd.pick(model.badges);
  const kind = make.kind;

  const year = carType === "new"
    ? refYear
    : carType === "demo"
      ? rnd.pick([refYear, refYear - 1])
      : Math.max(Math.min(model.sinceYear, refYear - 1), refYear - 1 - Math.floor(Math.abs(rnd.normal(0, 4.5))));
  const age = Math.max(0, refYear - year);

  const kmPerYear = kind === "motorcycle" ? 4500 : kind === "truck" ? 55000 : kind === "caravan" ? 0 : 14000;
  const km = kind === "caravan"
    ? 0
    : carType === "new"
      ? rnd.int(5, 60)
      : carType === "demo"
        ? rnd.int(1500, 12000)
        : Math.round(Math.max(800, (age + rnd.float(-0.4, 0.6)) * kmPerYear * rnd.float(0.55, 1.45)) / 10) * 10;

  const status = rnd.weighted([["in_stock", 83], ["coming_soon", 6], ["sold", 9], ["other", 2]] as const);
  const basePrice = badge.price * rnd.float(0.97, 1.03);
  const depreciation = carType === "used" ? 0.9 ** age * Math.max(0.6, 1 - km / 800000) : carType === "demo" ? 0.92 : 1;
  let price = Math.max(3990, Math.round((basePrice * depreciation) / 1000) * 1000 - 10);
  if (rnd.chance(0.01)) price = 0; // price on application
  const beforePrice = price > 0 && rnd.chance(0.08) ? price + rnd.pick([500, 1000, 1500, 2000, 3000]) : null;
  const offerPrice = carType === "new" && price > 0 && rnd.chance(0.05) ? price - rnd.pick([500, 1000, 2000]) : null;

  const colour = rnd.weighted(VEHICLE_PAINTS.map(([name, hex, w]) => [[name, hex] as const, w] as const));
  const locationId = rnd.pick(plan.locationIds);
  const place = plan.places[plan.locationIds.indexOf(locationId)] ?? plan.places[0];
  const state = place?.state ?? "QLD";
  const stocknum = `${plan.stockPrefix}${String(10000 + localIndex)}`;
  const slug = slugify(`${year} ${make.name} ${model.name} ${badge.badge} ${stocknum}`);

  const createdDaysAgo = rnd.chance(0.1) ? rnd.int(0, 7) : rnd.int(8, 160);
  const createdAt = addDays(referenceDate, -createdDaysAgo - rnd.float(0, 1));
  const soldAt = status === "sold" ? addDays(referenceDate, -rnd.float(0, 10)) : null;
  const inStock = status === "in_stock";

  let tag: string | null = null;
  if (carType === "demo" && rnd.chance(0.2)) tag = "Test Drive Only";
  else if (inStock && rnd.chance(0.06)) tag = rnd.pick(CUSTOM_TAGS);

  const certified = carType === "used" && plan.certifiedManufacturer === make.name && age <= 5 && km <= 100000 && rnd.chance(0.7);
  const body = artBody(model);
  const media = buildMedia(rnd, id, body, colour[1], carType, status, vehicleTitle({ year, make: make.name, model: model.name }));

  const variant: VehicleVariant = {
    cylinders: badge.cylinders ?? undefined,
    enginesize: badge.engineCc ?? undefined,
    enginesize_litres: badge.engineCc ? Math.round(badge.engineCc / 100) / 10 : undefined,
    induction: badge.induction === "N/A" ? undefined : badge.induction,
    geartype: badge.transmissionDescription,
    fuelconsumptioncombined: badge.fuelConsumption ?? undefined,
    fuelcapacity: model.dimensions?.fuelTank,
    grossvehiclemass: model.dimensions?.gvmKg,
    vehiclelength: model.dimensions?.lengthMm ?? model.caravan?.lengthMm,
    vehicleheight: model.dimensions?.heightMm,
    vehiclewidth: model.dimensions?.widthMm ?? model.caravan?.widthMm,
    towingcapacitybraked: model.dimensions?.towingKg,
    torque: badge.torque ?? undefined,
    power: badge.power ?? undefined,
    ancaprating: model.dimensions?.ancap,
  };

  const rego = carType !== "new" && kind !== "caravan" ? makeRegoPlate(rnd, state) : kind === "caravan" && carType === "used" ? makeRegoPlate(rnd, state) : null;
  const regoExpiry = rego ? isoDate(addDays(referenceDate, carType === "demo" ? rnd.int(30, 360) : rnd.int(-120, 360))) : null;

  return {
    id,
    dealershipId: plan.dealershipId,
    locationId,
    manufacturerId: null,
    modelId: null,
    slug,
    stocknum,
    vin: makeVin(rnd, make.wmi, year),
    nvic: kind === "car" && rnd.chance(0.6) ? randomCode(rnd, 6) : null,
    regplate: rego,
    regoState: rego ? state : null,
    regoExpiry,
    itemType: kind,
    year,
    make: make.name,
    model: model.name,
    badge: badge.badge,
    series: seriesForYear(model.series, year),
    colour: colour[0],
    interiorColour: kind === "car" ? rnd.pick(["Black Cloth", "Black Leather", "Grey Cloth", "Tan Leather", "Charcoal"]) : null,
    body: model.manufacturerBody,
    simpleBody: model.body,
    bodyconfiguration: model.body === "Ute" ? rnd.pick(["Double Cab", "Extra Cab", "Single Cab"]) : null,
    manufacturerBody: model.manufacturerBody,
    fuel: badge.fuelDescription,
    simpleFuel: badge.fuel,
    drive: badge.drive,
    simpleDrive: badge.drive,
    transmission: badge.transmissionDescription,
    simpleTransmission: badge.transmission,
    gearnum: badge.gears,
    seats: badge.seats,
    doors: badge.doors,
    engineSize: badge.engineCc,
    engineSizeLitres: badge.engineCc ? (Math.round(badge.engineCc / 100) / 10).toFixed(1) : null,
    cylinders: badge.cylinders,
    km,
    buildDate: `${year - (carType === "new" ? 0 : 1)}-${String(rnd.int(1, 12)).padStart(2, "0")}-01`,
    complianceDate: `${year}-${String(rnd.int(1, 12)).padStart(2, "0")}-01`,
    price,
    beforePrice,
    offerPrice,
    // New and demo cars in stock that are not on offer (an offer car shows its offer price); no draw, so every other
    // seeded value stays as it was.
    subscriptionPrice: plan.subscription && inStock && carType !== "used" && offerPrice === null ? demoSubscriptionPrice(price) : null,
    priceType: price === 0 ? null : carType === "used" ? rnd.pick(["Drive Away", "Excl. Govt. Charges"]) : "Drive Away",
    preorder: status === "coming_soon" && carType === "new" && rnd.chance(0.3),
    carType,
    status,
    tag,
    reserved: inStock && rnd.chance(0.04),
    certified,
    showOnDealerWebsite: rnd.chance(0.985),
    soldAt,
    customRank: rnd.int(0, 1000),
    views: rnd.int(0, 650),
    photosCount: media.images.length,
    primaryImageUrl: media.images[0]?.url ?? null,
    dealerComments: withLongerComment(rnd.chance(0.85) ? rnd.sample(COMMENTS, rnd.int(2, 5)).join(rnd.chance(0.4) ? " | " : " ") : null, id),
    carsalesTitle: `${year} ${make.name} ${model.name} ${badge.badge} ${badge.transmission === "Automatic" ? "Auto" : badge.transmission}`,
    media,
    variant: dropUndefined(variant),
    specifications: model.caravan
      ? {
          body_width: model.caravan.widthMm,
          body_length: model.caravan.lengthMm,
          tare_weight: model.caravan.tareKg,
          axle_type: model.caravan.axle,
          sleeps: model.caravan.sleeps,
          aggregate_trailer_mass: model.caravan.atmKg,
        }
      : {},
    standardEquipment: rnd.chance(0.75) ? rnd.sample(EQUIPMENT[kind], rnd.int(8, 14)) : [],
    // The lender's figures are for the price the car's page shows (an offer price when there is one), as a lender
    // quotes the price the shopper pays (issue 39, item 2).
    financeLenders: financeLenders(rnd, plan.financeProvider, financedPrice({ price, offerPrice }), inStock, plan.financeLender),
    // No stored quote: a dealership's car is shown by several sites, and each site's quote follows its own lender
    // (`carFinance`, POST /api/youx/quote). The draw is kept so every other seeded value stays as it was.
    youxQuote: inStock && price > 500 && rnd.chance(0.3) ? null : null,
    autograbData: carType === "used" && inStock && price > 200 && rnd.chance(0.85)
      ? { state_average_market_price: Math.round(price * rnd.float(0.94, 1.12)), average_market_price: Math.round(price * rnd.float(0.95, 1.1)) }
      : null,
    paymentProcessors: inStock
      ? [{ name: "Stripe", depositAmount: rnd.pick([200, 200, 500, 1000, null, 0]), checkoutEnabled: rnd.chance(0.8) }]
      : [],
    // Half the used cars in stock come with a history report file (a generated sample; see demo-history-report.ts).
    historyReport: carType === "used" && inStock && id % 2 === 0 ? { url: demoHistoryReportPath(slug), name: "Vehicle history report" } : null,
    // Present because the bulk insert does not apply column defaults: nothing in the demo is edited by hand yet.
    lockedFields: [],
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * A demo weekly subscription (dollars a week) for a car of this price: three years' worth of the price with 30% on
 * top for the registration, insurance and servicing a subscription includes; null for a car with no price.
 */
export function demoSubscriptionPrice(price: number): number | null {
  return price > 0 ? Math.round((price * 1.3) / 156) : null;
}

function pickModel(rnd: Random, make: MakeSpec): ModelSpec {
  // The first models of a make are its best sellers: weight them higher.
  const weights = make.models.map((m, i) => [m, Math.max(1, make.models.length - i)] as const);
  return rnd.weighted(weights);
}

function buildMedia(rnd: Random, id: number, body: ArtBody, hex: string, carType: string, status: string, label: string) {
  const colour = hex.replace("#", "");
  const photoCount = rnd.weighted([[0, 2], [1, 3], [2, 3], [3, 3], [rnd.int(6, 8), 89]] as const);
  const count = status === "coming_soon" ? Math.min(photoCount, 2) : photoCount;
  const images: ImageRef[] = Array.from({ length: count }, (_, index) => ({
    url: generatedImageUrl({ body, colour, seed: id, shot: { kind: "photo", index }, size: "full" }),
    thumbUrl: generatedImageUrl({ body, colour, seed: id, shot: { kind: "photo", index }, size: "thumb" }),
    width: 600,
    height: 400,
    alt: `${label} photo ${index + 1}`,
  }));
  const hasSpin = count >= 6 && carType !== "used" && rnd.chance(0.3);
  const frames = 36;
  const spinImages = hasSpin
    ? Array.from({ length: frames }, (_, frame) => generatedImageUrl({ body, colour, seed: id, shot: { kind: "spin", frame, frames }, size: "full" }))
    : [];
  const hotspots: Hotspot[] = hasSpin
    ? [
        // Positions follow the generated drawings: headlamps low at the front in the first and last frames,
        // the near front wheel in the side-on frames.
        { id: `${id}-lights`, description: "LED headlights with automatic high beam", view: "exterior", anchors: [
          { frame: 0, posX: 24, posY: 72 }, { frame: 1, posX: 20, posY: 73 }, { frame: 2, posX: 15, posY: 74 }, { frame: 3, posX: 11, posY: 75 },
          { frame: 34, posX: 37, posY: 74 }, { frame: 35, posX: 30, posY: 73 },
        ] },
        { id: `${id}-wheels`, description: "Alloy wheels", view: "exterior", anchors: [6, 7, 8, 9, 10, 11, 12].map((frame) => ({ frame, posX: 28, posY: 68 })) },
        { id: `${id}-screen`, description: "Touchscreen with smartphone mirroring", view: "interior", anchors: [{ frame: 0, posX: 50, posY: 42 }] },
      ]
    : [];
  return {
    images,
    videoUrl: null,
    externalVideoUrl: null,
    walkaroundVideos: [],
    videos: [],
    spinImages,
    spinInteriorImage: hasSpin ? generatedImageUrl({ body, colour, seed: id, shot: { kind: "interior" }, size: "large" }) : null,
    spinCode: null,
    hotspots,
  };
}

/**
 * The dealership's lender figures for its site's provider: the site lender's loan for the car (`carFinance`: the
 * estimate's 5-year term, 10% deposit and 30% final payment at the lender's advertised rate, with its fees and
 * rounding), so the finance summary, the estimate panel, the calculator and POST /api/youx/quote agree. The random
 * draws of the earlier generator are kept (some unused), so every other seeded value stays as it was.
 */
function financeLenders(rnd: Random, provider: string | null, price: number, inStock: boolean, lender: DealershipPlan["financeLender"]): FinanceLenders {
  if (!provider || price <= 500 || !inStock) return {};
  rnd.pick([6.99, 7.49, 7.99, 8.49, 8.99, 9.49]);
  if (rnd.chance(0.92)) rnd.float(0.3, 0.9);
  rnd.chance(0.3);
  const loan = carFinance({ price, lender: null, settings: lender });
  if (!loan || loan.payment === null) return {};
  const monthly = calculateRepayment({
    inputs: { ...loan.inputs, frequency: "month" },
    settings: { rounding: lender.rounding, establishmentFee: loanFees(lender).financedFee },
    advertisedPrice: price,
  });
  const { interestRate, comparisonRate, termYears, deposit, finalPayment } = loan;
  // The draw that once left the weekly payment out 1 time in 10: the pages lead with it, so it is always given.
  rnd.chance(0.9);
  const paymentMonth = rnd.chance(0.9) ? monthly.payment : null;
  return {
    [provider]: {
      interestRate,
      comparisonRate,
      paymentWeek: loan.payment,
      paymentMonth,
      termYears,
      termMonths: termYears * 12,
      termWeeks: termYears * 52,
      deposit,
      balloon: finalPayment,
      establishmentFees: lender.establishmentFee,
      totalPayable: loan.totalPayable,
      disclaimer: rnd.chance(0.8)
        ? `Indicative repayment based on a ${termYears}-year secured loan at ${interestRate}% p.a. (comparison rate ${comparisonRate ?? "n/a"}% p.a.) with a $${deposit.toLocaleString("en-AU")} deposit and a $${finalPayment.toLocaleString("en-AU")} final payment. Fees and charges apply; approved applicants only. ${provider} Australian Credit Licence 390000.`
        : null,
      financeProvider: provider,
    },
  };
}

function randomCode(rnd: Random, length: number): string {
  const chars = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
  let out = "";
  for (let i = 0; i < length; i++) out += rnd.pick([...chars]);
  return out;
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
