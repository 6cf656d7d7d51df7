import type { LocationMapView, LocationView } from "./locations";
import type { AutobotFacts } from "@/domain/vehicle-page/autobot";
import type { Breadcrumb } from "@/domain/vehicle-page/breadcrumbs";
import type { LenderFigures } from "@/domain/finance/lender";
import type { MediaView, VideoPosition } from "@/domain/vehicle-page/media-viewer";
import type { SpinHotspot } from "@/domain/vehicle-page/media-viewer-spin";
import type { MarketPriceIndicator } from "@/domain/market/price-gauge-market";
import type { PriceLine } from "@/domain/vehicle/price-display";
import type { SidebarButtonView } from "@/domain/vehicle-page/sidebar-buttons";
import type { InfoSection } from "@/domain/vehicle-page/sections";
import type { SpecRow } from "@/domain/vehicle/specs";
import type { JsonLdObject } from "@/domain/vehicle-page/json-ld";
import type { CarType, StockStatus } from "@/domain/vehicle/types";
import type { DeliveryRegion } from "@/domain/vehicle-page/delivery-calculator";
import type { SaveVisibility } from "@/domain/shopper/watchlist-visibility";
import type { FinanceCar } from "./finance";

/**
 * The vehicle page as `vehiclePageModel` (src/server/services/vehicle-page/vehicle-page.ts) works it out from the car and the
 * site's settings, and the page's components lay it out: every rule is applied before this, none after.
 */

export interface ViewerImage {
  url: string;
  thumbUrl: string;
  alt?: string;
}

export interface MediaViewerProps {
  title: string;
  images: ViewerImage[];
  videoUrl: string | null;
  videoPosition: VideoPosition;
  walkaroundUrl: string | null;
  spinFrames: string[];
  interiorUrl: string | null;
  hotspots: SpinHotspot[];
  views: MediaView[];
  initialView: MediaView;
  showThumbnails: boolean;
  autoRotate: boolean;
  /** `vehiclePage.spinIntervalMs` and `spinSensitivityPx`. */
  spinIntervalMs: number;
  spinSensitivityPx: number;
}

export interface VehiclePageView {
  car: {
    id: number;
    slug: string;
    stocknum: string;
    series: string | null;
    carType: CarType;
    itemType: "car" | "motorcycle" | "truck" | "caravan";
    status: StockStatus;
    photosCount: number;
    /** ISO time of the listing's last change (the view counter's "updated"). */
    updatedAt: string;
    dealerComments: string | null;
    /** 'RESERVED' while someone holds the car (in stock and reserved, `showsReserved`); null otherwise. */
    reservedTag: string | null;
    /** Offered for test drives only (`isTestDriveOnly`): its test drive is event 17 even when used. */
    testDriveOnly: boolean;
  };
  siteId: number;
  dealershipId: number;
  title: string;
  fullTitle: string;
  /** 'Used', 'New' or 'Demo'. */
  carTypeLabel: string;
  /** In stock or coming soon: the price and the enquiry buttons show; otherwise the SOLD message. */
  available: boolean;
  soldMessage: string;
  /** The price as the sidebar, the sticky bars and Autobot show it (`priceLine`). */
  price: PriceLine;
  /**
   * The sidebar's market indicator, with its words (marketIndicatorText): "$3,000 below the QLD market average of
   * $48,990" on the car's state average, else on the platform's estimate (`pageMarket`, the gauge's figure too).
   */
  market: (MarketPriceIndicator & { text: string }) | null;
  /** Short facts under the price: kms (not on caravans), transmission, body. */
  facts: { kms: string | null; transmission: string | null; body: string | null };
  certified: string | null;
  chatFacts: AutobotFacts;
  breadcrumbs: Breadcrumb[];
  jsonLd: JsonLdObject;
  media: MediaViewerProps;
  keyInformation: SpecRow[];
  specifications: SpecRow[];
  carDetails: SpecRow[];
  /** Where Apply for Finance goes (`carFinanceHref`); null when the car has no finance on offer. */
  financeHref: string | null;
  finance: { car: FinanceCar; lender: LenderFigures | null };
  features: string[] | null;
  sections: InfoSection[];
  sectionContent: { whatsIncluded: string[]; whyBuyFromUs: string[]; reservation: string; protect: string };
  messages: { enquiry: string; testDrive: string; findSimilar: string };
  phone: string | null;
  /** Whether the sidebar's number starts masked (`phoneMaskedOnPage`). */
  phoneMasked: boolean;
  buttons: SidebarButtonView[];
  gauge: boolean;
  fuel: { litresPer100km: number | null } | null;
  deliveryRegions: DeliveryRegion[];
  save: SaveVisibility | null;
  compare: boolean;
  similarTitle: string;
  /** Where the car is: its location, or its dealership when it has none. */
  place: { name: string; city: string | null; state: string | null; distributionLocations: string[]; address: string | null; map: LocationMapView | null };
  /** 'See more from this dealer': the search of the car's dealership's stock (spec 001 §2, /search/{dealership_slug}). */
  dealerStock: { name: string; href: string };
  /** The sidebar's location link text: the location's name, or 'Vehicle Location'. */
  locationLabel: string;
  /** 'Sales this Month': the site's cars sold since the 1st (`salesCounterValue`); null hides the banner. */
  salesThisMonth: number | null;
}

/** One of the dealer's blocks under a car's details (`vehiclePage.detailBlocks`). */
export type VehicleDetailBlockView =
  | { block: "featureBanner"; features: Array<{ title: string; text: string }> }
  | { block: "dealerInfoTabs"; name: string; about: string; location: LocationView }
  | { block: "serviceBanner"; href: string };
