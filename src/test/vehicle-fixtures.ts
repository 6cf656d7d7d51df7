/**
 * Plain rows for unit tests of the services that turn a vehicle into what a page shows: a site with parsed
 * settings and a vehicle with its dealership and location, without a database.
 */
import { parseSiteSettings } from "@/domain/site/settings";
import { parseSiteTheme } from "@/domain/site/theme";
import type { VehicleWithLocation } from "@/server/data/vehicles";
import type { Site } from "@/server/sites/site-store";

export function testSite(settings: Record<string, unknown> = {}, overrides: Partial<Site> = {}): Site {
  return {
    id: 1,
    slug: "test-site",
    name: "Test Motors",
    template: "franchise",
    manufacturerId: null,
    primaryDealershipId: null,
    theme: parseSiteTheme("test-site", { primary: "#1d4ed8", primaryForeground: "#fff", accent: "#f59e0b", accentForeground: "#111827", header: "#ffffff", headerForeground: "#111827", logoUrl: null, radius: 0.5 }),
    settings: parseSiteSettings("test-site", settings),
    hostnames: [],
    ...overrides,
  };
}

export type VehicleRow = VehicleWithLocation["vehicle"];

export function testVehicle(overrides: Partial<VehicleRow> = {}, more: Partial<Omit<VehicleWithLocation, "vehicle">> = {}): VehicleWithLocation {
  const created = new Date("2026-01-05T00:00:00Z");
  const vehicle: VehicleRow = {
    id: 7,
    dealershipId: 3,
    locationId: 5,
    manufacturerId: null,
    modelId: null,
    slug: "2022-toyota-hilux-sr5-7",
    stocknum: "T1234",
    vin: "JTMABC12345678901",
    nvic: null,
    regplate: null,
    regoState: null,
    regoExpiry: null,
    itemType: "car",
    year: 2022,
    make: "Toyota",
    model: "HiLux",
    badge: "SR5",
    series: "GUN126R",
    colour: "White",
    interiorColour: null,
    body: "Cab Chassis",
    simpleBody: "Ute",
    bodyconfiguration: null,
    manufacturerBody: null,
    fuel: "Diesel",
    simpleFuel: "Diesel",
    drive: "4x4",
    simpleDrive: "4x4",
    transmission: "Automatic",
    simpleTransmission: "Automatic",
    gearnum: 6,
    seats: 5,
    doors: 4,
    engineSize: 2755,
    engineSizeLitres: "2.8",
    cylinders: 4,
    km: 42_000,
    buildDate: null,
    complianceDate: null,
    price: 45_990,
    beforePrice: null,
    offerPrice: null,
    subscriptionPrice: null,
    priceType: "Drive Away",
    preorder: false,
    carType: "used",
    status: "in_stock",
    tag: null,
    reserved: false,
    certified: false,
    showOnDealerWebsite: true,
    soldAt: null,
    customRank: 0,
    views: 10,
    photosCount: 1,
    primaryImageUrl: "/media/gen/ute/ffffff/1/p0.full.jpg",
    dealerComments: "One owner|Full service history",
    carsalesTitle: null,
    privateSuburb: null,
    privatePostcode: null,
    media: { images: [{ url: "/media/gen/ute/ffffff/1/p0.full.jpg", thumbUrl: "/media/gen/ute/ffffff/1/p0.thumb.jpg", width: 600, height: 400 }], walkaroundVideos: [], videos: [], spinImages: [], hotspots: [] },
    variant: {},
    specifications: {},
    standardEquipment: [],
    financeLenders: {},
    youxQuote: null,
    autograbData: null,
    paymentProcessors: [],
    historyReport: null,
    createdAt: created,
    updatedAt: created,
    ...overrides,
  } as VehicleRow;
  return {
    vehicle,
    location: { id: 5, name: "Coastal Toyota Sales", slug: "coastal-toyota-sales", street: "12 Sunshine Motorway", city: "Maroochydore", state: "QLD", postcode: "4558", lat: -26.6588, lng: 153.0889, placeId: null, phone: "+61754430000", landlinePhone: null, mobile: null, distributionLocations: [], dealerLicenceNumber: null },
    dealership: { id: 3, slug: "coastal-toyota", name: "Coastal Toyota", dealerLicenceNumber: null },
    ...more,
  };
}
