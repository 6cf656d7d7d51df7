import "server-only";
import { locationMap } from "@/server/services/locations/location-map";
import { vehicleBreadcrumbs } from "@/domain/vehicle-page/breadcrumbs";
import { carDetailsRows, featuresView, keyInformationRows, specificationRows, type SpecVehicle } from "@/domain/vehicle/specs";
import { locationPhone } from "@/domain/contact/location-phone";
import { chooseDealerPhone, missingPhoneWarning, phoneMaskedOnPage, type PhoneSource } from "@/domain/vehicle-page/dealer-phone";
import type { AutobotFacts } from "@/domain/vehicle-page/autobot";
import { carFinanceHref } from "@/domain/finance/link";
import { financedPrice } from "@/domain/finance/car-finance";
import { priceLine } from "@/domain/vehicle/price-display";
import { listedKms } from "@/domain/vehicle/specs";
import { vehicleTitle } from "@/domain/vehicle/title";
import { carTypeLabel } from "@/domain/vehicle/types";
import { dealerCommentParagraphs } from "@/domain/vehicle/dealer-comments";
import { availableMediaViews, defaultMediaView, galleryVideoUrl, thumbnailStripVisible } from "@/domain/vehicle-page/media-viewer";
import { registrationText } from "@/domain/vehicle/registration";
import { sidebarButtons, tradeInAllowed } from "@/domain/vehicle-page/sidebar-buttons";
import { stockNoun } from "@/domain/vehicle/noun";
import { vehicleJsonLd } from "@/domain/vehicle-page/json-ld";
import {
  infoSections,
  isAvailable,
  PROTECT_YOUR_CAR_TEXT,
  soldCarMessage,
  vehicleEnquiryMessages,
  whatsIncludedItems,
  whyBuyFromUsItems,
} from "@/domain/vehicle-page/sections";
import { lenderFor } from "@/domain/finance/lender";
import { marketIndicator, marketIndicatorText } from "@/domain/market/price-gauge-market";
import { pageMarket } from "@/domain/market/page-market";
import type { MarketEstimate } from "@/domain/market/estimate";
import { reservationText } from "@/domain/vehicle-page/reservation-text";
import { reservationDeposit } from "@/domain/reservation/deposit";
import { isTestDriveOnly, RESERVED_TAG_TEXT, showsReserved } from "@/domain/vehicle/tag";
import { VEHICLE_LOCATION_LABEL } from "@/domain/vehicle-page/sidebar-buttons";
import { similarVehiclesTitle } from "@/domain/vehicle-page/similar-vehicles";
import type { VehiclePageView } from "@/view-models/vehicle-page";
import { toFinanceCar } from "@/server/services/finance/finance-car";
import { favouriteAndCompareVisible, saveVisibility } from "@/domain/shopper/watchlist-visibility";
import { certifiedBadgeVisible } from "@/domain/vehicle-page/certified";
import { autogaugeEligible } from "@/domain/market/price-gauge";
import { fuelCalculatorVisible } from "@/domain/vehicle-page/fuel-cost";
import { siteSalesSince, type VehicleWithLocation } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import { salesCounterValue, salesMonthStart } from "@/domain/vehicle-page/sales-this-month";
import { logger } from "@/server/logger";
import { saveCompareFacts } from "@/server/services/vehicle-cards/vehicle-cards";
import type { Site } from "@/server/sites/site-store";

/** The car's registration as its Car Details row shows it ('Expires on …', 'Unregistered' where set, or null). */
function vehicleRegistration(site: Site, vehicle: VehicleWithLocation["vehicle"], now: Date): string | null {
  return registrationText(vehicle.regoExpiry, { now, showUnregistered: site.settings.vehiclePage.showUnregistered });
}

/** The Specifications row Autobot answers towing from: the value the page shows, so the two always agree. */
const TOWING_ROW_LABEL = "Towing Capacity (Braked)";
function specRowValue(rows: ReadonlyArray<{ label: string; value: unknown }>, label: string): string | null {
  const row = rows.find((r) => r.label === label);
  return row ? String(row.value) : null;
}

/** The Car Details rows of a car (the page, the print view and the PDF show the same list). */
export function vehicleDetailRows(site: Site, vehicle: VehicleWithLocation["vehicle"], now: Date = new Date(), registration = vehicleRegistration(site, vehicle, now)) {
  return carDetailsRows({ ...vehicle, variant: vehicle.variant, specifications: vehicle.specifications }, registration);
}

/**
 * The page's title and description (metadata and Open Graph): "Used 2022 Toyota HiLux SR5, 42,000 kms, $45,990 Drive
 * Away. Stock #...". A caravan's has no kilometres (`listedKms`).
 */
export function vehiclePageMeta(site: Site, { vehicle, location, dealership }: VehicleWithLocation): { title: string; description: string } {
  const title = vehicleTitle(vehicle, { badge: true });
  const price = priceLine(vehicle, { subscriptionSite: site.settings.features.subscription, noPriceText: site.settings.card.noPriceText });
  const shownPrice = price.display.kind === "none" || price.display.kind === "preorder" ? "" : `, ${price.text}`;
  const kms = listedKms(vehicle);
  return { title, description: `${carTypeLabel(vehicle.carType)} ${title}${kms ? `, ${kms}` : ""}${shownPrice}. Stock #${vehicle.stocknum} at ${location?.name ?? dealership.name}.` };
}

/**
 * The one phone of a car (`chooseDealerPhone`): the page's header, its sidebar and Call Now, the print view and
 * the PDF all show this number. `sitePhone` is the site's own (the shell's `phone`), the last resort.
 */
export function carContactPhone(site: Site, { vehicle, location }: Pick<VehicleWithLocation, "vehicle" | "location">, sitePhone: string | null): { phone: string; source: PhoneSource } | null {
  const phone = chooseDealerPhone(vehicle, site.settings.phone, location ? locationPhone(location) : null, sitePhone ?? site.settings.contact.phone ?? null);
  if (!phone) logger.warn({ site: site.slug }, missingPhoneWarning(vehicle));
  return phone;
}

/** The site's cars sold this month on the Brisbane clock (`salesMonthStart`), read only where the site shows the banner. */
export async function soldThisMonth(site: Site, now: Date = new Date()): Promise<number> {
  return site.settings.vehiclePage.salesCounter ? siteSalesSince(siteScope(site), salesMonthStart(now)) : 0;
}

/**
 * Everything the vehicle page shows, worked out once from the car and the site's settings by the domain
 * rules, so the page only lays it out.
 */
export function vehiclePageModel(
  site: Site,
  found: VehicleWithLocation,
  origin: string,
  now: Date = new Date(),
  data: {
    soldThisMonth?: number;
    sitePhone?: string | null;
    /** The car's market estimate (`listedVehicleMarketEstimate`, the gauge's): the market indicator is worked out from it. */
    marketEstimate?: MarketEstimate | null;
  } = {},
): VehiclePageView {
  const { vehicle, location, dealership } = found;
  const s = site.settings;
  const specVehicle: SpecVehicle = { ...vehicle, variant: vehicle.variant, specifications: vehicle.specifications };
  const registration = vehicleRegistration(site, vehicle, now);
  const phone = carContactPhone(site, found, data.sitePhone ?? null);
  // Finance on the price the page shows (`financedPrice`), as the finance widgets' loan is (issue 39, item 2).
  const financeHref = carFinanceHref({ ...vehicle, price: financedPrice(vehicle), dealershipSlug: dealership.slug }, s.finance);
  const price = priceLine(vehicle, { subscriptionSite: s.features.subscription, noPriceText: s.card.noPriceText });
  const images = vehicle.media.images;
  const inStock = vehicle.status === "in_stock";
  const views = availableMediaViews(vehicle.media);
  const title = vehicleTitle(vehicle);
  const fullTitle = vehicleTitle(vehicle, { badge: true });
  const saveCompare = saveCompareFacts(vehicle, site);
  const chatFacts: AutobotFacts = {
    title: fullTitle,
    status: vehicle.status,
    reserved: vehicle.reserved,
    priceText: price.text,
    kmsText: listedKms(vehicle),
    registrationText: registration,
    locationName: location?.name ?? dealership.name,
    address: location ? `${location.city} ${location.state}` : null,
    financeHref,
    towingText: specRowValue(specificationRows(specVehicle), TOWING_ROW_LABEL),
  };
  const available = isAvailable(vehicle.status);
  // The page's one market figure (`pageMarket`): the car's state average where its data has one, else the platform's
  // estimate; the gauge (`priceGaugeForSiteVehicle`) names the same.
  const marketFigure = pageMarket(vehicle.autograbData, data.marketEstimate ?? null, location?.state ?? null);
  const market =
    available && (price.display.kind === "price" || price.display.kind === "offer") ? marketIndicator(vehicle, marketFigure, data.marketEstimate ?? null, price.display.amount) : null;
  const financeCar = toFinanceCar(found, s.finance);
  const whatsIncluded = whatsIncludedItems({ carType: vehicle.carType, hasHistoryReport: vehicle.historyReport !== null }, s.vehiclePage.dealerClaims);
  const whyBuyFromUs = whyBuyFromUsItems(
    s.vehiclePage.whyBuyFromUs,
    { name: dealership.name, licenceNumber: location?.dealerLicenceNumber ?? dealership.dealerLicenceNumber ?? null },
    s.vehiclePage.dealerClaims,
  );
  const buttons = sidebarButtons(
    {
      id: vehicle.id,
      slug: vehicle.slug,
      status: vehicle.status,
      reserved: vehicle.reserved,
      price: financedPrice(vehicle),
      locationName: location?.name ?? null,
      paymentProcessors: vehicle.paymentProcessors,
      historyReportUrl: vehicle.historyReport?.url ?? null,
    },
    {
      buttons: s.vehiclePage.sidebarButtons,
      checkout: { enabled: s.checkout.enabled, path: s.checkout.path, onlinePurchase: s.checkout.onlinePurchase, hideReserveButton: s.vehiclePage.hideReserveButton },
      tradeInAllowed: tradeInAllowed({ featureEnabled: s.features.tradeIn, status: vehicle.status, provider: s.finance.provider, year: vehicle.year, currentYear: now.getFullYear(), maxAgeYears: s.finance.tradeInMaxAgeYears }),
      phone: phone?.phone ?? null,
      whatsapp: s.phone.whatsapp,
      financeHref,
      chat: { token: s.chat.token, available: s.chat.enabled, autobot: s.chat.autobot, openFromEnquire: s.chat.openFromEnquire, alwaysEnquire: s.chat.alwaysEnquireNow },
      customButton: s.vehiclePage.customButton,
      alwaysEnquire: s.vehiclePage.alwaysEnquire,
    },
  );
  return {
    car: {
      id: vehicle.id,
      slug: vehicle.slug,
      stocknum: vehicle.stocknum,
      series: vehicle.series,
      carType: vehicle.carType,
      itemType: vehicle.itemType,
      status: vehicle.status,
      photosCount: vehicle.photosCount,
      updatedAt: vehicle.updatedAt.toISOString(),
      dealerComments: vehicle.dealerComments,
      reservedTag: showsReserved(vehicle) ? RESERVED_TAG_TEXT : null,
      testDriveOnly: isTestDriveOnly(vehicle),
    },
    siteId: site.id,
    dealershipId: dealership.id,
    title,
    fullTitle,
    carTypeLabel: carTypeLabel(vehicle.carType),
    available,
    soldMessage: soldCarMessage(vehicle.itemType),
    // The average is the gauge's (`pageMarket`), named as its sentence names it.
    market: market ? { ...market, text: marketIndicatorText(market) } : null,
    facts: {
      kms: listedKms(vehicle),
      transmission: vehicle.simpleTransmission,
      body: vehicle.simpleBody,
    },
    /** The price as the sidebar, the sticky bars and Autobot show it (`priceLine`). */
    price,
    /** What Autobot answers from. */
    chatFacts,
    breadcrumbs: vehicleBreadcrumbs(
      { carType: vehicle.carType, make: vehicle.make, model: vehicle.model, body: vehicle.simpleBody },
      { trail: s.search.breadcrumbTrail, models: s.search.breadcrumbModels, noun: stockNoun(s.vehicleKinds) },
    ),
    jsonLd: vehicleJsonLd(
      {
        ...vehicle,
        body: vehicle.simpleBody ?? vehicle.body,
        fuel: vehicle.simpleFuel ?? vehicle.fuel,
        drive: vehicle.simpleDrive ?? vehicle.drive,
        transmission: vehicle.simpleTransmission ?? vehicle.transmission,
        imageUrls: images.map((i) => i.url),
        description: dealerCommentParagraphs(vehicle.dealerComments).join(" ") || null,
      },
      { origin },
    ),
    media: {
      title,
      images: images.map((i) => ({ url: i.url, thumbUrl: i.thumbUrl, ...(i.alt ? { alt: i.alt } : {}) })),
      videoUrl: galleryVideoUrl(vehicle.media),
      videoPosition: s.vehiclePage.videoPosition,
      walkaroundUrl: vehicle.media.walkaroundVideos[0]?.url ?? null,
      spinFrames: vehicle.media.spinImages,
      interiorUrl: vehicle.media.spinInteriorImage ?? null,
      hotspots: vehicle.media.hotspots,
      views,
      initialView: defaultMediaView(vehicle.media, { siteDefault: s.vehiclePage.defaultMediaView }),
      showThumbnails: thumbnailStripVisible(inStock, images.length),
      autoRotate: s.vehiclePage.spinAutoRotate,
      spinIntervalMs: s.vehiclePage.spinIntervalMs,
      spinSensitivityPx: s.vehiclePage.spinSensitivityPx,
    },
    keyInformation: keyInformationRows(specVehicle),
    specifications: specificationRows(specVehicle),
    carDetails: vehicleDetailRows(site, vehicle, now, registration),
    /** Where Apply for Finance goes (`carFinanceHref`); null when the car has no finance on offer. */
    financeHref,
    features: featuresView(vehicle.standardEquipment, true)?.visible ?? null,
    // A section with nothing the dealer claims or the car's data says is left out.
    sections: infoSections({ status: vehicle.status, standardEquipment: vehicle.standardEquipment }, s.vehiclePage.infoSections).filter(
      // Reserve Online only beside a Reserve the car offers (issue 39, item 10: non-reservable cars showed it).
      (section) =>
        (section !== "What's Included" || whatsIncluded.length > 0) &&
        (section !== "Why Buy From Us?" || whyBuyFromUs.length > 0) &&
        (section !== "Reserve Online" || buttons.some((b) => b.id === "reserve" || b.id === "onlinePurchase")),
    ),
    sectionContent: {
      whatsIncluded,
      whyBuyFromUs,
      // The deposit this car is charged: its own processor's amount, else the site's default (`reservationDeposit`).
      reservation: reservationText(
        { ...s.checkout, depositText: reservationDeposit(vehicle.paymentProcessors, s.checkout.depositText)?.text ?? s.checkout.depositText },
        { carType: vehicle.carType, noun: vehicle.itemType, reservable: buttons.some((b) => b.id === "reserve") },
      ).join(" "),
      protect: PROTECT_YOUR_CAR_TEXT,
    },
    messages: vehicleEnquiryMessages({ fullTitle, stocknum: vehicle.stocknum }),
    finance: { car: financeCar, lender: lenderFor(financeCar.financeLenders, s.finance.provider) },
    phone: phone?.phone ?? null,
    phoneMasked: phoneMaskedOnPage(s.phone.maskUntilClick),
    buttons,
    certified: certifiedBadgeVisible(vehicle, s.card.certifiedManufacturer) ? s.card.certifiedManufacturer : null,
    gauge: autogaugeEligible(vehicle, s.vehiclePage.autogauge),
    fuel: fuelCalculatorVisible(vehicle, s.vehiclePage.fuelCalculator) && vehicle.itemType !== "caravan" ? { litresPer100km: vehicle.variant.fuelconsumptioncombined ?? null } : null,
    deliveryRegions: vehicle.status === "in_stock" ? s.delivery.regions : [],
    save: s.features.watchlist ? saveVisibility(saveCompare.vehicle, saveCompare.rules) : null,
    compare: s.features.compare && favouriteAndCompareVisible(saveCompare.vehicle, saveCompare.rules),
    similarTitle: similarVehiclesTitle(vehicle.itemType, s.features.subscription),
    place: location
      ? {
          name: location.name,
          city: location.city,
          state: location.state,
          distributionLocations: location.distributionLocations,
          address: `${location.street}, ${location.city} ${location.state} ${location.postcode}`,
          map: locationMap(site, location),
        }
      : { name: dealership.name, city: null, state: null, distributionLocations: [], address: null, map: null },
    dealerStock: { name: dealership.name, href: `/search/${dealership.slug}` },
    locationLabel: location?.name ?? VEHICLE_LOCATION_LABEL,
    salesThisMonth: salesCounterValue(s.vehiclePage.salesCounter, data.soldThisMonth ?? 0),
  };
}

export type VehiclePageModel = VehiclePageView;
