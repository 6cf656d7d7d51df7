import { describe, expect, it } from "vitest";
import { chooseDealerPhone, isPhoneControlHref, phoneMaskedOnPage, siteMainPhone, dealerPhoneDisplay, maskPhone, missingPhoneWarning, phoneClickLabel, phoneHrefs, smsHref, type PhoneChoiceSettings } from "./dealer-phone";

const none: PhoneChoiceSettings = { override: null, chooseByCarType: false, byCarType: {}, newDefault: null, usedDefault: null };
const all: PhoneChoiceSettings = {
  override: "+61711111111",
  chooseByCarType: true,
  byCarType: { new: "+61722222222", used: "+61733333333", demo: "+61744444444" },
  newDefault: "+61755555555",
  usedDefault: "+61766666666",
};
const location = "+61777777777";

describe("chooseDealerPhone: override, by car type, new/used default, location", () => {
  it("1. the override wins", () => {
    expect(chooseDealerPhone({ carType: "used" }, all, location)).toEqual({ phone: "+61711111111", source: "override" });
  });
  it("2. by car type, when the flag is on", () => {
    const s = { ...all, override: null };
    expect(chooseDealerPhone({ carType: "new" }, s, location)).toEqual({ phone: "+61722222222", source: "car-type" });
    expect(chooseDealerPhone({ carType: "used" }, s, location)).toEqual({ phone: "+61733333333", source: "car-type" });
    expect(chooseDealerPhone({ carType: "demo" }, s, location)).toEqual({ phone: "+61744444444", source: "car-type" });
    expect(chooseDealerPhone({ carType: "used" }, { ...s, chooseByCarType: false }, location)).toEqual({ phone: "+61766666666", source: "new-used-default" });
  });
  it("3. the new/used default (demo counts as new)", () => {
    const s = { ...all, override: null, byCarType: { used: "" } };
    expect(chooseDealerPhone({ carType: "used" }, s, location)).toEqual({ phone: "+61766666666", source: "new-used-default" });
    expect(chooseDealerPhone({ carType: "demo" }, s, location)).toEqual({ phone: "+61755555555", source: "new-used-default" });
  });
  it("4. the location's phone", () => {
    expect(chooseDealerPhone({ carType: "new" }, none, location)).toEqual({ phone: location, source: "location" });
    expect(chooseDealerPhone({ carType: "used" }, { ...none, newDefault: "+61755555555" }, location)).toEqual({ phone: location, source: "location" });
  });
  it("none: null, and the caller warns", () => {
    expect(chooseDealerPhone({ carType: "new" }, none, null)).toBeNull();
    expect(chooseDealerPhone({ carType: "new" }, { ...none, override: "  " }, " ")).toBeNull();
    expect(missingPhoneWarning({ id: 42 })).toBe("No phone number for car 42");
  });
});

describe("display and masking", () => {
  it.each([
    ["07 3123 4567", "07 31*******"],
    ["0412345678", "04123*****"],
    ["12345", "12345"],
    ["123", "123"],
    ["", ""],
  ])("maskPhone(%j) -> %j", (input, masked) => expect(maskPhone(input)).toBe(masked));
  it("+61 numbers show as 0X XXXX XXXX, masked until clicked where set", () => {
    expect(dealerPhoneDisplay("+61731234567", { maskUntilClick: false, revealed: false })).toBe("07 3123 4567");
    expect(dealerPhoneDisplay("+61731234567", { maskUntilClick: true, revealed: false })).toBe("07 31*******");
    expect(dealerPhoneDisplay("+61731234567", { maskUntilClick: true, revealed: true })).toBe("07 3123 4567");
  });
});

describe("links", () => {
  it("tel: and sms: in +61 form", () => {
    expect(phoneHrefs("+61 7 3123 4567")).toEqual({ tel: "tel:+61731234567", sms: "sms:+61731234567" });
    expect(smsHref("(07) 3123-4567")).toBe("sms:+61731234567");
  });
});

describe("phoneClickLabel", () => {
  it.each([
    [{ path: "/search/used-cars" }, "Used Car"],
    [{ path: "/used-car/toyota" }, "Used Car"],
    [{ path: "/search/new-used-and-demo-cars" }, "New Car"],
    [{ path: "/cars/2019-toyota-used-look" }, "New Car"],
    [{ path: "/search/new-cars?x=used" }, "New Car"],
    [{}, "New Car"],
  ])("%j -> %s", (context, label) => expect(phoneClickLabel(context)).toBe(label));
});

describe("the site's number is a car's last resort, and the site's own number", () => {
  it("a car with no number of its own or its location's shows the site's", () => {
    expect(chooseDealerPhone({ carType: "new" }, { override: null, chooseByCarType: false, byCarType: {}, newDefault: null, usedDefault: null }, null, "+61733330000")).toEqual({ phone: "+61733330000", source: "site" });
  });
  it("siteMainPhone: override, else the contact phone, else the primary location's", () => {
    expect(siteMainPhone({ override: "+61711111111", contactPhone: "+61722222222" }, "+61733333333")).toBe("+61711111111");
    expect(siteMainPhone({ override: null, contactPhone: "+61722222222" }, "+61733333333")).toBe("+61722222222");
    expect(siteMainPhone({ override: null, contactPhone: undefined }, "+61733333333")).toBe("+61733333333");
    expect(siteMainPhone({ override: null, contactPhone: undefined }, null)).toBeNull();
  });
});

describe("phoneMaskedOnPage (issue 38: the phone mask never showed)", () => {
  it("masks on every masking site, Call Now or not, and nowhere else", () => {
    expect(phoneMaskedOnPage(true)).toBe(true);
    expect(phoneMaskedOnPage(false)).toBe(false);
  });
});

describe("phoneClickLabel by the car (issue 38: event 25 labelled by the car, not by the path)", () => {
  it("names a used car's click Used Car on its own page, whose path names no used stock", () => {
    expect(phoneClickLabel({ path: "/cars/2021-toyota-hilux-sr5-u123", carType: "used" })).toBe("Used Car");
    expect(phoneClickLabel({ path: "/search/used-cars", carType: "new" })).toBe("New Car");
    expect(phoneClickLabel({ path: "/cars/x", carType: "demo" })).toBe("New Car");
  });
  it("goes by the path for a click about no car", () => {
    expect(phoneClickLabel({ path: "/search/used-cars", carType: null })).toBe("Used Car");
    expect(phoneClickLabel({ path: "/contact" })).toBe("New Car");
  });
});

describe("isPhoneControlHref (issue 38: event 25 from every phone control)", () => {
  it("is a call, a text or a WhatsApp chat, and no other link", () => {
    for (const href of ["tel:+61746001234", "sms:+61412345678", "https://wa.me/61412345678", "TEL:+61 7 4600 1234"]) expect(isPhoneControlHref(href), href).toBe(true);
    for (const href of ["/contact", "https://example.com/tel:1", "mailto:a@b.c", "https://wa.me.evil.example/1", ""]) expect(isPhoneControlHref(href), href).toBe(false);
  });
});

