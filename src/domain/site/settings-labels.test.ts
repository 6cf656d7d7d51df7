import { describe, expect, it } from "vitest";
import { settingFields, settingKeys } from "./settings-editor";
import { SETTING_GROUPS, SETTING_LABELS } from "./settings-labels";

describe("every site setting has its words in the editor", () => {
  it("has a label and help text for every setting of the schema, and none for a setting it does not have", () => {
    const keys = settingKeys();
    expect(keys.length).toBeGreaterThan(150);
    expect(keys.filter((key) => !(key in SETTING_LABELS))).toEqual([]);
    expect(Object.keys(SETTING_LABELS).filter((key) => !keys.includes(key))).toEqual([]);
    for (const key of keys) {
      expect([key, SETTING_LABELS[key]!.label.trim().length > 0, SETTING_LABELS[key]!.help.trim().length > 0]).toEqual([key, true, true]);
    }
  });

  it("heads every section of the schema, in its order", () => {
    const sections = [...new Set(settingKeys().map((key) => key.split(".")[0]))];
    expect(Object.keys(SETTING_GROUPS)).toEqual(sections);
  });

  it("gives every field of the editor, the theme's too, a label", () => {
    expect(settingFields().filter((f) => f.label === f.key || f.help === "")).toEqual([]);
  });
});
