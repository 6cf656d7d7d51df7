import { describe, expect, it } from "vitest";
import { locationPhone } from "./location-phone";

describe("issue 39, item 10: a location shows one phone number", () => {
  it("its phone, even when it has a mobile and a landline too (not three numbers)", () => {
    expect(locationPhone({ phone: "+61754431234", landlinePhone: "+61754439999", mobile: "+61412345678" })).toBe("+61754431234");
  });

  it("else its landline, else its mobile, else none", () => {
    expect(locationPhone({ phone: " ", landlinePhone: "+61754439999", mobile: "+61412345678" })).toBe("+61754439999");
    expect(locationPhone({ phone: null, landlinePhone: null, mobile: "+61412345678" })).toBe("+61412345678");
    expect(locationPhone({ phone: null, landlinePhone: "", mobile: null })).toBeNull();
  });
});
