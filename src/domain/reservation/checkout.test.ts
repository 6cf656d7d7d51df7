import { describe, expect, it } from "vitest";
import { checkoutHeading, checkoutHref, checkoutPathAnswer, onlinePurchaseHref, parseCheckoutCarId, reserveRefusal, reserveRefusalMessage } from "./checkout";

const car = { status: "in_stock" as const, reserved: false, paymentProcessors: [{ depositAmount: 200, checkoutEnabled: true }], price: 32_990 };

describe("whether a car can be reserved online", () => {
  it("an available car with checkout enabled can", () => {
    expect(reserveRefusal(car, true)).toBeNull();
    expect(reserveRefusal({ ...car, status: "coming_soon" }, true)).toBeNull();
  });
  it("not where the site or the car's processors have no checkout", () => {
    expect(reserveRefusal(car, false)).toBe("checkout-off");
    expect(reserveRefusal({ ...car, paymentProcessors: [{ depositAmount: 200, checkoutEnabled: false }] }, true)).toBe("checkout-off");
    expect(reserveRefusal({ ...car, paymentProcessors: [] }, true)).toBe("checkout-off");
  });
  it("a car with no price ('Enquire for price') can still be reserved (issue 39, item 10): not any more", () => {
    expect(reserveRefusal({ ...car, price: 0 }, true)).toBe("unavailable");
    expect(reserveRefusal({ ...car, price: Number.NaN }, true)).toBe("unavailable");
  });
  it("the caravan site says 'Reserve this Car' (issue 39, item 10): the heading names what the site sells", () => {
    expect(checkoutHeading("reserve", "car")).toBe("Reserve this Car");
    expect(checkoutHeading("reserve", "caravan")).toBe("Reserve this Caravan");
    expect(checkoutHeading("online-purchase", "caravan")).toBe("Online Purchase");
  });
  it("not a sold car, nor one someone holds", () => {
    expect(reserveRefusal({ ...car, status: "sold" }, true)).toBe("unavailable");
    expect(reserveRefusal({ ...car, reserved: true }, true)).toBe("reserved");
    expect(reserveRefusalMessage("reserved", "car")).toBe("Sorry, this car has just been reserved by someone else. Nothing has been charged.");
  });
  it("a $0 or missing deposit amount does not stop it (the site's default deposit is charged)", () => {
    expect(reserveRefusal({ ...car, paymentProcessors: [{ depositAmount: null, checkoutEnabled: true }] }, true)).toBeNull();
    expect(reserveRefusal({ ...car, paymentProcessors: [{ depositAmount: 0, checkoutEnabled: true }] }, true)).toBeNull();
  });
});

describe("the reserve paths", () => {
  it("are /cars/{slug}/checkout or /cars/{slug}/buy-online, and /checkout-journey?car_id=", () => {
    expect(checkoutHref("2022-toyota-camry-u1234", "checkout")).toBe("/cars/2022-toyota-camry-u1234/checkout");
    expect(checkoutHref("2022-toyota-camry-u1234", "buy-online")).toBe("/cars/2022-toyota-camry-u1234/buy-online");
    expect(onlinePurchaseHref(42)).toBe("/checkout-journey?car_id=42");
  });
  it("a site serves its own path, sends the other one there, and serves neither without checkout", () => {
    expect(checkoutPathAnswer("checkout", { enabled: true, path: "checkout" })).toBe("serve");
    expect(checkoutPathAnswer("buy-online", { enabled: true, path: "checkout" })).toBe("redirect");
    expect(checkoutPathAnswer("checkout", { enabled: true, path: "buy-online" })).toBe("redirect");
    expect(checkoutPathAnswer("buy-online", { enabled: true, path: "buy-online" })).toBe("serve");
    expect(checkoutPathAnswer("checkout", { enabled: false, path: "checkout" })).toBe("not-found");
  });
  it("reads /checkout-journey's car_id as an id or a slug", () => {
    expect(parseCheckoutCarId("42")).toEqual({ kind: "id", id: 42 });
    expect(parseCheckoutCarId("2022-toyota-camry-u1234")).toEqual({ kind: "slug", slug: "2022-toyota-camry-u1234" });
    // Hex is never read as an id (car 42): it is only looked up as a slug, which no car has.
    expect(parseCheckoutCarId("0x2a")).toEqual({ kind: "slug", slug: "0x2a" });
    for (const bad of [undefined, "", "0", "99999999999", "2147483648", "042", "4.2e1", "+42", "../x", "Camry", "a b", "__proto__"]) expect(parseCheckoutCarId(bad), String(bad)).toBeNull();
  });
});
