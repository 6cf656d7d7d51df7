import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "./settings";
import { changesBeyondRole, conflictMessage, editConflict, mayEditSetting, settingsDiff, siteEditRole, storedSettings } from "./settings-publishing";

const member = (over: Partial<Parameters<typeof siteEditRole>[0]> = {}) => ({ platformAdmin: false, ownedGroupIds: [], managedDealershipIds: [], siteIds: [], ...over });
const site = { id: 7, groupId: "grp-a", dealershipIds: [11, 12] };

describe("siteEditRole", () => {
  it("makes the group's owner and a platform admin owners, a manager of a dealership the site shows its manager", () => {
    expect(siteEditRole(member({ ownedGroupIds: ["grp-a"], siteIds: [7] }), site)).toBe("owner");
    expect(siteEditRole(member({ platformAdmin: true }), site)).toBe("owner");
    expect(siteEditRole(member({ managedDealershipIds: [12], siteIds: [7] }), site)).toBe("manager");
  });

  it("gives sales, another group's owner and a manager of another dealership nothing", () => {
    expect(siteEditRole(member({ siteIds: [7] }), site)).toBeNull();
    expect(siteEditRole(member({ ownedGroupIds: ["grp-b"], siteIds: [8] }), site)).toBeNull();
    expect(siteEditRole(member({ managedDealershipIds: [99], siteIds: [7] }), site)).toBeNull();
    // A manager of the dealership on a site they may not see (another group's directory): nothing.
    expect(siteEditRole(member({ managedDealershipIds: [11], siteIds: [] }), site)).toBeNull();
    // A platform site (no group) is a platform admin's only.
    expect(siteEditRole(member({ ownedGroupIds: ["grp-a"], siteIds: [7] }), { ...site, groupId: null })).toBeNull();
  });
});

describe("mayEditSetting and changesBeyondRole", () => {
  it("lets owners change everything and managers content only", () => {
    expect(mayEditSetting("owner", "theme.primary")).toBe(true);
    expect(mayEditSetting("manager", "content.heroTitle")).toBe(true);
    expect(mayEditSetting("manager", "card.noPriceText")).toBe(true);
    expect(mayEditSetting("manager", "theme.primary")).toBe(false);
    expect(mayEditSetting("manager", "leadDelivery.email")).toBe(false);
    expect(mayEditSetting("manager", "no.such.setting")).toBe(false);
    const changes = [
      { key: "content.heroTitle", before: "–", after: "Hi" },
      { key: "checkout.holdHours", before: "48", after: "24" },
    ];
    expect(changesBeyondRole("manager", changes)).toEqual(["checkout.holdHours"]);
    expect(changesBeyondRole("owner", changes)).toEqual([]);
  });
});

const theme = { primary: "#1d4ed8", primaryForeground: "#ffffff", accent: "#0b2a5b", accentForeground: "#ffffff", header: "#ffffff", headerForeground: "#111827", logoUrl: null, radius: 0.5 };

describe("settingsDiff", () => {
  it("names each changed setting with both values in words, the theme first, and ignores a default written out", () => {
    const before = { settings: { features: { compare: false } }, theme };
    const after = { settings: { features: { compare: true }, search: { pageSize: 30 }, content: { heroTitle: "Spring" } }, theme: { ...theme, primary: "#000000" } };
    expect(settingsDiff(before, after)).toEqual([
      { key: "theme.primary", before: "#1d4ed8", after: "#000000" },
      { key: "features.compare", before: "no", after: "yes" },
      { key: "search.pageSize", before: "21", after: "30" },
      { key: "content.heroTitle", before: "–", after: "Spring" },
    ]);
    expect(settingsDiff(before, { settings: {}, theme })).toEqual([]);
  });

  it("shows lists joined", () => {
    expect(settingsDiff({ settings: {}, theme }, { settings: { vehicleKinds: ["car", "caravan"] }, theme })).toEqual([{ key: "vehicleKinds", before: "car", after: "car, caravan" }]);
  });
});

describe("storedSettings", () => {
  it("keeps only what differs from the defaults, nested as the schema is, and parses back to the same settings", () => {
    const parsed = siteSettingsSchema.parse({ features: { compare: true, print: true }, finance: { lender: { advertisedRate: 7.5 } }, contact: { phone: "+61390000000" } });
    const stored = storedSettings(parsed);
    expect(stored).toEqual({ features: { compare: true }, finance: { lender: { advertisedRate: 7.5 } }, contact: { phone: "+61390000000" } });
    expect(siteSettingsSchema.parse(stored)).toEqual(parsed);
    expect(storedSettings(siteSettingsSchema.parse({}))).toEqual({});
  });
});

describe("editConflict", () => {
  const at = new Date("2026-03-02T10:32:00Z");
  const now = { revision: 4, draftVersion: 2, draftBy: "Marcus Reid", draftAt: at, revisionBy: "Olivia Owens", revisionAt: at };

  it("lets an edit based on what is there go ahead", () => {
    expect(editConflict(now, { revision: 4, draftVersion: 2 })).toBeNull();
  });

  it("names who saved a newer draft, or who published since", () => {
    const draft = editConflict(now, { revision: 4, draftVersion: 1 });
    expect(draft).toEqual({ conflict: "draft", by: "Marcus Reid", at });
    expect(conflictMessage(draft!)).toBe("Marcus Reid saved a newer draft of these settings at 10:32 UTC. Your changes are still in the form: reload to see theirs, or save yours over them.");
    const published = editConflict(now, { revision: 3, draftVersion: 2 });
    expect(published).toEqual({ conflict: "published", by: "Olivia Owens", at });
    expect(conflictMessage(published!)).toContain("Olivia Owens published these settings at 10:32 UTC");
    expect(conflictMessage({ conflict: "draft", by: null, at: null })).toMatch(/^Someone saved a newer draft of these settings\./);
  });
});
