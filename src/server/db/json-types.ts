/**
 * Shapes of the JSON columns. Display-only detail lives here; anything filtered or sorted is a column.
 * Field names follow the spec where it names them.
 */
import type { LenderFigures } from "@/domain/finance/lender";
import type { SiteThemeValue } from "@/domain/site/theme";
import type { RegisteredVehicle } from "@/domain/trade-in/registered-vehicle";
import type { TradeInOutcome } from "@/domain/trade-in/valuation";

/** A site's theme; its schema (hex colours, local logo, radius) is in src/domain/site/theme.ts. */
export type SiteTheme = SiteThemeValue;

export interface ImageRef {
  /** An uploaded photo's content hash (the console's photo manager); the feed's and the demo's pictures have none. */
  id?: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
  alt?: string;
  /** A feed's picture: the address the feed named, which it was fetched from into the media store (never served). */
  sourceUrl?: string;
}

export interface VideoRef {
  url: string;
  /** 'embed' for a video host's embed URL, 'file' for a file served natively. */
  kind: "embed" | "file";
  posterUrl?: string;
}

/** A hotspot on the 360 spin: per-frame positions in percent of the frame. */
export interface Hotspot {
  id: string;
  description: string;
  view: "exterior" | "interior";
  anchors: Array<{ frame: number; posX: number; posY: number }>;
}

export interface VehicleMedia {
  images: ImageRef[];
  videoUrl?: string | null;
  externalVideoUrl?: string | null;
  walkaroundVideos: VideoRef[];
  videos: VideoRef[];
  /** Exterior spin frames in order, clockwise. Empty when the vehicle has no spin. */
  spinImages: string[];
  spinInteriorImage?: string | null;
  spinCode?: string | null;
  hotspots: Hotspot[];
  /**
   * The pictures a stock feed last named for the car, in its order (src/server/console/feed-images.ts fetches them
   * into the media store; `images` holds those fetched, each with its `sourceUrl`). What the feed compares, so a feed
   * naming the same pictures again changes nothing. Absent for a car no feed gave pictures.
   */
  feedImages?: string[];
}

/** The spec's nested variant details. */
export interface VehicleVariant {
  cylinders?: number;
  enginesize?: number;
  enginesize_litres?: number;
  induction?: string;
  geartype?: string;
  fuelconsumptioncombined?: number;
  fuelcapacity?: number;
  grossvehiclemass?: number;
  vehiclelength?: number;
  vehicleheight?: number;
  vehiclewidth?: number;
  towingcapacitybraked?: number;
  torque?: number;
  power?: number;
  ancaprating?: number;
}

/** Extra specifications: caravans (body_width, sleeps...) and anything a feed supplies beyond the variant. */
export interface VehicleSpecifications {
  body_width?: number;
  body_length?: number;
  tare_weight?: number;
  axle_type?: string;
  sleeps?: number;
  aggregate_trailer_mass?: number;
  [key: string]: string | number | undefined;
}

/** One lender's figures for a car, keyed by provider in `FinanceLenders`: the finance rules' input type. */
export type FinanceLenderEntry = LenderFigures & { financeProvider: string };

export type FinanceLenders = Partial<Record<string, FinanceLenderEntry>>;

export interface YouxQuote {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
}

export interface AutograbData {
  state_average_market_price: number | null;
  average_market_price: number | null;
}

export interface PaymentProcessor {
  name: string;
  /** Reservation deposit in dollars; null or 0 hides the amount. */
  depositAmount: number | null;
  checkoutEnabled: boolean;
}

export interface HistoryReport {
  url: string;
  name: string;
}

export interface OpeningHour {
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  status: "Open" | "Closed";
  /** 24-hour "HH:MM". */
  open: string | null;
  close: string | null;
}

export interface PromoNode {
  title: string;
  text: string;
  imageUrl: string | null;
  href: string;
  cta: string;
}

/** A trade-in's registered car as the look-up answered it (`trade_in_valuations.vehicle`). */
export type TradeInVehicleJson = RegisteredVehicle;

/** A trade-in valuation's outcome (`trade_in_valuations.outcome`): an estimate with its figures, or why there is none. */
export type TradeInOutcomeJson = TradeInOutcome;
