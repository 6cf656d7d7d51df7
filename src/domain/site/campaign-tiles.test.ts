import { describe, expect, it } from "vitest";
import { campaignTileShown, campaignTilesShown } from "./campaign-tiles";

// The spec's window (spec 002 §4): 2025-07-01 to 2025-07-24, +10:00.
const tile = { title: "EOFY", href: "/special-offers", startsAt: "2025-07-01T00:00:00+10:00", endsAt: "2025-07-24T00:00:00+10:00" };

describe("campaign tiles show only inside their window", () => {
  it("shows from the first moment of 1 July in Brisbane time", () => {
    expect(campaignTileShown(tile, new Date("2025-06-30T14:00:00Z"))).toBe(true);
    expect(campaignTileShown(tile, new Date("2025-06-30T13:59:59Z"))).toBe(false);
  });

  it("is hidden from the expiry on (24 July, +10:00)", () => {
    expect(campaignTileShown(tile, new Date("2025-07-23T13:59:59Z"))).toBe(true);
    expect(campaignTileShown(tile, new Date("2025-07-23T14:00:00Z"))).toBe(false);
  });

  it("keeps the tiles' order and drops the ones out of their window", () => {
    const later = { ...tile, title: "Spring", startsAt: "2025-09-01T00:00:00+10:00", endsAt: "2025-09-30T00:00:00+10:00" };
    const other = { ...tile, title: "July service" };
    expect(campaignTilesShown([tile, later, other], new Date("2025-07-10T00:00:00+10:00")).map((t) => t.title)).toEqual(["EOFY", "July service"]);
    expect(campaignTilesShown([tile, later, other], new Date("2025-09-10T00:00:00+10:00")).map((t) => t.title)).toEqual(["Spring"]);
  });
});
