import { describe, expect, it } from "vitest";
import { brandGaragePath, brandOfGarageSegment, gateRedirect, MY_GARAGE_PATH, SPIN_TO_WIN_PATH, signInIntro, signInPath, signInRequiredFor, type GatingSettings } from "./sign-in-gate";

const open: GatingSettings = { checkout: false, financeWithNvic: false, personalisedFinance: false };
const gated: GatingSettings = { checkout: true, financeWithNvic: true, personalisedFinance: true };

describe("issue 38: brand-named garage pages behind sign-in", () => {
  it("are /{brand}-garage, always gated as the garage is", () => {
    expect(brandGaragePath("toyota")).toBe("/toyota-garage");
    expect(brandOfGarageSegment("toyota-garage")).toBe("toyota");
    expect(brandOfGarageSegment("land-rover-garage")).toBe("land-rover");
    for (const no of ["garage", "-garage", "toyota-garage-", "Toyota-garage", "toyota_garage", "my-garage-x"]) expect(brandOfGarageSegment(no), no).toBeNull();
    expect(signInRequiredFor({ kind: "brand-garage" }, open)).toBe("my-garage");
    expect(gateRedirect({ kind: "brand-garage" }, open, { signedIn: false, target: "/toyota-garage", back: "/" })).toBe("/sign-in?type=my-garage&redirect=%2Ftoyota-garage&back=%2F");
    expect(gateRedirect({ kind: "brand-garage" }, open, { signedIn: true, target: "/toyota-garage", back: "/" })).toBeNull();
  });
});

describe("issue 38: /spin-to-win behind sign-in", () => {
  it("is always gated, with the spin-to-win sign-in and its own words", () => {
    for (const gating of [open, gated]) expect(signInRequiredFor({ kind: "spin-to-win" }, gating)).toBe("spin-to-win");
    expect(gateRedirect({ kind: "spin-to-win" }, open, { signedIn: false, target: SPIN_TO_WIN_PATH, back: "/" })).toBe("/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2F");
    expect(gateRedirect({ kind: "spin-to-win" }, open, { signedIn: true, target: SPIN_TO_WIN_PATH, back: "/" })).toBeNull();
    expect(signInIntro("spin-to-win", "Metro")).toBe("Sign in with your mobile number to spin to win.");
  });
});

describe("sign-in gate", () => {
  it("sends an anonymous visitor to /sign-in with the kind, the target and the way back", () => {
    expect(signInPath("my-garage", MY_GARAGE_PATH, "/")).toBe("/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F");
    expect(signInPath("watchlist", "/search/used-cars?sortBy=latest")).toBe("/sign-in?type=watchlist&redirect=%2Fsearch%2Fused-cars%3FsortBy%3Dlatest&back=%2Fsearch%2Fused-cars%3FsortBy%3Dlatest");
  });
  it("words the sign-in page by the kind", () => {
    expect(signInIntro("my-garage", "Metro")).toBe("Sign in with your mobile number to open your garage.");
    expect(signInIntro("trade-in", "Metro")).toBe("Sign in with your mobile number to keep your trade-in valuations in your garage.");
    expect(signInIntro("checkout", "Metro")).toBe("Sign in with your mobile number to reserve this car online.");
    expect(signInIntro("online-payment", "Metro")).toBe("Sign in with your mobile number to see your reservations and deposits.");
    expect(signInIntro(null, "Metro")).toBe("Sign in to Metro with your mobile number.");
    expect(signInIntro("__proto__", "Metro")).toBe("Sign in to Metro with your mobile number.");
  });
});

describe("gated routes by setting (spec 002 §6)", () => {
  it("online-payment and my-garage always", () => {
    for (const gating of [open, gated]) {
      expect(signInRequiredFor({ kind: "online-payment" }, gating)).toBe("online-payment");
      expect(signInRequiredFor({ kind: 'my-garage' }, gating)).toBe('my-garage');
    }
  });
  it("checkout only where the site gates it", () => {
    expect(signInRequiredFor({ kind: "checkout" }, open)).toBeNull();
    expect(signInRequiredFor({ kind: "checkout" }, { ...open, checkout: true })).toBe("checkout");
  });
  it("finance only for a car with an NVIC code, on sites that gate it", () => {
    expect(signInRequiredFor({ kind: "car-finance", carHasNvic: true }, open)).toBeNull();
    expect(signInRequiredFor({ kind: "car-finance", carHasNvic: false }, gated)).toBeNull();
    expect(signInRequiredFor({ kind: "car-finance", carHasNvic: true }, { ...open, financeWithNvic: true })).toBe("car-finance");
  });
  it("personalised finance where the site gates it; trade-in never", () => {
    expect(signInRequiredFor({ kind: "personalised-finance" }, open)).toBeNull();
    expect(signInRequiredFor({ kind: "personalised-finance" }, { ...open, personalisedFinance: true })).toBe("finance");
    expect(signInRequiredFor({ kind: "trade-in" }, gated)).toBeNull();
  });
  it("redirects an anonymous visitor to sign in and back; lets a signed-in shopper through", () => {
    const visit = { target: "/cars/2022-toyota-camry-u1234/buy-online", back: "/cars/2022-toyota-camry-u1234" };
    expect(gateRedirect({ kind: "checkout" }, gated, { ...visit, signedIn: false })).toBe(
      "/sign-in?type=checkout&redirect=%2Fcars%2F2022-toyota-camry-u1234%2Fbuy-online&back=%2Fcars%2F2022-toyota-camry-u1234",
    );
    expect(gateRedirect({ kind: "checkout" }, gated, { ...visit, signedIn: true })).toBeNull();
    expect(gateRedirect({ kind: "checkout" }, open, { ...visit, signedIn: false })).toBeNull();
    expect(gateRedirect({ kind: "online-payment" }, open, { target: "/online-payment", back: "/", signedIn: false })).toBe("/sign-in?type=online-payment&redirect=%2Fonline-payment&back=%2F");
  });
});
