"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { clampToBounds, DEPOSIT_BOUNDS, interestBounds, minimumLoanProblem, purchasePriceBounds, RESIDUAL_BOUNDS, termBounds, TRADE_IN_BOUNDS, validatePurchasePrice } from "@/domain/finance/bounds";
import type { CalculatorInputs } from "@/domain/finance/calculator";
import { calculatorFigures, type CalculatorFigures } from "@/domain/finance/figures";
import type { LenderFigures } from "@/domain/finance/lender";
import type { RepaymentFrequency } from "@/domain/finance/repayment";
import { trackEvent } from "@/components/analytics/analytics-client";
import { ANALYTICS_EVENTS } from "@/domain/analytics/analytics-events";
import type { FinanceSettings } from "@/view-models/finance";

export interface FinanceCalculatorState {
  inputs: CalculatorInputs;
  /** The amount as validated: ≤ 0 or not a number is 0. */
  amount: number;
  /** "Cannot be less than {min} or more than 250000", or null. */
  amountError: string | null;
  /** Why the loan is too small to show figures for (`minimumLoanProblem`), or null. */
  loanError: string | null;
  /** The figures of the inputs; null while the amount is out of bounds or the loan is under the minimum. */
  figures: CalculatorFigures | null;
  setAmount(raw: number): void;
  setDeposit(raw: number): void;
  setTradeIn(raw: number): void;
  setTermYears(years: number): void;
  setInterestRate(raw: number): void;
  setResidual(raw: number): void;
  setFrequency(frequency: RepaymentFrequency): void;
}

/**
 * A calculator's state (spec 002 §3 "Calculator state"): inputs start at `defaults`; term, interest, deposit,
 * trade-in and residual are clamped into their bounds as they change, the amount is validated with its message
 * (spec 002 §5); the figures are recalculated after every change (§4) by the domain's `calculatorFigures`. The
 * first change sends analytics event 26 once (§4 "events fire once on first interaction").
 */
export function useFinanceCalculator(args: {
  defaults: CalculatorInputs;
  finance: Pick<FinanceSettings, "calculator" | "lender">;
  lender: LenderFigures | null;
  advertisedPrice: number | null;
  analytics: { label: string; vehicleId?: number };
}): FinanceCalculatorState {
  const { defaults, finance, lender, advertisedPrice } = args;
  const calc = finance.calculator;
  const [inputs, setInputs] = useState<CalculatorInputs>(defaults);
  const tracked = useRef(false);
  const { label, vehicleId } = args.analytics;

  const change = (next: Partial<CalculatorInputs>) => {
    if (!tracked.current) {
      tracked.current = true;
      trackEvent(ANALYTICS_EVENTS.calculatorUse, { label, vehicleId });
    }
    setInputs((current) => ({ ...current, ...next }));
  };

  const { value: amount, error: amountError } = validatePurchasePrice(inputs.amount, purchasePriceBounds(calc));
  const loanError = amountError ? null : minimumLoanProblem({ ...inputs, amount });
  const figures = useMemo(
    () => (amountError || loanError ? null : calculatorFigures({ inputs: { ...inputs, amount }, defaults, lender, settings: finance.lender, advertisedPrice })),
    [amountError, loanError, inputs, amount, defaults, lender, finance.lender, advertisedPrice],
  );

  return {
    inputs,
    amount,
    amountError,
    loanError,
    figures,
    setAmount: (raw) => change({ amount: raw }),
    setDeposit: (raw) => change({ deposit: clampToBounds(raw, DEPOSIT_BOUNDS) }),
    setTradeIn: (raw) => change({ tradeIn: clampToBounds(raw, TRADE_IN_BOUNDS) }),
    setTermYears: (years) => change({ termYears: clampToBounds(years, termBounds(calc)) }),
    setInterestRate: (raw) => change({ interestRate: clampToBounds(raw, interestBounds(calc)) }),
    setResidual: (raw) => change({ residual: clampToBounds(raw, RESIDUAL_BOUNDS) }),
    setFrequency: (frequency) => change({ frequency }),
  };
}

/**
 * The text of a polite live region, updated `delayMs` after the last change, so that a screen reader hears the
 * new repayment once a slider stops moving instead of at every step.
 */
export function useSettledAnnouncement(text: string, delayMs = 600): string {
  const [announced, setAnnounced] = useState("");
  const first = useRef(true);
  useEffect(() => {
    // Nothing is announced for the starting figures; only changes are.
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => setAnnounced(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return announced;
}
