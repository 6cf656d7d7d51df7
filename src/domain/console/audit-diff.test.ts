import { describe, expect, it } from "vitest";
import { auditChanges, auditValue } from "./audit-diff";

describe("an audit entry's changes", () => {
  it("lists only the keys that changed, nested ones by dotted key", () => {
    const before = { mode: "manual", reassignAfterMinutes: 20, byKind: {}, onDuty: { "staff-a": true, "staff-b": true } };
    const after = { mode: "round_robin", reassignAfterMinutes: 20, byKind: { finance: "staff-a" }, onDuty: { "staff-a": true, "staff-b": false } };
    expect(auditChanges(before, after)).toEqual([
      { key: "mode", before: "manual", after: "round_robin" },
      { key: "onDuty.staff-b", before: "yes", after: "no" },
      { key: "byKind.finance", before: "–", after: "staff-a" },
    ]);
  });
  it("handles a creation, a plain value and long text", () => {
    expect(auditChanges(null, { status: "new" })).toEqual([{ key: "status", before: "–", after: "new" }]);
    expect(auditChanges("new", "contacted")).toEqual([{ key: "value", before: "new", after: "contacted" }]);
    expect(auditValue("x".repeat(200))).toHaveLength(80);
    expect(auditValue(["a", 2, true])).toBe("a, 2, yes");
  });
});
