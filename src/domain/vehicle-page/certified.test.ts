import { describe, expect, it } from "vitest";
import { certifiedBadgeLabel, certifiedBadgeVisible, type CertifiableVehicle } from "./certified";

const car: CertifiableVehicle = { carType: "used", certified: true, make: "Toyota", status: "in_stock" };

describe("certifiedBadgeVisible", () => {
  it.each<[string, Partial<CertifiableVehicle>, string | null, boolean]>([
    ["used certified Toyota in stock", {}, "Toyota", true],
    ["coming soon counts as not sold", { status: "coming_soon" }, "Toyota", true],
    ["make case differs", { make: "TOYOTA" }, "toyota", true],
    ["sold", { status: "sold" }, "Toyota", false],
    ["other status", { status: "other" }, "Toyota", false],
    ["not certified", { certified: false }, "Toyota", false],
    ["demo", { carType: "demo" }, "Toyota", false],
    ["new", { carType: "new" }, "Toyota", false],
    ["another make", { make: "Ford" }, "Toyota", false],
    ["site not enabled", {}, null, false],
    ["blank setting", {}, " ", false],
  ])("%s", (_, change, manufacturer, visible) => {
    expect(certifiedBadgeVisible({ ...car, ...change }, manufacturer)).toBe(visible);
  });
  it("label", () => expect(certifiedBadgeLabel("Toyota")).toBe("Toyota Certified"));
});
