import { describe, expect, it } from "vitest";
import { locationServes, nearestLocation, roundDistanceKm } from "./nearest-location";

const brisbaneCbd = { lat: -27.4679, lng: 153.026 };
const place = (name: string, lat: number, lng: number, extra: { visible?: boolean; locationType?: string } = {}) => ({ name, lat, lng, visible: true, ...extra });

describe("nearestLocation", () => {
  const springwood = place("Springwood Sales", -27.6123, 153.1289);
  const southport = place("Southport Sales", -27.9669, 153.4004);
  const newstead = place("Newstead Service", -27.4456, 153.0436, { locationType: "service" });

  it("picks the nearest location and says how far it is", () => {
    const found = nearestLocation(brisbaneCbd, [southport, springwood, newstead]);
    expect(found?.location.name).toBe("Newstead Service");
    expect(roundDistanceKm(found?.distanceKm ?? 0)).toBe(3);
  });

  it("ignores hidden locations", () => {
    const hidden = { ...newstead, visible: false };
    expect(nearestLocation(brisbaneCbd, [southport, hidden, springwood])?.location.name).toBe("Springwood Sales");
    expect(nearestLocation(brisbaneCbd, [hidden])).toBeNull();
  });

  it("keeps to the department asked for", () => {
    expect(nearestLocation(brisbaneCbd, [southport, springwood, newstead], "sales")?.location.name).toBe("Springwood Sales");
    expect(nearestLocation(brisbaneCbd, [southport, springwood, newstead], "service")?.location.name).toBe("Newstead Service");
    expect(nearestLocation(brisbaneCbd, [southport, springwood, newstead], "parts")).toBeNull();
  });

  it("breaks a tie by name", () => {
    const b = place("Brisbane Motors B", -27.5, 153.0);
    const a = place("Brisbane Motors A", -27.5, 153.0);
    expect(nearestLocation(brisbaneCbd, [b, a])?.location.name).toBe("Brisbane Motors A");
    expect(nearestLocation(brisbaneCbd, [a, b])?.location.name).toBe("Brisbane Motors A");
  });

  it("answers null for no locations", () => expect(nearestLocation(brisbaneCbd, [])).toBeNull());
});

describe("locationServes", () => {
  it("counts an empty type as sales and service-and-parts as both", () => {
    expect(locationServes("", "sales")).toBe(true);
    expect(locationServes(null, "sales")).toBe(true);
    expect(locationServes("sales", "service")).toBe(false);
    expect(locationServes("service-and-parts", "service")).toBe(true);
    expect(locationServes("service-and-parts", "parts")).toBe(true);
    expect(locationServes("service-and-parts", "sales")).toBe(false);
    expect(locationServes("parts", "parts")).toBe(true);
  });
});

describe("roundDistanceKm", () => {
  it("rounds to 0.1 km", () => {
    expect(roundDistanceKm(732.3788)).toBe(732.4);
    expect(roundDistanceKm(0.04)).toBe(0);
    expect(roundDistanceKm(12.25)).toBe(12.3);
  });
});
