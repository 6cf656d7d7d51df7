import type { NavItem } from "@/domain/site/settings";

/** What the header's menus need, prepared on the server (plain data, passed to the client menu). */
export interface MegaMenuModel {
  name: string;
  href: string;
  imageUrl: string | null;
  fromPrice: number | null;
  status: "new" | "coming_soon" | "current";
}

export interface MegaMenuGroup {
  category: string;
  models: MegaMenuModel[];
}

/**
 * A brand in the header's brands menu: name, search link, logo. A row rather than an object: the menu travels in every
 * page's payload, and a group site lists forty brands or more.
 */
export type BrandTileRow = readonly [name: string, href: string, logoUrl: string | null];

export interface HeaderNavData {
  items: NavItem[];
  trigger: "hover" | "click";
  modelGroups: MegaMenuGroup[];
  brands: BrandTileRow[];
  /** Links shown at the foot of the models mega-menu (Our Stock, Contact Us). */
  modelMenuLinks: Array<{ label: string; href: string }>;
}

/** A location as the footer and home page list it. */
export interface LocationSummary {
  id: number;
  name: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  phone: string | null;
  type: string;
  /** Its page on the site (`locations.detailRoute`), or /contact (`locations.viewLocationGoesToContact`). */
  href: string;
}

/** The site's social pages, linked in the footer (the settings `contact.facebookUrl`, `instagramUrl`, `youtubeUrl`). */
export interface SocialLink {
  label: "Facebook" | "Instagram" | "YouTube";
  href: string;
}
