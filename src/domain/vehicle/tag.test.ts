import { describe, expect, it } from "vitest";
import { isTestDriveOnly, justArrivedText, showsReserved, vehicleTag, type TaggableVehicle, type TagSettings } from "./tag";

const now = new Date("2026-11-22T00:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const car: TaggableVehicle = { status: "in_stock", simpleFuel: "Petrol", reserved: false, carType: "used", certified: false, make: "Toyota", tag: null, createdAt: daysAgo(30) };
const settings: TagSettings = { fuelTag: true, runoutTagColour: "red", certifiedManufacturer: "Toyota", soldTagName: "JUST SOLD", justArrivedDays: 8, justArrivedTagName: "New" };

describe("vehicleTag: the first of the seven rules wins", () => {
  it("1. a car not in stock shows the sold tag, whatever else is true", () => {
    expect(vehicleTag({ ...car, status: "sold", reserved: true, simpleFuel: "Electric", tag: "Runout sale" }, settings, now)).toEqual({ kind: "sold", text: "JUST SOLD", colour: "red" });
    expect(vehicleTag({ ...car, status: "other" }, { ...settings, soldTagName: "SOLD" }, now)).toMatchObject({ text: "SOLD" });
  });
  it("2. electric, hybrid and PHEV show their fuel where the setting is on", () => {
    for (const fuel of ["Electric", "Hybrid", "PHEV"]) expect(vehicleTag({ ...car, simpleFuel: fuel, reserved: true }, settings, now)).toMatchObject({ kind: "fuel", text: fuel });
    expect(vehicleTag({ ...car, simpleFuel: "Hybrid", reserved: true }, { ...settings, fuelTag: false }, now)).toMatchObject({ kind: "reserved" });
  });
  it("3. reserved", () => {
    expect(vehicleTag({ ...car, reserved: true, tag: "Price Drop" }, settings, now)).toEqual({ kind: "reserved", text: "RESERVED", colour: "neutral" });
    expect(showsReserved({ status: "in_stock", reserved: true })).toBe(true);
    expect(showsReserved({ status: "coming_soon", reserved: true })).toBe(false);
    expect(showsReserved({ status: "in_stock", reserved: false })).toBe(false);
  });
  it("4. a used certified car of the configured manufacturer shows the certified logo", () => {
    expect(vehicleTag({ ...car, certified: true, tag: "Price Drop" }, settings, now)).toEqual({ kind: "certified", manufacturer: "Toyota" });
    expect(vehicleTag({ ...car, certified: true, make: "Ford" }, settings, now)).toBeNull();
    expect(vehicleTag({ ...car, certified: true, carType: "demo" }, settings, now)).toBeNull();
    expect(vehicleTag({ ...car, certified: true }, { ...settings, certifiedManufacturer: null }, now)).toBeNull();
  });
  it("5. a custom tag as given: 'Runout sale' green where set, other tags red", () => {
    expect(vehicleTag({ ...car, tag: "Test Drive Only" }, settings, now)).toEqual({ kind: "custom", text: "Test Drive Only", colour: "red" });
    expect(vehicleTag({ ...car, tag: "Runout sale" }, settings, now)).toMatchObject({ colour: "red" });
    expect(vehicleTag({ ...car, tag: "Runout sale" }, { ...settings, runoutTagColour: "green" }, now)).toMatchObject({ colour: "green" });
  });
  it("6. coming soon", () => {
    expect(vehicleTag({ ...car, status: "coming_soon", createdAt: daysAgo(1) }, settings, now)).toEqual({ kind: "coming-soon", text: "COMING SOON", colour: "neutral" });
  });
  it("7. just arrived within the window (default 8 days), with the site's name for it", () => {
    expect(vehicleTag({ ...car, createdAt: daysAgo(8) }, settings, now)).toMatchObject({ kind: "just-arrived" });
    expect(vehicleTag({ ...car, createdAt: daysAgo(8.01) }, settings, now)).toBeNull();
    expect(vehicleTag({ ...car, createdAt: daysAgo(10) }, { ...settings, justArrivedDays: 14, justArrivedTagName: "Just Arrived" }, now)).toMatchObject({ text: "Just Arrived" });
  });
});

describe("the just-arrived tag never reads as a car type (issue 15: 'Used NEW')", () => {
  it("a used car that just arrived reads 'New Arrival', not 'New', under the default name", () => {
    expect(vehicleTag({ ...car, createdAt: daysAgo(1) }, settings, now)).toMatchObject({ kind: "just-arrived", text: "New Arrival" });
    expect(vehicleTag({ ...car, carType: "demo", createdAt: daysAgo(1) }, { ...settings, justArrivedTagName: "NEW" }, now)).toMatchObject({ text: "New Arrival" });
    expect(vehicleTag({ ...car, createdAt: daysAgo(1) }, { ...settings, justArrivedTagName: "Used" }, now)).toMatchObject({ text: "New Arrival" });
  });
  it("keeps a site's own name that is not a car type", () => {
    expect(justArrivedText("Just Arrived")).toBe("Just Arrived");
    expect(justArrivedText("New In")).toBe("New In");
  });
});

describe("isTestDriveOnly (issue 38: event 17 for a Test Drive Only used car)", () => {
  it("reads the custom tag in any case and spacing, and nothing else", () => {
    expect(isTestDriveOnly({ tag: "Test Drive Only" })).toBe(true);
    expect(isTestDriveOnly({ tag: "  test  drive ONLY " })).toBe(true);
    expect(isTestDriveOnly({ tag: "Runout sale" })).toBe(false);
    expect(isTestDriveOnly({ tag: null })).toBe(false);
  });
});

