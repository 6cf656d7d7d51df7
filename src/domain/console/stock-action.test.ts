import { describe, expect, it } from "vitest";
import { agingPast, DEFAULT_AGING_DAYS, viewedWithoutLeads, viewsPerDay } from "./stock-action";

describe("the stock-action flags", () => {
  it("counts views per day in stock, the first day as one", () => {
    expect(viewsPerDay(100, 40)).toBe(2.5);
    expect(viewsPerDay(7, 0)).toBe(7);
    expect(viewsPerDay(10, 3)).toBe(3.3);
  });

  it("flags a car viewed 50 times or more over a week or more without a lead", () => {
    expect(viewedWithoutLeads(50, 0, 7)).toBe(true);
    expect(viewedWithoutLeads(49, 0, 30)).toBe(false);
    expect(viewedWithoutLeads(500, 1, 30)).toBe(false);
    // Listed yesterday: no time yet to be asked about.
    expect(viewedWithoutLeads(500, 0, 6)).toBe(false);
  });

  it("flags a car in stock longer than the limit, 60 days unless the dealer sets one", () => {
    expect(DEFAULT_AGING_DAYS).toBe(60);
    expect(agingPast(60)).toBe(false);
    expect(agingPast(61)).toBe(true);
    expect(agingPast(31, 30)).toBe(true);
    expect(agingPast(30, 30)).toBe(false);
  });
});
