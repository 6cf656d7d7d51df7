import { describe, expect, it } from "vitest";
import { checkStatusChange, countsAsResponse, isLeadStatus, isLostReason, LEAD_STATUS_LABELS, LEAD_STATUSES, LOST_REASON_LABELS, LOST_REASONS } from "./lead-status";

describe("lead statuses and lost reasons", () => {
  it("lists the five statuses in order, sold showing as won", () => {
    expect(LEAD_STATUSES).toEqual(["new", "contacted", "appointment", "sold", "lost"]);
    expect(LEAD_STATUSES.map((s) => LEAD_STATUS_LABELS[s])).toEqual(["New", "Contacted", "Appointment", "Sold (won)", "Lost"]);
  });

  it("labels every lost reason", () => {
    expect(LOST_REASONS.map((r) => LOST_REASON_LABELS[r])).toEqual(["No answer", "Bought elsewhere", "Not ready", "Finance declined", "Invalid or spam"]);
  });

  it("recognises statuses and reasons, and nothing else", () => {
    expect(isLeadStatus("sold")).toBe(true);
    expect(isLeadStatus("won")).toBe(false);
    expect(isLeadStatus("constructor")).toBe(false);
    expect(isLeadStatus(3)).toBe(false);
    expect(isLostReason("invalid")).toBe(true);
    expect(isLostReason("spam")).toBe(false);
  });
});

describe("checkStatusChange", () => {
  it("allows a move to another status without a reason", () => {
    expect(checkStatusChange("new", "contacted", null)).toEqual({ ok: true });
    expect(checkStatusChange("appointment", "sold", undefined)).toEqual({ ok: true });
    expect(checkStatusChange("contacted", "new", "  ")).toEqual({ ok: true });
  });

  it("needs a known reason for Lost", () => {
    expect(checkStatusChange("contacted", "lost", "bought_elsewhere")).toEqual({ ok: true });
    expect(checkStatusChange("contacted", "lost", null)).toEqual({ ok: false, field: "lostReason", message: "Choose why the lead was lost" });
    expect(checkStatusChange("contacted", "lost", " ")).toMatchObject({ ok: false, field: "lostReason" });
    expect(checkStatusChange("new", "lost", "too_expensive")).toEqual({ ok: false, field: "lostReason", message: "Choose one of the lost reasons" });
  });

  it("refuses a reason with any status but Lost", () => {
    expect(checkStatusChange("new", "contacted", "no_answer")).toEqual({ ok: false, field: "lostReason", message: "A lost reason goes only with the Lost status" });
  });

  it("refuses the same status and an unknown one", () => {
    expect(checkStatusChange("sold", "sold", null)).toEqual({ ok: false, field: "status", message: "The lead is already Sold (won)" });
    expect(checkStatusChange("lost", "lost", "no_answer")).toMatchObject({ ok: false, field: "status" });
    expect(checkStatusChange("new", "archived", null)).toEqual({ ok: false, field: "status", message: "Choose one of the statuses" });
  });
});

describe("countsAsResponse", () => {
  it("counts a reply", () => {
    expect(countsAsResponse("reply")).toBe(true);
  });

  it("counts a status change away from New only", () => {
    expect(countsAsResponse("status_change", { from: "new", to: "contacted" })).toBe(true);
    expect(countsAsResponse("status_change", { from: "new", to: "lost" })).toBe(true);
    expect(countsAsResponse("status_change", { from: "contacted", to: "appointment" })).toBe(false);
    expect(countsAsResponse("status_change", { from: "contacted", to: "new" })).toBe(false);
    expect(countsAsResponse("status_change")).toBe(false);
  });

  it("does not count arrival, assignment or an internal note", () => {
    expect(countsAsResponse("received")).toBe(false);
    expect(countsAsResponse("assigned")).toBe(false);
    expect(countsAsResponse("reassigned")).toBe(false);
    expect(countsAsResponse("note")).toBe(false);
  });
});
