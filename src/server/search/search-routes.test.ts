import { describe, expect, it } from "vitest";
import { resolveUsedCarTrail } from "./search-routes";
import { buildSiteIndex } from "./site-index";

const schema = { facets: ["make", "model", "body", "make_slug", "model_slug", "body_slug"], numbers: [] };
const doc = (id: number, make: string, model: string, body: string) => ({
  id,
  values: { make, model, body, make_slug: make.toLowerCase(), model_slug: model.toLowerCase().replace(/\s+/g, "-"), body_slug: body.toLowerCase().replace(/\s+/g, "-") },
  numbers: {},
});
const index = buildSiteIndex([doc(1, "Toyota", "Corolla", "Sedan"), doc(2, "Toyota", "HiLux", "Cab Chassis"), doc(3, "Kia", "Sportage", "SUV")], schema);

describe("resolveUsedCarTrail", () => {
  it("reads the car type, make, model and body of the trail", () => {
    expect(resolveUsedCarTrail(index, ["used-cars"])).toEqual({ carType: "used", make: null, model: null, body: null });
    expect(resolveUsedCarTrail(index, ["demo-cars", "toyota"])).toEqual({ carType: "demo", make: "toyota", model: null, body: null });
    expect(resolveUsedCarTrail(index, ["used-cars", "toyota", "corolla"])).toEqual({ carType: "used", make: "toyota", model: "corolla", body: null });
    expect(resolveUsedCarTrail(index, ["used-cars", "toyota", "corolla", "sedan"])).toEqual({ carType: "used", make: "toyota", model: "corolla", body: "Sedan" });
  });
  it("a third segment that is one of the site's bodies (and no model) is the body, by its name", () => {
    expect(resolveUsedCarTrail(index, ["used-cars", "toyota", "cab-chassis"])).toEqual({ carType: "used", make: "toyota", model: null, body: "Cab Chassis" });
    expect(resolveUsedCarTrail(index, ["new-cars", "kia", "suv"])).toEqual({ carType: "new", make: "kia", model: null, body: "SUV" });
  });
  it("nothing for an unknown car type, an unknown body or a longer path", () => {
    expect(resolveUsedCarTrail(index, [])).toBeNull();
    expect(resolveUsedCarTrail(index, ["cheap-cars"])).toBeNull();
    expect(resolveUsedCarTrail(index, ["used-cars", "toyota", "corolla", "spaceship"])).toBeNull();
    expect(resolveUsedCarTrail(index, ["used-cars", "toyota", "corolla", "sedan", "more"])).toBeNull();
  });
});
