import { describe, expect, it } from "vitest";
import { MY_GARAGE_PATH, signInIntro, signInPath } from "./sign-in-gate";

describe("sign-in gate", () => {
  it("sends an anonymous visitor to /sign-in with the kind, the target and the way back", () => {
    expect(signInPath("my-garage", MY_GARAGE_PATH, "/")).toBe("/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F");
    expect(signInPath("watchlist", "/search/used-cars?sortBy=latest")).toBe("/sign-in?type=watchlist&redirect=%2Fsearch%2Fused-cars%3FsortBy%3Dlatest&back=%2Fsearch%2Fused-cars%3FsortBy%3Dlatest");
  });
  it("words the sign-in page by the kind", () => {
    expect(signInIntro("my-garage", "Metro")).toBe("Sign in with your mobile number to open your garage.");
    expect(signInIntro("trade-in", "Metro")).toBe("Sign in with your mobile number to keep your trade-in valuations in your garage.");
    expect(signInIntro(null, "Metro")).toBe("Sign in to Metro with your mobile number.");
  });
});
