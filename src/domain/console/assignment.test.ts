import { describe, expect, it } from "vitest";
import {
  type AssignmentRules,
  assignmentRulesSchema,
  DEFAULT_ASSIGNMENT_RULES,
  DEFAULT_REASSIGN_AFTER_MINUTES,
  DEFAULT_RESPONSE_TARGET_MINUTES,
  isDueForReassignment,
  isOverdue,
  pickAssignee,
} from "./assignment";

const ROUND_ROBIN: AssignmentRules = { mode: "round_robin", byKind: { finance: "fiona" }, byLocation: { "loc-ipswich": "ivan" }, reassignAfterMinutes: 20 };
const ON_DUTY = ["amy", "ben", "fiona", "ivan"] as const;
const pick = (overrides: Partial<Parameters<typeof pickAssignee>[0]> = {}) =>
  pickAssignee({ rules: ROUND_ROBIN, lead: { kind: "enquiry", locationId: null }, onDuty: ON_DUTY, lastAssigned: null, ...overrides });

describe("defaults", () => {
  it("targets a response in 120 minutes and reassigns after 20", () => {
    expect(DEFAULT_RESPONSE_TARGET_MINUTES).toBe(120);
    expect(DEFAULT_REASSIGN_AFTER_MINUTES).toBe(20);
    expect(DEFAULT_ASSIGNMENT_RULES).toEqual({ mode: "manual", byKind: {}, byLocation: {}, reassignAfterMinutes: 20 });
  });
});

describe("assignmentRulesSchema", () => {
  it("fills in the defaults", () => {
    expect(assignmentRulesSchema.parse({})).toEqual(DEFAULT_ASSIGNMENT_RULES);
    expect(assignmentRulesSchema.parse({ mode: "round_robin", byKind: { finance: " fiona " }, reassignAfterMinutes: 45 })).toEqual({
      mode: "round_robin",
      byKind: { finance: "fiona" },
      byLocation: {},
      reassignAfterMinutes: 45,
    });
  });

  it("accepts 5 and 1440 minutes, and refuses what is outside or not whole, naming the field", () => {
    expect(assignmentRulesSchema.parse({ reassignAfterMinutes: 5 }).reassignAfterMinutes).toBe(5);
    expect(assignmentRulesSchema.parse({ reassignAfterMinutes: 1440 }).reassignAfterMinutes).toBe(1440);
    const message = (value: unknown) => assignmentRulesSchema.safeParse({ reassignAfterMinutes: value }).error?.issues[0]?.message;
    expect(message(4)).toBe("Reassign after must be at least 5 minutes");
    expect(message(1441)).toBe("Reassign after must be at most 1440 minutes (a day)");
    expect(message(12.5)).toBe("Reassign after must be a whole number of minutes");
    expect(message("20")).toBe("Reassign after must be a number of minutes");
  });

  it("refuses an unknown mode and a blank staff member", () => {
    expect(assignmentRulesSchema.safeParse({ mode: "random" }).error?.issues[0]?.message).toBe("Assignment mode must be manual or round robin");
    expect(assignmentRulesSchema.safeParse({ byLocation: { "loc-1": "  " } }).error?.issues[0]?.message).toBe("A staff member must be chosen");
  });
});

describe("pickAssignee", () => {
  it("assigns nobody in manual mode", () => {
    expect(pick({ rules: { ...ROUND_ROBIN, mode: "manual" }, lead: { kind: "finance", locationId: null } })).toBeNull();
  });

  it("gives the kind's person first, then the location's", () => {
    expect(pick({ lead: { kind: "finance", locationId: "loc-ipswich" } })).toBe("fiona");
    expect(pick({ lead: { kind: "enquiry", locationId: "loc-ipswich" } })).toBe("ivan");
  });

  it("passes over a kind's or location's person who is off duty or excluded", () => {
    expect(pick({ lead: { kind: "finance", locationId: "loc-ipswich" }, onDuty: ["amy", "ivan"] })).toBe("ivan");
    expect(pick({ lead: { kind: "finance", locationId: null }, onDuty: ["amy", "ben"], lastAssigned: "amy" })).toBe("ben");
    expect(pick({ lead: { kind: "finance", locationId: "loc-ipswich" }, exclude: "fiona" })).toBe("ivan");
  });

  it("takes turns after the last assigned, wrapping round", () => {
    expect(pick({ lastAssigned: null })).toBe("amy");
    expect(pick({ lastAssigned: "amy" })).toBe("ben");
    expect(pick({ lastAssigned: "ivan" })).toBe("amy");
    expect(pick({ lastAssigned: "someone-off-duty" })).toBe("amy");
  });

  it("skips the excluded assignee when reassigning", () => {
    expect(pick({ lastAssigned: "amy", exclude: "ben" })).toBe("fiona");
    expect(pick({ onDuty: ["ben"], lastAssigned: "ben", exclude: "ben" })).toBeNull();
  });

  it("gives null when nobody is on duty, and ignores prototype keys", () => {
    expect(pick({ onDuty: [] })).toBeNull();
    expect(pick({ lead: { kind: "constructor", locationId: "toString" }, lastAssigned: "ben" })).toBe("fiona");
  });
});

describe("isDueForReassignment", () => {
  const now = new Date("2026-03-11T01:00:00Z");
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  it("is due once a new, unanswered lead has sat with its assignee past the limit", () => {
    expect(isDueForReassignment({ status: "new", assignedAt: minutesAgo(21), firstResponseAt: null }, now, ROUND_ROBIN)).toBe(true);
    expect(isDueForReassignment({ status: "new", assignedAt: minutesAgo(20), firstResponseAt: null }, now, ROUND_ROBIN)).toBe(false);
    expect(isDueForReassignment({ status: "new", assignedAt: minutesAgo(50), firstResponseAt: null }, now, { ...ROUND_ROBIN, reassignAfterMinutes: 60 })).toBe(false);
  });

  it("is not due once answered, moved on, unassigned, or in manual mode", () => {
    expect(isDueForReassignment({ status: "new", assignedAt: minutesAgo(30), firstResponseAt: minutesAgo(5) }, now, ROUND_ROBIN)).toBe(false);
    expect(isDueForReassignment({ status: "contacted", assignedAt: minutesAgo(30), firstResponseAt: null }, now, ROUND_ROBIN)).toBe(false);
    expect(isDueForReassignment({ status: "new", assignedAt: null, firstResponseAt: null }, now, ROUND_ROBIN)).toBe(false);
    expect(isDueForReassignment({ status: "new", assignedAt: minutesAgo(30), firstResponseAt: null }, now, DEFAULT_ASSIGNMENT_RULES)).toBe(false);
  });
});

describe("isOverdue", () => {
  const createdAt = new Date("2026-03-07T11:00:00Z");
  const now = new Date("2026-03-09T00:00:00Z"); // 37 wall-clock hours later

  it("measures business minutes when given them", () => {
    expect(isOverdue({ status: "new", createdAt, firstResponseAt: null }, now, 120, 119)).toBe(false);
    expect(isOverdue({ status: "new", createdAt, firstResponseAt: null }, now, 120, 120)).toBe(false);
    expect(isOverdue({ status: "new", createdAt, firstResponseAt: null }, now, 120, 121)).toBe(true);
    expect(isOverdue({ status: "new", createdAt, firstResponseAt: null }, now, undefined, 121)).toBe(true);
  });

  it("measures the wall clock without them", () => {
    expect(isOverdue({ status: "new", createdAt, firstResponseAt: null }, now)).toBe(true);
    expect(isOverdue({ status: "new", createdAt, firstResponseAt: null }, new Date("2026-03-07T13:00:00Z"))).toBe(false);
  });

  it("is never overdue once answered or moved on", () => {
    expect(isOverdue({ status: "new", createdAt, firstResponseAt: now }, now, 120, 500)).toBe(false);
    expect(isOverdue({ status: "lost", createdAt, firstResponseAt: null }, now, 120, 500)).toBe(false);
  });
});
