import { describe, expect, it } from "vitest";
import { locationName } from "./location-name";

describe("locationName", () => {
  it("does not repeat the department a dealership's name already ends with", () => {
    expect(locationName("Beenleigh Car Sales", "Beenleigh", "Sales")).toBe("Beenleigh Car Sales");
    expect(locationName("Beenleigh Car Sales", "Beenleigh", "Service")).toBe("Beenleigh Car Sales Service");
    expect(locationName("Metro Truck Service", "Dandenong", "Service")).toBe("Metro Truck Service Dandenong Service");
  });
  it("adds the suburb when the name lacks it, then the department", () => {
    expect(locationName("Coastal Toyota", "Maroochydore", "Sales")).toBe("Coastal Toyota Maroochydore Sales");
    expect(locationName("Ipswich Motors", "Ipswich", "Parts")).toBe("Ipswich Motors Parts");
  });
});
