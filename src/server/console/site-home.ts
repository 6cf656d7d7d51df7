import "server-only";
import type { SiteHomeBlocksRequest, SiteHomeBlocksSaved } from "@/contracts/console/home-blocks";
import { HOME_BLOCK_LABELS, homeBlocksOf, templateHomeBlocks, type HomeBlock } from "@/domain/site/home-blocks";
import { siteSettingsSchema } from "@/domain/site/settings";
import { storedSettings, type SiteEditRole, type SiteSnapshot } from "@/domain/site/settings-publishing";
import { saveSiteDraft, siteEditorState } from "@/server/data/site-settings";
import { siteById } from "@/server/sites/site-resolver";
import { NOT_FOUND, refused, type ConsoleOutcome, type ConsoleRefusal } from "./outcome";
import { editableSite, refusalOf } from "./site-settings";
import type { ConsoleStaff } from "./staff-session";

/**
 * The home page's blocks in the console (issue 36): which blocks the home page shows under its hero, in order (the
 * setting `content.homeBlocks`; an empty setting shows the template's own, `homeBlocksOf`). Saved into the site's draft
 * like every other setting, so the preview shows it, Publish makes it live (a revision, the NOTIFY that drops every
 * process's cached pages) and a rollback undoes it. The blocks are content: owners and managers edit them; sales are
 * told so (403 on a save, the page's 404 like every site editor page); another group's site is the console's 404.
 */

export interface HomeBlockChoice {
  block: HomeBlock;
  label: string;
}

export interface SiteHomeEditorView {
  site: { id: number; name: string; slug: string };
  role: SiteEditRole;
  /** The blocks the draft (else the live site) shows, in order: the template's when the setting is empty. */
  blocks: HomeBlockChoice[];
  /** Whether that list is the template's own (the setting is empty). */
  templateDefault: boolean;
  /** The template's blocks, for "Use the template's blocks". */
  template: HomeBlockChoice[];
  draftVersion: number;
  revision: number;
  hasDraft: boolean;
}

const choice = (block: HomeBlock): HomeBlockChoice => ({ block, label: HOME_BLOCK_LABELS[block] });

/** The blocks a stored settings object names (an unparseable one: none, so the template's). */
function configuredBlocks(settings: unknown): HomeBlock[] {
  const parsed = siteSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data.content.homeBlocks : [];
}

/** The home blocks editor of a site the member may edit (owner or manager), or null (the page's 404). */
export async function siteHomeEditor(staff: ConsoleStaff, siteId: number): Promise<SiteHomeEditorView | null> {
  const found = await editableSite(staff, siteId);
  if (!found) return null;
  const [state, site] = await Promise.all([siteEditorState(staff.scope, siteId), siteById(siteId)]);
  if (!state || !site) return null;
  const configured = configuredBlocks((state.draft ?? state.live).settings);
  return {
    site: { id: site.id, name: site.name, slug: site.slug },
    role: found.role,
    blocks: homeBlocksOf(configured, site.template).map(choice),
    templateDefault: configured.length === 0,
    template: templateHomeBlocks(site.template).map(choice),
    draftVersion: state.draftVersion,
    revision: state.revision,
    hasDraft: state.draft !== null,
  };
}

/** Sales see the site through their dealership and are told the blocks are a manager's or owner's; anyone else: 404. */
function notEditable(staff: ConsoleStaff, siteId: number): { ok: false } & ConsoleRefusal {
  return staff.scope.siteIds.includes(siteId) ? refused({ kind: "forbidden", field: "blocks", message: "Only a manager or owner of this site's dealerships can change its home page" }) : NOT_FOUND;
}

/** Saves the blocks, in order, into the site's draft (the rest of the draft as it is). */
export async function saveHomeBlocks(staff: ConsoleStaff, siteId: number, input: SiteHomeBlocksRequest): Promise<ConsoleOutcome<SiteHomeBlocksSaved>> {
  const found = await editableSite(staff, siteId);
  if (!found) return notEditable(staff, siteId);
  let invalid: string | null = null;
  const outcome = await saveSiteDraft(staff.scope, siteId, {
    carried: { draftVersion: input.draftVersion, revision: input.revision },
    role: found.role,
    snapshot: (base: SiteSnapshot) => {
      const parsed = siteSettingsSchema.safeParse(base.settings);
      if (!parsed.success) {
        // The draft's other settings no longer parse (a setting retired since): nothing changes, the editor is told.
        invalid = parsed.error.issues[0]?.path.join(".") ?? "settings";
        return base;
      }
      const settings = { ...parsed.data, content: { ...parsed.data.content, homeBlocks: [...input.blocks] } };
      return { settings: storedSettings(siteSettingsSchema.parse(settings)), theme: base.theme };
    },
  });
  if ("refused" in outcome) return refusalOf(outcome);
  if (invalid !== null) return refused({ kind: "invalid", field: `settings.${invalid}`, message: "the draft's settings need saving in the settings editor first" });
  return { ok: true, value: { draftVersion: outcome.draftVersion, revision: input.revision, changes: outcome.changes } };
}
