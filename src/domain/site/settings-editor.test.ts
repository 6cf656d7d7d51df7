import { describe, expect, it } from "vitest";
import { editorSnapshot, editorValues, fieldOfPath, settingFields, settingGroups, themeContrastProblem } from "./settings-editor";

const field = (key: string) => settingFields().find((f) => f.key === key);

describe("settingFields: the editor's fields, read from the schema", () => {
  it("reads each kind from the schema: yes/no, choice, number with its bounds, text, colour, list", () => {
    expect(field("features.watchlist")).toMatchObject({ kind: "boolean", group: "features", empty: null });
    expect(field("search.layout")).toMatchObject({ kind: "enum", options: ["grid", "carousel"] });
    expect(field("content.warrantyYears")).toMatchObject({ kind: "enum", options: [3, 5, 7] });
    expect(field("search.pageSize")).toMatchObject({ kind: "number", min: 6, max: 60, integer: true });
    expect(field("finance.lender.advertisedRate")).toMatchObject({ kind: "number", min: 0, max: 50, integer: false, group: "finance" });
    expect(field("card.noPriceText")).toMatchObject({ kind: "text", empty: null, content: true });
    expect(field("theme.primary")).toMatchObject({ kind: "colour", group: "theme", content: false });
    expect(field("theme.radius")).toMatchObject({ kind: "number", min: 0, max: 2 });
    expect(field("search.extraFilters")).toMatchObject({ kind: "json" });
    expect(field("vehiclePage.customButton")).toMatchObject({ kind: "json", empty: "null" });
  });

  it("says which settings may be empty: null or left out", () => {
    expect(field("contact.phone")?.empty).toBe("omit");
    expect(field("phone.override")?.empty).toBe("null");
    expect(field("finance.provider")).toMatchObject({ kind: "enum", empty: "null" });
  });

  it("marks content: whole sections (home page, menus, reviews, offers) and single words elsewhere", () => {
    expect(field("content.heroTitle")?.content).toBe(true);
    expect(field("navigation.items")?.content).toBe(true);
    expect(field("search.emptyStateDescription")?.content).toBe(true);
    expect(field("features.compare")?.content).toBe(false);
    expect(field("leadDelivery.email")?.content).toBe(false);
  });

  it("groups the fields as the schema does, the theme first", () => {
    const groups = settingGroups().map((g) => g.key);
    expect(groups[0]).toBe("theme");
    expect(new Set(settingFields().map((f) => f.group))).toEqual(new Set(groups));
  });
});

describe("editorValues and editorSnapshot: the form's values and back", () => {
  const fields = settingFields();
  const theme = { primary: "#1d4ed8", primaryForeground: "#ffffff", accent: "#0b2a5b", accentForeground: "#ffffff", header: "#ffffff", headerForeground: "#111827", logoUrl: null, radius: 0.5 };

  it("gives back what it was given", async () => {
    const { siteSettingsSchema } = await import("./settings");
    const settings = siteSettingsSchema.parse({ search: { pageSize: 30, extraFilters: { make: ["Ford"] } }, contact: { phone: "+61390000000" }, content: { warrantyYears: 5 } });
    const values = editorValues(fields, { settings, theme });
    expect(values["search.pageSize"]).toBe("30");
    expect(values["features.watchlist"]).toBe(true);
    expect(values["theme.logoUrl"]).toBe("");
    const back = editorSnapshot(fields, values);
    expect(back.errors).toEqual({});
    expect(siteSettingsSchema.parse(back.settings)).toEqual(settings);
    expect(back.theme).toEqual(theme);
  });

  it("makes empty optional fields null or left out, keeps a number's bad text for the schema to name, and names bad JSON", async () => {
    const { siteSettingsSchema } = await import("./settings");
    const values = editorValues(fields, { settings: siteSettingsSchema.parse({}), theme });
    const back = editorSnapshot(fields, { ...values, "phone.override": "", "search.pageSize": "lots", "search.extraFilters": "{make:", "contact.email": "" });
    expect((back.settings.phone as Record<string, unknown>).override).toBeNull();
    expect((back.settings.search as Record<string, unknown>).pageSize).toBe("lots");
    expect("email" in (back.settings.contact as Record<string, unknown>)).toBe(false);
    expect(Object.keys(back.errors)).toEqual(["search.extraFilters"]);
  });

  it("finds the field of an issue's path", () => {
    expect(fieldOfPath(fields, "search.pageSize")).toBe("search.pageSize");
    expect(fieldOfPath(fields, "delivery.regions.0.price")).toBe("delivery.regions");
    expect(fieldOfPath(fields, "theme.primary")).toBe("theme.primary");
    expect(fieldOfPath(fields, "nothing")).toBeNull();
  });
});

describe("themeContrastProblem: a theme colour pair below WCAG AA, named by the field to change", () => {
  const live = { primary: "#1d4ed8", primaryForeground: "#ffffff", accent: "#f59e0b", accentForeground: "#111827", header: "#0f172a", headerForeground: "#ffffff" };

  it("names the colour the change touched, with its ratio against WCAG AA's 4.5:1", () => {
    const problem = themeContrastProblem(live, { ...live, primary: "#93c5fd" });
    expect(problem?.field).toBe("theme.primary");
    expect(problem?.ratio).toBeCloseTo(1.8, 1);
    expect(problem?.message).toMatch(/^Text on primary on Primary colour is 1\.\d\d:1, below WCAG AA's 4\.5:1/);
    expect(themeContrastProblem(live, { ...live, headerForeground: "#334155" })?.field).toBe("theme.headerForeground");
    // Both colours of a pair changed: the text colour is named.
    expect(themeContrastProblem(live, { ...live, accent: "#ffffff", accentForeground: "#eeeeee" })?.field).toBe("theme.accentForeground");
  });

  it("passes a pair at or above 4.5:1, and one the change left as it was", () => {
    expect(themeContrastProblem(live, { ...live, primary: "#767676" })).toBeNull(); // 4.54:1 on white
    const poor = { ...live, header: "#777777", headerForeground: "#888888" };
    expect(themeContrastProblem(poor, { ...poor, primary: "#000000" })).toBeNull();
    expect(themeContrastProblem(poor, { ...poor, header: "#787878" })?.field).toBe("theme.header");
  });
});
