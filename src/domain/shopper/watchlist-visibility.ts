/**
 * When a card or vehicle page shows the favourite (save to watchlist) and compare buttons
 * (spec 001 §5 and §4 "Watchlist").
 */
import type { CarType, StockStatus } from "../vehicle/types";

export interface SaveCompareVehicle {
  status: StockStatus;
  carType: CarType;
  price: number;
  /** Whether the vehicle has at least one image or thumbnail. */
  hasImage: boolean;
}

export interface SaveCompareRules {
  /** The compare variant: also needs price above 0 and an image. */
  compareVariant: boolean;
  /** On the compare variant, also only used vehicles (one site). */
  compareUsedOnly: boolean;
}

/**
 * Favourite and compare are hidden unless the vehicle is in stock. On the compare variant they are also
 * hidden unless the vehicle is used (where that is set), has a price above 0 and has an image.
 */
export function favouriteAndCompareVisible(vehicle: SaveCompareVehicle, rules: SaveCompareRules): boolean {
  if (vehicle.status !== "in_stock") return false;
  if (!rules.compareVariant) return true;
  if (rules.compareUsedOnly && vehicle.carType !== "used") return false;
  return vehicle.price > 0 && vehicle.hasImage;
}

/**
 * What the save button's rule reads, handed to the button (which knows whether the shopper saved the car): the
 * favourite rule's answer for the car under the site's rules, worked out where the car's facts are (the server).
 */
export interface SaveVisibility {
  eligible: boolean;
}

export function saveVisibility(vehicle: SaveCompareVehicle, rules: SaveCompareRules): SaveVisibility {
  return { eligible: favouriteAndCompareVisible(vehicle, rules) };
}

/**
 * The save button is hidden for sold vehicles unless the shopper already saved it (so it can be removed);
 * otherwise it follows the favourite rule.
 */
export function saveButtonVisible(visibility: SaveVisibility, alreadySaved: boolean): boolean {
  return alreadySaved || visibility.eligible;
}

/** The most vehicles a shopper can compare side by side. */
export const MAX_COMPARED_VEHICLES = 3;

/**
 * Adds or removes a vehicle in the compare list. Adding to a full list changes nothing and answers "full": the
 * shopper is told and chooses which car to swap out (issue 15: no car silently dropped).
 */
export function toggleCompared(ids: readonly number[], id: number, max: number = MAX_COMPARED_VEHICLES): { ids: number[]; outcome: "added" | "removed" | "full" } {
  if (ids.includes(id)) return { ids: ids.filter((x) => x !== id), outcome: "removed" };
  if (ids.length >= max) return { ids: [...ids], outcome: "full" };
  return { ids: [...ids, id], outcome: "added" };
}

/** The list with `out` swapped for `id` (the shopper's choice when the list is full), in the order picked. */
export function swapCompared(ids: readonly number[], out: number, id: number): number[] {
  if (!ids.includes(out) || ids.includes(id)) return [...ids];
  return [...ids.filter((x) => x !== out), id];
}
