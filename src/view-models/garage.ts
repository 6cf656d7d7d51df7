import type { VehicleCardData } from "./vehicle-card";

/** One trade-in valuation in My Garage, ready to show. */
export interface GarageValuation {
  /** The valuation's id (the page's own shopper's; a list key). */
  id: string;
  /** "2021 Toyota HiLux SR5" */
  title: string;
  /** "123ABC (QLD)" */
  rego: string;
  /** "62,000 km" */
  kms: string;
  /** dd/mm/yyyy */
  madeOn: string;
  /** "$38,400 to $41,100", or null without an estimate. */
  range: string | null;
  /** "$39,800", or null without an estimate. */
  offer: string | null;
  /** Where it stands ("Offer open", "Offer accepted", ...), with the day an open offer closes. */
  status: string;
  /** The car the shopper would change over to, and the change-over price when it was positive. */
  changeOver: { title: string; href: string; price: string | null } | null;
}

/** My Garage: the signed-in shopper's cars and valuations on the site. */
export interface GarageView {
  saved: VehicleCardData[];
  viewed: VehicleCardData[];
  valuations: GarageValuation[];
}
