import { describe, expect, it } from "vitest";
import {
  lengthWithFeet,
  carDetailsRows,
  collapsibleList,
  featuresView,
  formatEngineSize,
  formatKms,
  kilometresInProse,
  listedKms,
  formatMonthYear,
  isMissingSpecValue,
  keyInformationRows,
  keyInformationView,
  measurement,
  specificationRows,
  specRows,
  type SpecVehicle,
} from "./specs";

const camry: SpecVehicle = {
  year: 2022,
  make: "Toyota",
  model: "Camry",
  badge: "Ascent",
  series: "AXVH71R",
  km: 45210,
  simpleBody: "Sedan",
  body: "Sedan 4dr",
  colour: "White",
  interiorColour: "Black Cloth",
  simpleTransmission: "Automatic",
  transmission: "CVT",
  gearnum: 6,
  simpleDrive: "FWD",
  drive: "Front Wheel Drive",
  simpleFuel: "Hybrid",
  fuel: "Hybrid Petrol 4 2.5L",
  seats: 5,
  doors: 4,
  engineSize: 2487,
  engineSizeLitres: "2.5",
  stocknum: "U1234",
  vin: "JTNB23HK103456789",
  regplate: "123ABC",
  buildDate: "2021-11-01",
  complianceDate: "2022-02-01",
  variant: {
    cylinders: 4,
    enginesize: 2487,
    enginesize_litres: 2.5,
    induction: "Naturally Aspirated",
    geartype: "CVT",
    fuelconsumptioncombined: 4.2,
    fuelcapacity: 50,
    grossvehiclemass: 2100,
    vehiclelength: 4885,
    vehicleheight: 1445,
    vehiclewidth: 1840,
    towingcapacitybraked: 0,
    torque: 221,
    power: 160,
    ancaprating: 5,
  },
  specifications: {},
};

describe("missing values are omitted", () => {
  it.each([[null], [undefined], [""], ["   "], ["N/A"], ["n/a"], [Number.NaN], [Number.POSITIVE_INFINITY]])("%j is missing", (v) => {
    expect(isMissingSpecValue(v)).toBe(true);
  });
  it.each([[0], ["0"], ["Petrol"], [4.2]])("%j is present", (v) => expect(isMissingSpecValue(v)).toBe(false));
  it("specRows keeps order and drops missing values", () => {
    expect(specRows([["A", "x"], ["B", null], ["C", " "], ["D", 3], ["E", "N/A"]])).toEqual([
      { label: "A", value: "x" },
      { label: "D", value: "3" },
    ]);
  });
});

describe("units", () => {
  it.each([
    [45210, "45,210 kms"],
    [0, "0 kms"],
    [-1, null],
    [null, null],
  ])("kms %j -> %j", (km, text) => expect(formatKms(km)).toBe(text));
  it("shows a listed vehicle's kilometres, and none for a caravan", () => {
    expect(listedKms({ itemType: null, km: 42000 })).toBe("42,000 kms");
    expect(listedKms({ itemType: "motorcycle", km: 0 })).toBe("0 kms");
    expect(listedKms({ itemType: "caravan", km: 12000 })).toBeNull();
  });
  it("writes kilometres in a sentence as the spec's prose does ('100,000 km'), whole", () => {
    expect(kilometresInProse(100_000)).toBe("100,000 km");
    expect(kilometresInProse(0)).toBe("0 km");
    expect(kilometresInProse(62_499.6)).toBe("62,500 km");
  });
  it.each([
    [1987, 2.0, "2.0 L"],
    [1987, null, "1,987 cc"],
    [null, "1.5", "1.5 L"],
    [0, 0, null],
    [null, null, null],
  ])("engine %j cc / %j L -> %j", (cc, litres, text) => expect(formatEngineSize(cc, litres)).toBe(text));
  it.each([
    [6.5, "L/100km", "6.5 L/100km"],
    [60, "L", "60 L"],
    [2100, "kg", "2,100 kg"],
    [4885, "mm", "4,885 mm"],
    [221, "Nm", "221 Nm"],
    [0, "kg", null],
    ["3,500", "kg", "3,500 kg"],
    ["abc", "kg", null],
  ])("measurement %j %s -> %j", (value, unit, text) => expect(measurement(value, unit)).toBe(text));
  it.each([
    ["2021-11-01", "11/2021"],
    ["2021-13-01", null],
    [null, null],
  ])("build date %j -> %j", (value, text) => expect(formatMonthYear(value)).toBe(text));
});

describe("the lists", () => {
  it("key information: kms, transmission, body, fuel first", () => {
    expect(keyInformationRows(camry)).toEqual([
      { label: "Kilometres", value: "45,210 kms" },
      { label: "Transmission", value: "Automatic" },
      { label: "Body", value: "Sedan" },
      { label: "Fuel", value: "Hybrid" },
      { label: "Engine", value: "2.5 L" },
      { label: "Drive", value: "FWD" },
      { label: "Colour", value: "White" },
      { label: "Seats", value: "5" },
      { label: "Doors", value: "4" },
    ]);
  });
  it("key information falls back to the detailed field and omits empty ones", () => {
    const rows = keyInformationRows({ ...camry, simpleTransmission: "", colour: null, seats: 0, engineSize: null, engineSizeLitres: null, variant: {} });
    expect(rows.map((r) => r.label)).toEqual(["Kilometres", "Transmission", "Body", "Fuel", "Drive", "Doors"]);
    expect(rows[1]).toEqual({ label: "Transmission", value: "CVT" });
  });
  it("specifications with units; a 0 towing capacity is omitted", () => {
    expect(specificationRows(camry)).toEqual([
      { label: "Cylinders", value: "4" },
      { label: "Engine Size", value: "2.5 L" },
      { label: "Induction", value: "Naturally Aspirated" },
      { label: "Gear Type", value: "CVT" },
      { label: "Fuel Consumption (Combined)", value: "4.2 L/100km" },
      { label: "Fuel Capacity", value: "50 L" },
      { label: "Gross Vehicle Mass", value: "2,100 kg" },
      { label: "Length", value: "4,885 mm" },
      { label: "Height", value: "1,445 mm" },
      { label: "Width", value: "1,840 mm" },
      { label: "Torque", value: "221 Nm" },
      { label: "Power", value: "160 kW" },
      { label: "ANCAP Rating", value: "5" },
    ]);
  });
  it("a caravan's specifications", () => {
    const van = { ...camry, engineSize: null, engineSizeLitres: null, variant: { induction: "N/A" }, specifications: { body_length: 6400, body_width: 2400, tare_weight: 2350, aggregate_trailer_mass: 3100, axle_type: "Tandem", sleeps: 4 } };
    expect(specificationRows(van)).toEqual([
      { label: "Body Length", value: "6,400 mm (21 ft)" },
      { label: "Body Width", value: "2,400 mm (7.9 ft)" },
      { label: "Tare Weight", value: "2,350 kg" },
      { label: "Aggregate Trailer Mass", value: "3,100 kg" },
      { label: "Axle Type", value: "Tandem" },
      { label: "Sleeps", value: "4" },
    ]);
  });
  it("a caravan's lengths carry their feet at 0.3048 m per ft", () => {
    expect(lengthWithFeet(7315)).toBe("7,315 mm (24 ft)");
    expect(lengthWithFeet(304.8)).toBe("304.8 mm (1 ft)");
    expect(lengthWithFeet(null)).toBeNull();
    expect(lengthWithFeet(0)).toBeNull();
  });
  it("car details include the registration text when given", () => {
    const rows = carDetailsRows(camry, "Expires on 09/03/2027");
    expect(rows.map((r) => r.label)).toEqual([
      "Year", "Make", "Model", "Badge", "Series", "Body", "Colour", "Interior Colour", "Transmission", "Gears", "Drive", "Fuel", "Engine",
      "Seats", "Doors", "Kilometres", "Build Date", "Compliance Date", "Stock Number", "VIN", "Rego", "Registration",
    ]);
    expect(rows.at(-1)).toEqual({ label: "Registration", value: "Expires on 09/03/2027" });
    expect(carDetailsRows(camry, null).some((r) => r.label === "Registration")).toBe(false);
  });
});

describe("Show More / Show Less and Show All / Hide", () => {
  const rows = keyInformationRows(camry);
  it("key information shows the first 4", () => {
    expect(keyInformationView(rows, false)).toMatchObject({ hiddenCount: 5, toggleLabel: "Show More" });
    expect(keyInformationView(rows, false).visible.map((r) => r.label)).toEqual(["Kilometres", "Transmission", "Body", "Fuel"]);
    expect(keyInformationView(rows, true)).toMatchObject({ hiddenCount: 0, toggleLabel: "Show Less" });
    expect(keyInformationView(rows, true).visible).toHaveLength(9);
  });
  it("4 rows or fewer: no toggle", () => {
    expect(keyInformationView(rows.slice(0, 4), false)).toMatchObject({ hiddenCount: 0, toggleLabel: null });
  });
  it("features: the first 8, Show All / Hide, only with standard equipment", () => {
    const features = Array.from({ length: 11 }, (_, i) => `Feature ${i + 1}`);
    expect(featuresView(features, false)).toEqual({ visible: features.slice(0, 8), hiddenCount: 3, toggleLabel: "Show All" });
    expect(featuresView(features, true)).toEqual({ visible: features, hiddenCount: 0, toggleLabel: "Hide" });
    expect(featuresView(features.slice(0, 8), false)).toEqual({ visible: features.slice(0, 8), hiddenCount: 0, toggleLabel: null });
    expect(featuresView(features.slice(0, 9), false)?.toggleLabel).toBe("Show All");
    expect(featuresView([], false)).toBeNull();
    expect(featuresView(null, false)).toBeNull();
    expect(featuresView(["  "], false)).toBeNull();
  });
  it("collapsibleList is generic", () => {
    expect(collapsibleList([1, 2, 3], 2, false, { more: "m", less: "l" })).toEqual({ visible: [1, 2], hiddenCount: 1, toggleLabel: "m" });
  });
});
