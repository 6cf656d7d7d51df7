import { describe, expect, it } from "vitest";
import { notFoundMessage } from "./not-found-text";

describe("notFoundMessage", () => {
  it("says a car may have sold only for a dead car address", () => {
    expect(notFoundMessage("vehicle")).toMatch(/may have sold/);
    expect(notFoundMessage("page")).not.toMatch(/sold|vehicle/i);
  });
});
