import { describe, expect, it } from "vitest";
import { contactUsSlug, locationDetailPath, locationsAtPath, viewLocationHref } from "./location-routes";

describe("contactUsSlug (spec 002 §2: the location name without a trailing Sales, Service or Parts suffix)", () => {
  it("drops the suffix", () => {
    expect(contactUsSlug("Southern Cross Ford Dandenong Sales")).toBe("southern-cross-ford-dandenong");
    expect(contactUsSlug("Southern Cross Ford Berwick Service")).toBe("southern-cross-ford-berwick");
    expect(contactUsSlug("Coastal Toyota Caboolture Parts")).toBe("coastal-toyota-caboolture");
  });

  it("keeps a suffix that is not the last word, and a name without one", () => {
    expect(contactUsSlug("Sales and Service Centre")).toBe("sales-and-service-centre");
    expect(contactUsSlug("Metro Jeep & RAM")).toBe("metro-jeep-and-ram");
  });
});

describe("locationDetailPath and viewLocationHref", () => {
  const location = { name: "Metro Kia Parramatta Sales", slug: "metro-kia-parramatta-sales" };

  it("is the route the site names", () => {
    expect(locationDetailPath(location, "contact-us")).toBe("/contact-us/metro-kia-parramatta");
    expect(locationDetailPath(location, "our-location")).toBe("/our-location/metro-kia-parramatta-sales");
    expect(locationDetailPath(location, "locations")).toBe("/locations/metro-kia-parramatta-sales");
  });

  it("goes to /contact on manufacturer sites that say so", () => {
    expect(viewLocationHref(location, { detailRoute: "contact-us", viewLocationGoesToContact: true })).toBe("/contact");
    expect(viewLocationHref(location, { detailRoute: "contact-us", viewLocationGoesToContact: false })).toBe("/contact-us/metro-kia-parramatta");
  });
});

describe("locationsAtPath", () => {
  const all = [
    { name: "Ford Dandenong Sales", slug: "ford-dandenong-sales", dealershipSlug: "ford-dandenong" },
    { name: "Ford Dandenong Service", slug: "ford-dandenong-service", dealershipSlug: "ford-dandenong" },
    { name: "Ford Berwick Parts", slug: "ford-berwick-parts", dealershipSlug: "ford-dandenong" },
  ];

  it("contact-us: every type at the place", () => {
    expect(locationsAtPath("contact-us", "ford-dandenong", all).map((l) => l.slug)).toEqual(["ford-dandenong-sales", "ford-dandenong-service"]);
  });

  it("our-location: the location of the slug only", () => {
    expect(locationsAtPath("our-location", "ford-berwick-parts", all).map((l) => l.slug)).toEqual(["ford-berwick-parts"]);
    expect(locationsAtPath("our-location", "ford-dandenong", all)).toEqual([]);
  });

  it("locations: the location's slug, else the dealership's", () => {
    expect(locationsAtPath("locations", "ford-dandenong-service", all).map((l) => l.slug)).toEqual(["ford-dandenong-service"]);
    expect(locationsAtPath("locations", "ford-dandenong", all)).toHaveLength(3);
    expect(locationsAtPath("locations", "nowhere", all)).toEqual([]);
  });
});
