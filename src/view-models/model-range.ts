/** A model range tile (spec 002 §2 model tile): image, name, optional From {price}, description, Explore. */
export interface ModelTileData {
  name: string;
  href: string;
  imageUrl: string | null;
  fromPrice: number | null;
  /** Already cut to 200 characters (`modelTileDescription`). */
  description: string | null;
  /** 'New', 'Coming Soon' or null (`modelStatusLabel`). */
  statusLabel: string | null;
}

/** /models: the site's range, filtered by body and make, 21 a page. */
export interface ModelsPageView {
  title: string;
  models: ModelTileData[];
  total: number;
  page: number;
  pages: number;
  /** The body filters and makes a visitor can pick, each with its link; `current` marks the one shown. */
  bodies: Array<{ label: string; href: string; current: boolean }>;
  makes: Array<{ label: string; href: string; current: boolean }>;
  /** The query of the page without `page`, for the pager's links. */
  baseQuery: string;
  /** The text searched for ("" for none), and the filters the search form keeps as hidden fields. */
  query: string;
  hidden: Array<{ name: string; value: string }>;
}

/** One model's page (/models/{slug}, /{model-slug}). */
export interface ModelPageView {
  name: string;
  makeName: string;
  fullName: string;
  imageUrl: string | null;
  fromPrice: number | null;
  description: string | null;
  statusLabel: string | null;
  bodyName: string | null;
  stockHref: string;
  testDriveHref: string;
}

/** A brand's page (/{brand}/overview). */
export interface BrandOverviewView {
  name: string;
  slug: string;
  logoUrl: string | null;
  stockHref: string;
  models: ModelTileData[];
}
