import type { LeadFormSettings } from "@/domain/leads/form-rules";
import type { RegoState } from "@/domain/vehicle/rego";
import type { LookedUpVehicle, TradeInValuationView } from "@/contracts/trade-in/trade-in-request";

/** The car the shopper would change over to (/cars/trade-in?car_id=). */
export interface TradeInCar {
  id: number;
  slug: string;
  title: string;
  price: number | null;
  carType: "new" | "used" | "demo";
}

export interface TradeInValuationProps {
  settings: LeadFormSettings;
  /** The state the rego select starts on (the site's default state). */
  defaultState: RegoState;
  /** The car to change over to, or null. */
  car: TradeInCar | null;
  dealerName: string;
  /** The site has My Garage: where a signed-in shopper's valuations are kept, and where an anonymous one signs in. */
  garage: { signedIn: boolean; signInHref: string } | null;
}

/** Where the shopper is: each step with what the earlier ones found. */
export type Stage =
  | { step: "rego" }
  | { step: "car"; vehicle: LookedUpVehicle }
  | { step: "details"; vehicle: LookedUpVehicle; valuation: TradeInValuationView }
  | { step: "offer"; vehicle: LookedUpVehicle; valuation: TradeInValuationView; leadId: number; contact: Record<string, unknown> };
