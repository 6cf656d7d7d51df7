/**
 * The menu editor (`/console/sites/{id}/menus`) and its handler (`POST /console/api/sites/{id}/menus`) share these: the
 * header and footer trees in the settings' own shapes, bounded and checked by the menu tree's rules
 * (`menuTreeProblems` in src/domain/site/menu-tree.ts), so a 400 names the field (`header.0.children.1.label`) with
 * the message the editor shows under it. Like every edit of a site's draft, it carries the draft version and revision
 * the editor loaded. The logo's upload (`POST /console/api/sites/{id}/logo`) answers `SiteLogoSaved`.
 */
import { z } from "zod";
import { footerTree, headerTree, MENU_EXTERNAL_MAX, MENU_MAX_CHILDREN, MENU_MAX_TOP_ITEMS, menuTreeProblems, type MenuTreeKind } from "@/domain/site/menu-tree";
import type { SettingChange } from "@/domain/site/settings-publishing";

const counter = (what: string) => z.number({ error: `${what} must be a number` }).int(`${what} must be a whole number`).min(0, `${what} must be 0 or more`).max(2_147_483_647, `${what} is too large`);

// The shapes only, loosely bounded (a body of 64 KB); the tree's own rules (menuTreeProblems) name each problem.
const text = z.string({ error: "must be text" }).max(MENU_EXTERNAL_MAX, `must be at most ${MENU_EXTERNAL_MAX} characters`);
const link = z.strictObject({ label: text, href: text, external: z.boolean().optional(), children: z.array(z.unknown()).max(0, "menus are at most 2 levels deep").optional() });
const headerItem = z.strictObject({ label: text, href: text, megaMenu: z.enum(["none", "models", "brands", "stock"]).default("none"), children: z.array(link).max(MENU_MAX_CHILDREN + 1, `may hold at most ${MENU_MAX_CHILDREN} links`).default([]) });
const footerGroup = z.strictObject({ title: text, links: z.array(link).max(MENU_MAX_CHILDREN + 1, `may hold at most ${MENU_MAX_CHILDREN} links`) });

function treeRule(kind: MenuTreeKind, tree: ReturnType<typeof headerTree>, ctx: z.RefinementCtx) {
  for (const problem of menuTreeProblems(kind, tree)) {
    // The footer's tree calls a group's title its label and its links children; the field is the stored one.
    const path = problem.field.split(".").slice(1).map((part) => (kind === "footer" ? ({ label: "title", children: "links" } as Record<string, string>)[part] ?? part : part));
    ctx.addIssue({ code: "custom", path: path.map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: problem.message });
  }
}

export const siteMenusRequestSchema = z.strictObject({
  draftVersion: counter("The draft version"),
  revision: counter("The revision"),
  header: z
    .array(headerItem)
    .max(MENU_MAX_TOP_ITEMS * 4, `may have at most ${MENU_MAX_TOP_ITEMS} items`)
    .superRefine((items, ctx) => treeRule("header", headerTree(items), ctx)),
  footer: z
    .array(footerGroup)
    .max(MENU_MAX_TOP_ITEMS * 4, `may have at most ${MENU_MAX_TOP_ITEMS} groups`)
    .superRefine((groups, ctx) => treeRule("footer", footerTree(groups), ctx)),
});
export type SiteMenusRequest = z.input<typeof siteMenusRequestSchema>;

/** A link of the menus that goes nowhere on the site: its field, its name in the menus, and why. */
export interface MenuDeadLink {
  field: string;
  name: string;
  href: string;
  message: string;
}

/** The answer to saved menus: the draft's version, what it changes, and the links a publish would refuse. */
export interface SiteMenusSaved {
  draftVersion: number;
  revision: number;
  changes: SettingChange[];
  deadLinks: MenuDeadLink[];
}

/** The answer to an uploaded logo: the draft's version and the logo's address (live once published). */
export interface SiteLogoSaved {
  draftVersion: number;
  revision: number;
  logoUrl: string;
}
