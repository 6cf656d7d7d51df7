/** Picks the model builder for a body type. */
import { carModel } from "./car-models";
import { truckModel } from "./truck-model";
import { towableModel } from "./towable-models";
import { twoWheelerModel } from "./two-wheeler-models";
import type { ArtBody } from "./vehicle-art";
import type { VehicleModel } from "./vehicle-model";

export function buildVehicleModel(body: ArtBody, paint: string): VehicleModel {
  switch (body) {
    case "Motorcycle":
    case "Scooter":
      return twoWheelerModel(body, paint);
    case "Truck":
      return truckModel(paint);
    case "Caravan":
    case "Pop Top":
    case "Camper Trailer":
      return towableModel(body, paint);
    default:
      return carModel(body, paint);
  }
}
