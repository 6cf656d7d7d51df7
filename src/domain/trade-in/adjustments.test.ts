import { describe, expect, it } from "vitest";
import { answerLines, answerOf, reconditioningCost, TRADE_IN_QUESTIONS, type AdjustmentAnswers } from "./adjustments";

const best: AdjustmentAnswers = { condition: "excellent", accident: "none", serviceHistory: "full", tyres: "good", bodywork: "none", warningLights: "no", keys: "two" };

describe("the adjustment questions", () => {
  it("each question and each of its answers has a unique id; the best answers cost nothing", () => {
    expect(new Set(TRADE_IN_QUESTIONS.map((q) => q.id)).size).toBe(TRADE_IN_QUESTIONS.length);
    for (const question of TRADE_IN_QUESTIONS) {
      expect(new Set(question.answers.map((a) => a.id)).size, question.id).toBe(question.answers.length);
      expect(question.answers[0]?.reconditioning, question.id).toBe(0);
      // Worse answers never cost less than better ones.
      const costs = question.answers.map((a) => a.reconditioning);
      expect([...costs].sort((a, b) => a - b), question.id).toEqual(costs);
    }
    expect(reconditioningCost(best)).toBe(0);
  });

  it("adds up the reconditioning of the answers", () => {
    expect(reconditioningCost({ ...best, condition: "good" })).toBe(400);
    expect(reconditioningCost({ ...best, condition: "fair", tyres: "some", keys: "one" })).toBe(1_500 + 400 + 350);
    expect(reconditioningCost({ condition: "poor", accident: "major", serviceHistory: "none", tyres: "all", bodywork: "major", warningLights: "yes", keys: "one" })).toBe(
      4_000 + 3_500 + 1_500 + 1_000 + 2_000 + 1_500 + 350,
    );
  });

  it("refuses an answer a question does not have, including inherited names", () => {
    expect(answerOf("condition", "constructor")).toBeUndefined();
    expect(() => reconditioningCost({ ...best, condition: "toString" } as unknown as AdjustmentAnswers)).toThrow(RangeError);
  });

  it("words the answers for the dealer, in the questions' order", () => {
    expect(answerLines({ ...best, accident: "minor" })).toEqual([
      ["Overall condition", "Excellent: like new, no marks"],
      ["Has it been in an accident?", "Yes, minor and repaired"],
      ["Service history", "Full logbook history"],
      ["Tyres", "Good tread all round"],
      ["Dents, scratches or hail damage", "None"],
      ["Any warning lights or mechanical faults?", "No"],
      ["Keys", "Two or more"],
    ]);
  });
});
