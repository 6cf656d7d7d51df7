"use client";
/**
 * The trade-in's local record (spec 002 §3 "Trade-in valuation steps: rego and regoState; adjustmentAnswers with id;
 * offer acceptance (lead_id, form_completed, offer_accepted)"), kept in this browser (localStorage is per host, so
 * per site): the next visit starts from the same car and answers. Storage may be blocked: then nothing is kept.
 * A record older than 30 days, or one edited by hand into another shape, is ignored.
 */
import { TRADE_IN_QUESTIONS } from "@/domain/trade-in/adjustments";

const KEY = "forecourt:trade-in";
const KEPT_MS = 30 * 86_400_000;

export interface TradeInRecord {
  rego: string;
  regoState: string;
  kms?: string;
  adjustmentAnswers?: Record<string, string>;
  /** The valuation (POST /api/miscellaneous) and its lead, once made. */
  valuationId?: string;
  lead_id?: number;
  form_completed?: boolean;
  offer_accepted?: boolean;
  at: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const own = (object: Record<string, unknown>, key: string): unknown => (Object.hasOwn(object, key) ? object[key] : undefined);

export function readTradeInRecord(now = Date.now()): TradeInRecord | null {
  let stored: unknown;
  try {
    const raw = window.localStorage.getItem(KEY);
    stored = raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
  if (!isRecord(stored)) return null;
  const at = own(stored, "at");
  const rego = own(stored, "rego");
  const regoState = own(stored, "regoState");
  if (typeof at !== "number" || now - at > KEPT_MS || typeof rego !== "string" || typeof regoState !== "string" || rego.length > 12) return null;
  const record: TradeInRecord = { rego, regoState, at };
  const kms = own(stored, "kms");
  if (typeof kms === "string" && kms.length <= 12) record.kms = kms;
  const answers = own(stored, "adjustmentAnswers");
  if (isRecord(answers)) {
    const kept: Record<string, string> = {};
    for (const question of TRADE_IN_QUESTIONS) {
      const answer = own(answers, question.id);
      if (typeof answer === "string" && question.answers.some((a) => a.id === answer)) kept[question.id] = answer;
    }
    record.adjustmentAnswers = kept;
  }
  const valuationId = own(stored, "valuationId");
  if (typeof valuationId === "string" && /^[0-9a-f-]{36}$/.test(valuationId)) record.valuationId = valuationId;
  const leadId = own(stored, "lead_id");
  if (typeof leadId === "number" && Number.isInteger(leadId)) record.lead_id = leadId;
  if (own(stored, "form_completed") === true) record.form_completed = true;
  if (own(stored, "offer_accepted") === true) record.offer_accepted = true;
  return record;
}

export function writeTradeInRecord(record: Omit<TradeInRecord, "at">): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ ...record, at: Date.now() }));
  } catch {
    // storage blocked or full: the form still works, it only forgets
  }
}
