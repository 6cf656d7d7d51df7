/**
 * A car as a registration register answers a look-up (the vehicle-lookup adapter), as a valuation keeps it
 * (`trade_in_valuations.vehicle`) and, with its title, as the trade-in page shows it. `State` is the state or
 * territory it is registered in.
 */
export interface RegisteredVehicle<State extends string = string> {
  /** The plate, upper case without spaces ("123ABC"). */
  rego: string;
  state: State;
  year: number;
  make: string;
  model: string;
  /** The variant (trim), when the register knows it. */
  badge: string | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  colour: string | null;
}
