import "server-only";
import type { MenuDeadLink, SiteMenusRequest, SiteMenusSaved } from "@/contracts/console/site-menus";
import { footerGroupsOf, footerTree, headerItemsOf, headerTree } from "@/domain/site/menu-tree";
import { siteSettingsSchema, type FooterGroup, type NavItem } from "@/domain/site/settings";
import { storedSettings, type SiteEditRole, type SiteSnapshot } from "@/domain/site/settings-publishing";
import { saveSiteDraft, siteEditorState } from "@/server/data/site-settings";
import { siteSitemap } from "@/server/services/content/sitemap";
import { SITE_STATIC_ROUTES } from "@/server/services/content/site-routes";
import { siteById } from "@/server/sites/site-resolver";
import { NOT_FOUND, refused, type ConsoleOutcome, type ConsoleRefusal } from "./outcome";
import { editableSite, refusalOf } from "./site-settings";
import { menuDeadLinks, plainPageDrafts, siteWith, treesOf } from "./site-menu-links";
import type { ConsoleStaff } from "./staff-session";

/**
 * A site's header and footer menus in the console (issue 36): edited as two trees and saved into the site's draft
 * (the settings' `navigation.items` and `navigation.footerGroups`), so they are published, kept as a revision and
 * rolled back with every other setting, in the same one transaction (src/server/data/site-settings.ts). Menus are
 * content: owners and managers edit them; sales and another group's staff get the console's 404 (`editableSite`).
 *
 * Before a publish that changes a menu, every link of its menus is checked against the site's own routes with the
 * draft's settings (`siteRouteTable`); a link that goes nowhere refuses the publish, each one named
 * (`menusPublishRefusal`, called by `publishDraft`).
 */

/**
 * The refusal for a member who may not edit the site: sales, who see the site through their dealership, are told the
 * menus are a manager's or owner's (403); anyone else gets the console's 404, as for a site that does not exist.
 */
export function notEditable(staff: ConsoleStaff, siteId: number): { ok: false } & ConsoleRefusal {
  return staff.scope.siteIds.includes(siteId) ? refused({ kind: "forbidden", message: "Only a manager or owner of this site's dealerships can change its menus and logo" }) : NOT_FOUND;
}

const MENU_CHOICES_MAX = 600;

/** A page or search a link may go to, as the editor offers it. */
export interface MenuLinkChoice {
  href: string;
  kind: "page" | "search";
}

export interface SiteMenusEditorView {
  site: { id: number; name: string; slug: string };
  role: SiteEditRole;
  header: NavItem[];
  footer: FooterGroup[];
  draftVersion: number;
  revision: number;
  draft: { by: string | null; at: Date | null; stale: boolean } | null;
  /** The links of the menus shown that a publish would refuse. */
  deadLinks: MenuDeadLink[];
  /** The site's pages and searches, for the link pickers. */
  choices: MenuLinkChoice[];
  /** The logo shown (the draft's, else the live one), or null: the generated wordmark. */
  logoUrl: string | null;
}

async function siteAndState(staff: ConsoleStaff, siteId: number) {
  const found = await editableSite(staff, siteId);
  if (!found) return null;
  const [state, site] = await Promise.all([siteEditorState(staff.scope, siteId), siteById(siteId)]);
  if (!state || !site) return null;
  return { found, state, site };
}

/** The menu editor of a site the member may edit, or null (the page's 404). */
export async function siteMenusEditor(staff: ConsoleStaff, siteId: number): Promise<SiteMenusEditorView | null> {
  const loaded = await siteAndState(staff, siteId);
  if (!loaded) return null;
  const { found, state, site } = loaded;
  const shown = siteWith(site, state.draft ?? state.live) ?? site;
  const trees = treesOf(shown.settings);
  const [deadLinks, sitemap] = await Promise.all([plainPageDrafts(staff.scope, siteId).then((pages) => menuDeadLinks(shown, trees, pages)), siteSitemap(shown)]);
  const pages = Object.entries(SITE_STATIC_ROUTES).flatMap(([path, gate]) => (gate === true || gate(shown) ? [path] : []));
  const listed = sitemap.map((entry) => entry.path).filter((path) => !path.startsWith("/cars/"));
  // At most MENU_CHOICES_MAX suggestions (a group site's sitemap lists every make, model and location): any path may be typed.
  const choices: MenuLinkChoice[] = [...new Set(["/", ...pages, ...listed])].sort().slice(0, MENU_CHOICES_MAX).map((href) => ({ href, kind: href === "/search" || href.startsWith("/search/") ? "search" : "page" }));
  return {
    site: { id: site.id, name: site.name, slug: site.slug },
    role: found.role,
    header: shown.settings.navigation.items,
    footer: shown.settings.navigation.footerGroups,
    draftVersion: state.draftVersion,
    revision: state.revision,
    draft: state.draft ? { by: state.draftBy, at: state.draftAt, stale: state.draft.baseRevision !== state.revision } : null,
    deadLinks,
    choices,
    logoUrl: shown.theme.logoUrl,
  };
}

/** Saves the menus into the site's draft (the rest of the draft as it is), and says which links a publish would refuse. */
export async function saveMenus(staff: ConsoleStaff, siteId: number, input: SiteMenusRequest): Promise<ConsoleOutcome<SiteMenusSaved>> {
  const found = await editableSite(staff, siteId);
  if (!found) return notEditable(staff, siteId);
  const site = await siteById(siteId);
  if (!site) return NOT_FOUND;
  const header = headerItemsOf(headerTree(input.header));
  const footer = footerGroupsOf(footerTree(input.footer));
  let saved: SiteSnapshot | null = null;
  let invalid: string | null = null;
  const outcome = await saveSiteDraft(staff.scope, siteId, {
    carried: { draftVersion: input.draftVersion, revision: input.revision },
    role: found.role,
    snapshot: (base) => {
      const parsed = siteSettingsSchema.safeParse(base.settings);
      if (!parsed.success) {
        // The draft's other settings no longer parse (a setting retired since): nothing changes, the editor is told.
        invalid = parsed.error.issues[0]?.path.join(".") ?? "settings";
        return base;
      }
      const settings = { ...parsed.data, navigation: { ...parsed.data.navigation, items: header, footerGroups: footer } };
      saved = { settings: storedSettings(siteSettingsSchema.parse(settings)), theme: base.theme };
      return saved;
    },
  });
  if ("refused" in outcome) return refusalOf(outcome);
  if (invalid !== null) return refused({ kind: "invalid", field: `settings.${invalid}`, message: "the draft's settings need saving in the settings editor first" });
  const shown = saved ? siteWith(site, saved) : null;
  const deadLinks = shown ? await menuDeadLinks(shown, treesOf(shown.settings), await plainPageDrafts(staff.scope, siteId)) : [];
  return { ok: true, value: { draftVersion: outcome.draftVersion, revision: input.revision, changes: outcome.changes, deadLinks } };
}
