/**
 * The trade-in's adjustment questions (spec 002 §3 "Trade-in valuation steps: ... adjustmentAnswers with id"), as
 * data: each question has an id, the words the shopper reads, and its answers, each with the reconditioning a dealer
 * allows for it in whole dollars (what it costs to bring the car to the standard the comparables are advertised at).
 * The valuation takes the sum off the trade value (`valuation.ts`). The spec does not list the questions: these are
 * the ones Australian dealers' appraisal sheets ask, with typical costs for a mid-size car.
 */

export const TRADE_IN_QUESTIONS = [
  {
    id: "condition",
    label: "Overall condition",
    answers: [
      { id: "excellent", label: "Excellent: like new, no marks", reconditioning: 0 },
      { id: "good", label: "Good: normal wear for its age", reconditioning: 400 },
      { id: "fair", label: "Fair: needs some work", reconditioning: 1_500 },
      { id: "poor", label: "Poor: needs major work", reconditioning: 4_000 },
    ],
  },
  {
    id: "accident",
    label: "Has it been in an accident?",
    answers: [
      { id: "none", label: "No", reconditioning: 0 },
      { id: "minor", label: "Yes, minor and repaired", reconditioning: 800 },
      { id: "major", label: "Yes, major or structural", reconditioning: 3_500 },
    ],
  },
  {
    id: "serviceHistory",
    label: "Service history",
    answers: [
      { id: "full", label: "Full logbook history", reconditioning: 0 },
      { id: "partial", label: "Partial history", reconditioning: 600 },
      { id: "none", label: "No history", reconditioning: 1_500 },
    ],
  },
  {
    id: "tyres",
    label: "Tyres",
    answers: [
      { id: "good", label: "Good tread all round", reconditioning: 0 },
      { id: "some", label: "Some need replacing", reconditioning: 400 },
      { id: "all", label: "All need replacing", reconditioning: 1_000 },
    ],
  },
  {
    id: "bodywork",
    label: "Dents, scratches or hail damage",
    answers: [
      { id: "none", label: "None", reconditioning: 0 },
      { id: "minor", label: "A few small marks", reconditioning: 500 },
      { id: "major", label: "Significant damage", reconditioning: 2_000 },
    ],
  },
  {
    id: "warningLights",
    label: "Any warning lights or mechanical faults?",
    answers: [
      { id: "no", label: "No", reconditioning: 0 },
      { id: "yes", label: "Yes", reconditioning: 1_500 },
    ],
  },
  {
    id: "keys",
    label: "Keys",
    answers: [
      { id: "two", label: "Two or more", reconditioning: 0 },
      { id: "one", label: "Only one", reconditioning: 350 },
    ],
  },
] as const;

export type TradeInQuestion = (typeof TRADE_IN_QUESTIONS)[number];
export type TradeInQuestionId = TradeInQuestion["id"];
/** One answer id per question: `{ condition: "good", accident: "none", ... }`. */
export type AdjustmentAnswers = { [Q in TradeInQuestion as Q["id"]]: Q["answers"][number]["id"] };

/** A question's answer, or undefined for an id the question does not have (an own-property look-up, never inherited). */
export function answerOf(questionId: TradeInQuestionId, answerId: string): TradeInQuestion["answers"][number] | undefined {
  const question = TRADE_IN_QUESTIONS.find((q) => q.id === questionId);
  return question?.answers.find((a) => a.id === answerId);
}

/** The reconditioning the answers add up to, in whole dollars. */
export function reconditioningCost(answers: AdjustmentAnswers): number {
  let total = 0;
  for (const question of TRADE_IN_QUESTIONS) {
    const answer = answerOf(question.id, answers[question.id]);
    if (!answer) throw new RangeError(`No answer "${String(answers[question.id])}" to ${question.id}`);
    total += answer.reconditioning;
  }
  return total;
}

/** The answers as the dealer reads them: "Overall condition" → "Good: normal wear for its age", in the questions' order. */
export function answerLines(answers: AdjustmentAnswers): Array<[label: string, answer: string]> {
  return TRADE_IN_QUESTIONS.map((question) => [question.label, answerOf(question.id, answers[question.id])?.label ?? String(answers[question.id])]);
}
