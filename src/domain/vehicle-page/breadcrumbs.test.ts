import { describe, expect, it } from "vitest";
import { carTypeSearchPath, modelInBreadcrumbs, usedCarTrailSearchHref, vehicleBreadcrumbs, type BreadcrumbSettings, type BreadcrumbVehicle } from "./breadcrumbs";

const corolla: BreadcrumbVehicle = { carType: "used", make: "Toyota", model: "Corolla", body: "Sedan" };
const search: BreadcrumbSettings = { trail: "search", models: ["Corolla", "HiLux"], noun: "Cars" };

describe("vehicleBreadcrumbs: the /search trail", () => {
  it("Home, car type, make, model (configured), body; each crumb narrows the one before", () => {
    expect(vehicleBreadcrumbs(corolla, search)).toEqual([
      { label: "Home", href: "/" },
      { label: "Used Cars", href: "/search/used-cars" },
      { label: "Toyota", href: "/search/toyota?car_type=used" },
      { label: "Corolla", href: "/search/toyota/corolla?car_type=used" },
      { label: "Sedan", href: "/search/toyota/corolla?car_type=used&body=Sedan" },
    ]);
  });
  it("leaves the model out when it is not configured (and with no configured models)", () => {
    const labels = (s: BreadcrumbSettings) => vehicleBreadcrumbs(corolla, s).map((c) => c.label);
    expect(labels({ ...search, models: ["Camry"] })).toEqual(["Home", "Used Cars", "Toyota", "Sedan"]);
    expect(labels({ ...search, models: [] })).toEqual(["Home", "Used Cars", "Toyota", "Sedan"]);
    expect(vehicleBreadcrumbs(corolla, { ...search, models: [] })[3]).toEqual({ label: "Sedan", href: "/search/toyota?car_type=used&body=Sedan" });
  });
  it("slugs like slugify and keeps names as labels", () => {
    const benz: BreadcrumbVehicle = { carType: "demo", make: "Mercedes-Benz", model: "C 300", body: "People Mover" };
    expect(vehicleBreadcrumbs(benz, { trail: "search", models: ["c 300"], noun: "Vehicles" })).toEqual([
      { label: "Home", href: "/" },
      { label: "Demo Vehicles", href: "/search/demo-cars" },
      { label: "Mercedes-Benz", href: "/search/mercedes-benz?car_type=demo" },
      { label: "C 300", href: "/search/mercedes-benz/c-300?car_type=demo" },
      { label: "People Mover", href: "/search/mercedes-benz/c-300?car_type=demo&body=People+Mover" },
    ]);
  });
  it("no body, no body crumb; new cars", () => {
    expect(vehicleBreadcrumbs({ carType: "new", make: "Kia", model: "EV6", body: null }, { ...search, models: ["EV6"] }).map((c) => c.href)).toEqual([
      "/",
      "/search/new-cars",
      "/search/kia?car_type=new",
      "/search/kia/ev6?car_type=new",
    ]);
  });
});

describe("vehicleBreadcrumbs: the /used-car trail", () => {
  it("is a path trail {car type}/make/model/body", () => {
    expect(vehicleBreadcrumbs(corolla, { ...search, trail: "used-car" }).map((c) => c.href)).toEqual([
      "/",
      "/used-car/used-cars",
      "/used-car/used-cars/toyota",
      "/used-car/used-cars/toyota/corolla",
      "/used-car/used-cars/toyota/corolla/sedan",
    ]);
    expect(vehicleBreadcrumbs(corolla, { ...search, trail: "used-car", models: [] }).map((c) => c.href).at(-1)).toBe("/used-car/used-cars/toyota/sedan");
  });
});

describe("helpers", () => {
  it("modelInBreadcrumbs compares slugs", () => {
    expect(modelInBreadcrumbs("HiLux", ["hilux"])).toBe(true);
    expect(modelInBreadcrumbs("CX-5", ["CX 5"])).toBe(true);
    expect(modelInBreadcrumbs("CX-5", ["CX-50"])).toBe(false);
    expect(modelInBreadcrumbs("", [""])).toBe(false);
  });
  it("carTypeSearchPath", () => expect(carTypeSearchPath("demo")).toBe("/search/demo-cars"));
});

describe("a vehicle without a make", () => {
  it("keeps the car type route and refines it by body", () => {
    expect(vehicleBreadcrumbs({ carType: "used", make: " ", model: "Corolla", body: "Sedan" }, search)).toEqual([
      { label: "Home", href: "/" },
      { label: "Used Cars", href: "/search/used-cars" },
      { label: "Sedan", href: "/search/used-cars?body=Sedan" },
    ]);
  });
});

describe("usedCarTrailSearchHref: a /used-car crumb leads to the search route with its meaning", () => {
  it("each depth of the trail", () => {
    expect(usedCarTrailSearchHref({ carType: "used", make: null, model: null, body: null })).toBe("/search/used-cars");
    expect(usedCarTrailSearchHref({ carType: "used", make: "toyota", model: null, body: null })).toBe("/search/toyota?car_type=used");
    expect(usedCarTrailSearchHref({ carType: "demo", make: "toyota", model: "corolla", body: null })).toBe("/search/toyota/corolla?car_type=demo");
    expect(usedCarTrailSearchHref({ carType: "used", make: "toyota", model: "corolla", body: "Sedan" })).toBe("/search/toyota/corolla?car_type=used&body=Sedan");
    expect(usedCarTrailSearchHref({ carType: "new", make: "toyota", model: null, body: "SUV" })).toBe("/search/toyota?car_type=new&body=SUV");
  });
  it("every crumb of the used-car trail maps to the same crumb of the search trail", () => {
    const used = vehicleBreadcrumbs(corolla, { ...search, trail: "used-car" });
    const viaSearch = vehicleBreadcrumbs(corolla, search);
    const last = used[used.length - 1];
    expect(last?.href).toBe("/used-car/used-cars/toyota/corolla/sedan");
    expect(usedCarTrailSearchHref({ carType: "used", make: "toyota", model: "corolla", body: "Sedan" })).toBe(viaSearch[viaSearch.length - 1]?.href);
  });
});
