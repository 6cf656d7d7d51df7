/**
 * What the console's stock pages hand their components: the table's rows and filters, and a car's edit page.
 * Plain data, already in words (prices, dates, statuses), so the components format nothing.
 */
import type { LifecycleStatus } from "@/domain/console/stock";

/** A car's editable values, the shape of the edit contract's body (`StockEdit`, which view models may not import). */
export interface StockEditValues {
  price: number;
  offerPrice: number | null;
  status: LifecycleStatus;
  comments: string;
  features: string[];
  showOnWebsite: boolean;
}

export interface StockRowView {
  id: number;
  href: string;
  title: string;
  stockNumber: string;
  photoUrl: string | null;
  priceLabel: string;
  /** The offer price in words when there is one ("Offer $21,990"). */
  offerLabel: string | null;
  status: LifecycleStatus;
  statusLabel: string;
  /** Not shown to shoppers (the website switch is off, or withdrawn). */
  hidden: boolean;
  carTypeLabel: string;
  dealershipName: string;
  daysInStock: number;
  views: number;
  leads: number;
  healthScore: number;
  /** What the listing lacks, each in words; empty when complete. */
  healthMissing: string[];
}

export interface StockOption {
  value: string;
  label: string;
}

export interface StockFilterBarView {
  values: { q: string; dealership: string; status: string; type: string; make: string; sort: string };
  dealerships: StockOption[];
  statuses: StockOption[];
  types: StockOption[];
  makes: StockOption[];
  sorts: StockOption[];
}

export interface StockTableView {
  rows: StockRowView[];
  total: number;
  totalLabel: string;
  /** More cars match than the count goes to (`total` is then the cap). */
  capped: boolean;
  page: number;
  pageCount: number;
  previousHref: string | null;
  nextHref: string | null;
  filtered: boolean;
  filters: StockFilterBarView;
}

export interface StockChangeView {
  id: number;
  whenIso: string;
  whenLabel: string;
  who: string;
  /** Each changed field: its label and the values before and after in words. */
  fields: Array<{ field: string; label: string; before: string; after: string }>;
}

export interface StockCarView {
  id: number;
  title: string;
  stockNumber: string;
  vin: string | null;
  rego: string | null;
  dealershipName: string;
  carTypeLabel: string;
  photoUrl: string | null;
  statusLabel: string;
  priceLabel: string;
  daysInStock: number;
  views: number;
  leads: number;
  healthScore: number;
  healthMissing: string[];
  /** The fields the dealer has set by hand, which the feed leaves alone. */
  lockedFieldLabels: string[];
  /** Managers and owners edit; sales read. */
  canEdit: boolean;
  /** The car's page on each site that lists it (the platform's address of the site), while it is on the website. */
  websitePages: Array<{ siteName: string; href: string }>;
  edit: StockEditValues;
  /** Its photos in order, the cover first. */
  photos: StockPhotoView[];
  history: StockChangeView[];
  /** The car's price changes, newest first. */
  priceHistory: Array<{ whenIso: string; whenLabel: string; who: string; from: string; to: string }>;
}

/** One of a car's photos in the console's photo manager. */
export interface StockPhotoView {
  /** The id the photo actions name it by (`photoIds`). */
  id: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
  /** An uploaded photo (the platform's own file) rather than the feed's or the demo's picture. */
  uploaded: boolean;
}
