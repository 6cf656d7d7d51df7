/** Campaign tiles (spec 002 §4): a tile appears only within its start and expiry window. */

export interface CampaignWindow {
  startsAt: string;
  endsAt: string;
}

/** Whether `now` is inside the tile's window: from its start (inclusive) to its expiry (exclusive). */
export function campaignTileShown(tile: CampaignWindow, now: Date): boolean {
  const start = Date.parse(tile.startsAt);
  const end = Date.parse(tile.endsAt);
  const at = now.getTime();
  return Number.isFinite(start) && Number.isFinite(end) && at >= start && at < end;
}

/** The tiles to show at `now`, in their configured order. */
export function campaignTilesShown<T extends CampaignWindow>(tiles: readonly T[], now: Date): T[] {
  return tiles.filter((tile) => campaignTileShown(tile, now));
}
