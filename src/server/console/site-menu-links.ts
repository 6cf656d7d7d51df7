import "server-only";
import type { MenuDeadLink } from "@/contracts/console/site-menus";
import { footerTree, headerTree, menuNodeName, type MenuNode, type MenuPath, type MenuTreeKind } from "@/domain/site/menu-tree";
import { parseSiteSettings, type FooterGroup, type NavItem } from "@/domain/site/settings";
import type { SiteSnapshot } from "@/domain/site/settings-publishing";
import { parseSiteTheme } from "@/domain/site/theme";
import { siteEditorState } from "@/server/data/site-settings";
import { sitePageDraftsForPreview } from "@/server/data/console-site-pages";
import type { StaffScope } from "@/server/data/scope";
import { siteRouteTable, type PlainPageDrafts } from "@/server/services/content/site-routes";
import { siteById } from "@/server/sites/site-resolver";
import type { Site } from "@/server/sites/site-store";
import { refused, type ConsoleOutcome } from "./outcome";
import type { ConsoleStaff } from "./staff-session";

/**
 * The menus' dead-link check (issue 36): every link of a site's header and footer menus against the site's own routes,
 * with the draft's settings (src/server/services/content/site-routes.ts). The menu editor shows its answer as the
 * menus are saved; a publish whose draft changes a menu is refused while one goes nowhere, each named.
 */

/** The site as its shoppers would see it with `snapshot` live: its settings and theme, parsed (null: they do not parse). */
export function siteWith(site: Site, snapshot: SiteSnapshot): Site | null {
  try {
    return { ...site, settings: parseSiteSettings(site.slug, snapshot.settings), theme: { ...site.theme, ...parseSiteTheme(site.slug, snapshot.theme) } };
  } catch {
    return null;
  }
}

export function treesOf(settings: { navigation: { items: NavItem[]; footerGroups: FooterGroup[] } }): { header: MenuNode[]; footer: MenuNode[] } {
  return { header: headerTree(settings.navigation.items), footer: footerTree(settings.navigation.footerGroups) };
}

/** The site's page drafts as the dead-link check reads them: each draft's path, true unless the draft deletes it. */
export async function plainPageDrafts(scope: StaffScope, siteId: number): Promise<PlainPageDrafts> {
  const drafts = await sitePageDraftsForPreview(scope, siteId);
  return Object.fromEntries(Object.entries(drafts).map(([path, page]) => [path, page !== null]));
}

/**
 * Every link of the trees that goes nowhere on `site` with its page drafts (a page the draft makes is there, one it
 * deletes is not), with its field (the stored one) and its name in the menus.
 */
export async function menuDeadLinks(site: Site, trees: { header: readonly MenuNode[]; footer: readonly MenuNode[] }, pages: PlainPageDrafts = {}): Promise<MenuDeadLink[]> {
  const routes = await siteRouteTable(site, pages);
  const found: MenuDeadLink[] = [];
  const visit = async (kind: MenuTreeKind, tree: readonly MenuNode[]) => {
    const children = kind === "header" ? "children" : "links";
    for (const [i, node] of tree.entries()) {
      const at: Array<{ path: MenuPath; href: string; field: string }> = [];
      if (kind === "header") at.push({ path: [i], href: node.href, field: `${kind}.${i}.href` });
      node.children.forEach((child, j) => at.push({ path: [i, j], href: child.href, field: `${kind}.${i}.${children}.${j}.href` }));
      for (const link of at) {
        const problem = await routes.problem(link.href);
        if (problem) found.push({ field: link.field, name: menuNodeName(kind, tree, link.path), href: link.href, message: problem });
      }
    }
  };
  await visit("header", trees.header);
  await visit("footer", trees.footer);
  return found;
}

/**
 * The refusal of a publish whose draft changes a menu or deletes a page, and leaves a link that goes nowhere on the
 * site (each named), or null. The draft checked is the one the editor loaded (`draftVersion`): a newer one is refused by the publish's own
 * check inside its transaction.
 */
export async function menusPublishRefusal(staff: ConsoleStaff, siteId: number, draftVersion: number): Promise<ConsoleOutcome<never> | null> {
  const [state, site, pages] = await Promise.all([siteEditorState(staff.scope, siteId), siteById(siteId), plainPageDrafts(staff.scope, siteId)]);
  if (!state || !site || state.draftVersion !== draftVersion) return null;
  const live = siteWith(site, state.live);
  const draft = state.draft ? siteWith(site, state.draft) : live;
  if (!draft) return null;
  const changed = (s: Site | null) => JSON.stringify(s ? [s.settings.navigation.items, s.settings.navigation.footerGroups] : null);
  const deletesPage = Object.values(pages).includes(false);
  if (live && changed(live) === changed(draft) && !deletesPage) return null;
  const dead = await menuDeadLinks(draft, treesOf(draft.settings), pages);
  const first = dead[0];
  if (!first) return null;
  const list = dead.map((d) => `${d.name} (${d.field}) goes to ${d.href}, which ${d.message}`).join("; ");
  return refused({ kind: "unprocessable", field: first.field, message: `Nothing was published: ${dead.length === 1 ? "a link of the menus goes" : `${dead.length} links of the menus go`} nowhere on this site. ${list}.` });
}
