/** The site settings' header and footer menus (settings.ts `navigation`). */
import { z } from "zod";
import { path } from "./settings-fields";

/** A link in the header or footer. `children` makes a dropdown; `megaMenu` fills it from the model range. */
export const navLink = z.strictObject({
  label: z.string().min(1),
  href: path,
  external: z.boolean().default(false),
});

export const navItem = z.strictObject({
  label: z.string().min(1),
  href: path,
  /** A plain dropdown of links. */
  children: z.array(navLink).default([]),
  /** A mega-menu listing the site's model range grouped by category, with brand logo tiles. */
  megaMenu: z.enum(["none", "models", "brands", "stock"]).default("none"),
});

export const footerGroup = z.strictObject({ title: z.string().min(1), links: z.array(navLink).min(1) });

export const navigationSettings = z
  .strictObject({
    items: z.array(navItem).default([]),
    dropdownTrigger: z.enum(["hover", "click"]).default("hover"),
    serviceUrl: path.default("/service"),
    footerGroups: z.array(footerGroup).default([]),
  })
  .prefault({});

export type NavItem = z.infer<typeof navItem>;
export type NavLink = z.infer<typeof navLink>;
export type FooterGroup = z.infer<typeof footerGroup>;
