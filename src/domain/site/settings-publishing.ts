/**
 * The rules of publishing a site's settings from the console (issue 36): who may change which settings of which site,
 * what a change changed (the revision's summary), whether a save or publish was based on what is there now, and the
 * stored form of a site's settings (only what differs from the defaults). Pure: the data layer applies them inside its
 * transactions, the services and the editor call the same functions.
 */
import { auditValue } from "../console/audit-diff";
import { siteSettingsSchema, type SiteSettings } from "./settings";
import { settingFields, settingKeys } from "./settings-editor";

/** What a revision keeps and a draft holds: the settings as stored (sparse) and the whole theme. */
export interface SiteSnapshot {
  settings: Record<string, unknown>;
  theme: Record<string, unknown>;
}

/** One setting a change touched, each side in a few words (the audit log's `auditValue`). */
export interface SettingChange {
  key: string;
  before: string;
  after: string;
}

/** Who may edit a site's settings: its group's owners (and platform admins) everything, managers content only. */
export type SiteEditRole = "owner" | "manager";

export interface SiteEditorFacts {
  platformAdmin: boolean;
  ownedGroupIds: readonly string[];
  managedDealershipIds: readonly number[];
  siteIds: readonly number[];
}

export interface SiteFacts {
  id: number;
  groupId: string | null;
  /** The dealerships the site shows (site_dealerships). */
  dealershipIds: readonly number[];
}

/**
 * The member's role over a site's settings, or null: a platform admin is every site's owner; an owner of the site's
 * group its owner; a manager of a dealership the site shows (on a site they may see) its manager; anyone else
 * (sales, another group's staff) none, and is answered as if the site did not exist.
 */
export function siteEditRole(member: SiteEditorFacts, site: SiteFacts): SiteEditRole | null {
  if (member.platformAdmin) return "owner";
  if (site.groupId !== null && member.ownedGroupIds.includes(site.groupId)) return "owner";
  if (member.siteIds.includes(site.id) && site.dealershipIds.some((id) => member.managedDealershipIds.includes(id))) return "manager";
  return null;
}

let contentKeys: ReadonlySet<string> | undefined;

/** Whether the role may change the setting `key` (a settings key or `theme.*`): owners every one, managers content. */
export function mayEditSetting(role: SiteEditRole, key: string): boolean {
  if (role === "owner") return true;
  contentKeys ??= new Set(settingFields().filter((f) => f.content).map((f) => f.key));
  return contentKeys.has(key);
}

/** The changes the role may not make (an empty list: it may make them all). */
export function changesBeyondRole(role: SiteEditRole, changes: readonly SettingChange[]): string[] {
  return changes.map((c) => c.key).filter((key) => !mayEditSetting(role, key));
}

function valueAt(value: unknown, key: string): unknown {
  let at: unknown = value;
  for (const part of key.split(".")) {
    if (typeof at !== "object" || at === null || Array.isArray(at)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** The settings with their defaults filled in; stored settings that no longer parse are compared as stored. */
function parsedOrRaw(settings: Record<string, unknown>): unknown {
  const parsed = siteSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : settings;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What changed between two snapshots, setting by setting in the editor's order (theme first). */
export function settingsDiff(before: SiteSnapshot, after: SiteSnapshot): SettingChange[] {
  const a = { theme: before.theme, ...(parsedOrRaw(before.settings) as object) };
  const b = { theme: after.theme, ...(parsedOrRaw(after.settings) as object) };
  const keys = settingFields().map((f) => f.key);
  return keys
    .map((key) => ({ key, from: valueAt(a, key), to: valueAt(b, key) }))
    .filter(({ from, to }) => !same(from, to))
    .map(({ key, from, to }) => ({ key, before: auditValue(from), after: auditValue(to) }));
}

let defaults: SiteSettings | undefined;

/**
 * Settings as a site row stores them: only the settings that differ from the defaults (`{}` parses to the defaults),
 * so a site's row says what is its own and a later change of a default still reaches it.
 */
export function storedSettings(settings: SiteSettings): Record<string, unknown> {
  defaults ??= siteSettingsSchema.parse({});
  const out: Record<string, unknown> = {};
  for (const key of settingKeys()) {
    const value = valueAt(settings, key);
    if (value === undefined || same(value, valueAt(defaults, key))) continue;
    const parts = key.split(".");
    let into = out;
    for (const part of parts.slice(0, -1)) into = (into[part] ??= {}) as Record<string, unknown>;
    into[parts.at(-1) ?? key] = value;
  }
  return out;
}

/** Where a save or publish stands against what is there now. */
export interface EditState {
  /** The site's latest revision (0 before the first publish). */
  revision: number;
  /** The draft's version (0: no draft), who saved it last and when. */
  draftVersion: number;
  draftBy: string | null;
  draftAt: Date | null;
  /** Who made the latest revision and when (null before the first publish). */
  revisionBy: string | null;
  revisionAt: Date | null;
}

export type EditConflict = { conflict: "draft"; by: string | null; at: Date | null } | { conflict: "published"; by: string | null; at: Date | null };

/**
 * Whether an edit based on `carried` (the draft version and revision the editor loaded) may go ahead: null when both
 * are still what is there; otherwise who moved them on (another's draft save, or a publish or roll back), so the
 * editor can say so and keep its own input. Nothing is overwritten silently.
 */
export function editConflict(now: EditState, carried: { draftVersion: number; revision: number }): EditConflict | null {
  if (now.revision !== carried.revision) return { conflict: "published", by: now.revisionBy, at: now.revisionAt };
  if (now.draftVersion !== carried.draftVersion) return { conflict: "draft", by: now.draftBy, at: now.draftAt };
  return null;
}

/** A conflict in the console's words. */
export function conflictMessage(conflict: EditConflict): string {
  const who = conflict.by ?? "Someone";
  const when = conflict.at ? ` at ${conflict.at.toISOString().slice(11, 16)} UTC` : "";
  return conflict.conflict === "draft"
    ? `${who} saved a newer draft of these settings${when}. Your changes are still in the form: reload to see theirs, or save yours over them.`
    : `${who} published these settings${when} since you opened them. Your changes are still in the form: reload to see what is live, or save yours over it.`;
}
