import "server-only";
import type { RegisteredVehicle as RegisteredVehicleOf } from "@/domain/trade-in/registered-vehicle";
import type { RegoState } from "@/contracts/trade-in/trade-in-request";
import { demoVehicleRegister } from "./vehicle-lookup-demo";

export type { RegoState };

/** A car as the register answers it (src/domain/trade-in/registered-vehicle.ts), registered in an Australian state. */
export type RegisteredVehicle = RegisteredVehicleOf<RegoState>;

export type VehicleLookupResult = { found: true; vehicle: RegisteredVehicle } | { found: false };

/** What a look-up service says about itself, shown to shoppers beside the rego field. */
export interface VehicleLookupSource {
  name: string;
  /** True for the demo register: the page says registrations come from it, not from a state's records. */
  demo: boolean;
  description: string;
  /** A few registrations it knows, for a visitor trying the demo (none for a real service). */
  examples: readonly RegisteredVehicle[];
}

/**
 * Finds a vehicle by its registration plate and state (spec 002 §7 "trade-in rego lookup (rego, regoState)"). The
 * platform needs only this from a registration data provider (a state register or a commercial vehicle-data service):
 * one plugs in here, chosen by configuration, without touching the route or the trade-in form.
 */
export interface VehicleLookup {
  readonly source: VehicleLookupSource;
  /** The vehicle, or `found: false` when the plate is not registered in that state. Throws `VehicleLookupUnavailable` when the service cannot be asked. */
  lookup(rego: string, state: RegoState): Promise<VehicleLookupResult>;
}

/** The look-up service could not answer (down, timed out): the route says try again, and nothing is stored. */
export class VehicleLookupUnavailable extends Error {
  override name = "VehicleLookupUnavailable";
}

let service: VehicleLookup | undefined;

/** The process's look-up service: the demo register until a provider is configured. */
export function vehicleLookup(): VehicleLookup {
  service ??= demoVehicleRegister();
  return service;
}

/** Tests replace the service. */
export function setVehicleLookup(next: VehicleLookup | undefined): void {
  service = next;
}
