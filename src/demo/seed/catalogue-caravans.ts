/**
 * Demo catalogue: Australian-built caravans, pop tops and camper trailers (indicative new prices in AUD).
 * Facts only. Towed RVs have no engine, so drivetrain fields are "N/A"/null; `caravan` holds berths,
 * external length (incl. drawbar) and width in mm, tare and ATM in kg, and axle layout.
 */
import type { MakeSpec } from "./catalogue-types";

export const caravanMakes: MakeSpec[] = [
  {
    name: "Jayco", slug: "jayco", kind: "caravan", brandColour: "#00539B", wmi: "6T9", country: "Australia",
    models: [
      { name: "Journey", series: "MY25", body: "Caravan", manufacturerBody: "Outback Caravan", category: "Cars", sinceYear: 2018, shortDescription: "Mid-range family and couples caravan with Outback chassis and suspension for gravel touring.",
        caravan: { sleeps: 4, lengthMm: 7900, widthMm: 2440, tareKg: 2500, atmKg: 3100, axle: "Tandem" }, badges: [
          { badge: "17.55-3 Outback", price: 82990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "19.61-3 Outback", price: 89990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "21.66-3 Outback", price: 96990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Silverline", series: "MY25", body: "Caravan", manufacturerBody: "Luxury Caravan", category: "Cars", sinceYear: 2018, shortDescription: "Jayco's premium touring caravan with ensuite, lithium power and solar.",
        caravan: { sleeps: 2, lengthMm: 9000, widthMm: 2480, tareKg: 2950, atmKg: 3500, axle: "Tandem" }, badges: [
          { badge: "21.66-4 Outback", price: 124990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "23.76-4 Outback", price: 132990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Swan", series: "MY25", body: "Camper Trailer", manufacturerBody: "Camper Trailer", category: "Cars", sinceYear: 2016, shortDescription: "Hard-floor wind-up camper with two beds and an easy-tow weight.",
        caravan: { sleeps: 6, lengthMm: 5600, widthMm: 2100, tareKg: 1250, atmKg: 1750, axle: "Single" }, badges: [
          { badge: "Touring", price: 36990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "Outback", price: 41990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Starcraft", series: "MY25", body: "Pop Top", manufacturerBody: "Pop Top", category: "Cars", sinceYear: 2017, shortDescription: "Lightweight pop top that fits in a standard garage.",
        caravan: { sleeps: 3, lengthMm: 6400, widthMm: 2350, tareKg: 1700, atmKg: 2200, axle: "Single" }, badges: [
          { badge: "17.55-1 Pop Top", price: 59990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "17.55-1 Outback Pop Top", price: 64990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
    ],
  },
  {
    name: "Coromal", slug: "coromal", kind: "caravan", brandColour: "#1F4E79", wmi: "6C9", country: "Australia",
    models: [
      { name: "Element", series: "MY25", body: "Caravan", manufacturerBody: "Touring Caravan", category: "Cars", sinceYear: 2019, shortDescription: "Entry touring caravan for families, with bunks and a full kitchen.",
        caravan: { sleeps: 4, lengthMm: 7500, widthMm: 2450, tareKg: 2300, atmKg: 2900, axle: "Tandem" }, badges: [
          { badge: "E610 Family", price: 69990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "E646 Ensuite", price: 74990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Appeal", series: "MY25", body: "Caravan", manufacturerBody: "Touring Caravan", category: "Cars", sinceYear: 2019, shortDescription: "Couples touring van with island bed and ensuite.",
        caravan: { sleeps: 2, lengthMm: 8200, widthMm: 2450, tareKg: 2550, atmKg: 3200, axle: "Tandem" }, badges: [
          { badge: "A602 Ensuite", price: 79990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "A664 Ensuite", price: 86990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Lumina", series: "MY25", body: "Pop Top", manufacturerBody: "Pop Top", category: "Cars", sinceYear: 2020, shortDescription: "Compact pop top for couples who want a lighter tow.",
        caravan: { sleeps: 2, lengthMm: 6200, widthMm: 2350, tareKg: 1650, atmKg: 2100, axle: "Single" }, badges: [
          { badge: "L5 Pop Top", price: 56990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "L7 Pop Top", price: 61990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
    ],
  },
  {
    name: "Avan", slug: "avan", kind: "caravan", brandColour: "#0072BC", wmi: "6A9", country: "Australia",
    models: [
      { name: "Aliner", series: "MY25", body: "Camper Trailer", manufacturerBody: "A-Frame Camper", category: "Cars", sinceYear: 2015, shortDescription: "Iconic fold-up A-frame camper that sets up in under a minute.",
        caravan: { sleeps: 2, lengthMm: 4700, widthMm: 2000, tareKg: 850, atmKg: 1300, axle: "Single" }, badges: [
          { badge: "Classic", price: 34990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "Ascent", price: 39990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Cruiseliner", series: "MY25", body: "Pop Top", manufacturerBody: "Wind-Up Pop Top", category: "Cars", sinceYear: 2016, shortDescription: "Wind-up roof pop top with a low towing profile.",
        caravan: { sleeps: 3, lengthMm: 6500, widthMm: 2300, tareKg: 1600, atmKg: 2000, axle: "Single" }, badges: [
          { badge: "Touring", price: 56990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "Off-Road", price: 62990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Aspire", series: "MY25", body: "Caravan", manufacturerBody: "Touring Caravan", category: "Cars", sinceYear: 2017, shortDescription: "Lightweight full-height caravan for couples.",
        caravan: { sleeps: 2, lengthMm: 7200, widthMm: 2400, tareKg: 2200, atmKg: 2700, axle: "Tandem" }, badges: [
          { badge: "555 Club Lounge", price: 71990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "615 Double Bed", price: 76990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
    ],
  },
  {
    name: "Lotus Caravans", slug: "lotus-caravans", kind: "caravan", brandColour: "#2E7D32", wmi: "6L9", country: "Australia",
    models: [
      { name: "Trooper", series: "MY25", body: "Caravan", manufacturerBody: "Off-Road Caravan", category: "Cars", sinceYear: 2018, shortDescription: "Rugged off-road caravan with independent suspension and big water capacity.",
        caravan: { sleeps: 4, lengthMm: 7800, widthMm: 2450, tareKg: 2750, atmKg: 3500, axle: "Tandem" }, badges: [
          { badge: "18'6 Couples", price: 104990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "19'6 Family", price: 109990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Freelander", series: "MY25", body: "Caravan", manufacturerBody: "Off-Road Caravan", category: "Cars", sinceYear: 2018, shortDescription: "Semi-off-road tourer balancing comfort and capability.",
        caravan: { sleeps: 2, lengthMm: 7600, widthMm: 2450, tareKg: 2700, atmKg: 3500, axle: "Tandem" }, badges: [
          { badge: "19'6 Couples", price: 99990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "21'6 Family", price: 108990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Vagabond", series: "MY25", body: "Caravan", manufacturerBody: "Off-Road Caravan", category: "Cars", sinceYear: 2019, shortDescription: "Compact off-grid explorer built for remote tracks.",
        caravan: { sleeps: 2, lengthMm: 7100, widthMm: 2400, tareKg: 2550, atmKg: 3300, axle: "Tandem" }, badges: [
          { badge: "16'6 Off Grid", price: 114990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "18'6 Off Grid", price: 119990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
    ],
  },
  {
    name: "Zone RV", slug: "zone-rv", kind: "caravan", brandColour: "#F36F21", wmi: "6Z9", country: "Australia",
    models: [
      { name: "Z-14", series: "MY25", body: "Caravan", manufacturerBody: "Composite Off-Road Caravan", category: "Cars", sinceYear: 2020, shortDescription: "Compact composite-body caravan with no timber frame.",
        caravan: { sleeps: 2, lengthMm: 6800, widthMm: 2300, tareKg: 2000, atmKg: 2800, axle: "Single" }, badges: [
          { badge: "Tourer", price: 99990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "Off Road", price: 109990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Z-17", series: "MY25", body: "Caravan", manufacturerBody: "Composite Off-Road Caravan", category: "Cars", sinceYear: 2020, shortDescription: "Mid-size composite caravan with ensuite and lithium power system.",
        caravan: { sleeps: 2, lengthMm: 7500, widthMm: 2400, tareKg: 2350, atmKg: 3200, axle: "Tandem" }, badges: [
          { badge: "Tourer", price: 129990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "Off Road", price: 139990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Z-19 Family", series: "MY25", body: "Caravan", manufacturerBody: "Composite Off-Road Caravan", category: "Cars", sinceYear: 2021, shortDescription: "Family-sized composite off-roader with bunks.",
        caravan: { sleeps: 4, lengthMm: 8000, widthMm: 2400, tareKg: 2600, atmKg: 3500, axle: "Tandem" }, badges: [
          { badge: "Off Road", price: 149990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "Extreme", price: 159990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
    ],
  },
  {
    name: "New Age Caravans", slug: "new-age-caravans", kind: "caravan", brandColour: "#B71C1C", wmi: "6N9", country: "Australia",
    models: [
      { name: "Manta Ray", series: "MY25", body: "Caravan", manufacturerBody: "Touring Caravan", category: "Cars", sinceYear: 2017, shortDescription: "Popular couples tourer with front bedroom and rear ensuite.",
        caravan: { sleeps: 2, lengthMm: 8100, widthMm: 2450, tareKg: 2450, atmKg: 3100, axle: "Tandem" }, badges: [
          { badge: "MR19E", price: 84990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "MR21ERD", price: 92990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Big Red", series: "MY25", body: "Caravan", manufacturerBody: "Off-Road Caravan", category: "Cars", sinceYear: 2017, shortDescription: "Heavy-duty off-road caravan named after the famous Simpson Desert dune.",
        caravan: { sleeps: 2, lengthMm: 8300, widthMm: 2480, tareKg: 2850, atmKg: 3500, axle: "Tandem" }, badges: [
          { badge: "BR19ERD", price: 104990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "BR22ES", price: 114990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Wallaby", series: "MY25", body: "Pop Top", manufacturerBody: "Pop Top", category: "Cars", sinceYear: 2019, shortDescription: "Light pop top for smaller tow vehicles.",
        caravan: { sleeps: 2, lengthMm: 6300, widthMm: 2300, tareKg: 1750, atmKg: 2300, axle: "Single" }, badges: [
          { badge: "WB17E Pop Top", price: 64990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "WB18E Pop Top Off Road", price: 69990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
    ],
  },
  {
    name: "Crusader", slug: "crusader", kind: "caravan", brandColour: "#4A148C", wmi: "6G9", country: "Australia",
    models: [
      { name: "Excalibur", series: "MY25", body: "Caravan", manufacturerBody: "Touring Caravan", category: "Cars", sinceYear: 2018, shortDescription: "Well-appointed couples tourer with a full ensuite.",
        caravan: { sleeps: 2, lengthMm: 8200, widthMm: 2450, tareKg: 2600, atmKg: 3300, axle: "Tandem" }, badges: [
          { badge: "21'6 Ensuite", price: 84990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "23'6 Ensuite", price: 89990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Chieftain", series: "MY25", body: "Caravan", manufacturerBody: "Family Caravan", category: "Cars", sinceYear: 2018, shortDescription: "Family caravan with triple bunks and a separate lounge.",
        caravan: { sleeps: 5, lengthMm: 8000, widthMm: 2450, tareKg: 2700, atmKg: 3300, axle: "Tandem" }, badges: [
          { badge: "21'6 Family", price: 86990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "21' Triple Bunk", price: 88990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
    ],
  },
  {
    name: "Roadstar", slug: "roadstar", kind: "caravan", brandColour: "#8B0000", wmi: "6R9", country: "Australia",
    models: [
      { name: "Voyager", series: "MY25", body: "Caravan", manufacturerBody: "Touring Caravan", category: "Cars", sinceYear: 2017, shortDescription: "Traditional touring caravan built in Melbourne's northern suburbs.",
        caravan: { sleeps: 2, lengthMm: 8000, widthMm: 2450, tareKg: 2550, atmKg: 3300, axle: "Tandem" }, badges: [
          { badge: "19'6 Ensuite", price: 79990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "21'6 Ensuite", price: 85990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Safari Tamer", series: "MY25", body: "Caravan", manufacturerBody: "Off-Road Caravan", category: "Cars", sinceYear: 2017, shortDescription: "Full off-road caravan with heavy-duty chassis and raised suspension.",
        caravan: { sleeps: 2, lengthMm: 7900, widthMm: 2450, tareKg: 2800, atmKg: 3500, axle: "Tandem" }, badges: [
          { badge: "20' Off Road", price: 109990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "22' Off Road", price: 117990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Daintree", series: "MY25", body: "Caravan", manufacturerBody: "Off-Road Caravan", category: "Cars", sinceYear: 2018, shortDescription: "Family off-roader with bunks and outdoor kitchen.",
        caravan: { sleeps: 4, lengthMm: 7800, widthMm: 2450, tareKg: 2700, atmKg: 3500, axle: "Tandem" }, badges: [
          { badge: "20' Family Bunk", price: 104990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "21' Off Road Ensuite", price: 109990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
    ],
  },
  {
    name: "Supreme", slug: "supreme", kind: "caravan", brandColour: "#005B96", wmi: "6S9", country: "Australia",
    models: [
      { name: "Spirit", series: "MY25", body: "Pop Top", manufacturerBody: "Pop Top", category: "Cars", sinceYear: 2017, shortDescription: "Easy-towing pop top with a front double bed and café dinette.",
        caravan: { sleeps: 2, lengthMm: 6400, widthMm: 2300, tareKg: 1700, atmKg: 2250, axle: "Single" }, badges: [
          { badge: "17' Pop Top", price: 54990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "18' Pop Top", price: 57990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Territory", series: "MY25", body: "Caravan", manufacturerBody: "Touring Caravan", category: "Cars", sinceYear: 2017, shortDescription: "Touring caravan with optional off-road pack.",
        caravan: { sleeps: 2, lengthMm: 7900, widthMm: 2450, tareKg: 2550, atmKg: 3200, axle: "Tandem" }, badges: [
          { badge: "20' Ensuite", price: 82990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "21'6 Ensuite Off Road", price: 91990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Getaway", series: "MY25", body: "Camper Trailer", manufacturerBody: "Camper Trailer", category: "Cars", sinceYear: 2018, shortDescription: "Budget-friendly camper trailer for weekend escapes.",
        caravan: { sleeps: 4, lengthMm: 5200, widthMm: 2050, tareKg: 1200, atmKg: 1800, axle: "Single" }, badges: [
          { badge: "Soft Floor", price: 25990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "Hard Floor", price: 31990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
    ],
  },
  {
    name: "Windsor", slug: "windsor", kind: "caravan", brandColour: "#2F4F4F", wmi: "6W9", country: "Australia",
    models: [
      { name: "Rapid", series: "MY25", body: "Pop Top", manufacturerBody: "Pop Top", category: "Cars", sinceYear: 2016, shortDescription: "Value pop top with east-west bed and compact kitchen.",
        caravan: { sleeps: 2, lengthMm: 6300, widthMm: 2300, tareKg: 1650, atmKg: 2100, axle: "Single" }, badges: [
          { badge: "S1 Pop Top", price: 49990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "S2 Pop Top", price: 53990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Genesis", series: "MY25", body: "Caravan", manufacturerBody: "Touring Caravan", category: "Cars", sinceYear: 2017, shortDescription: "Couples caravan with ensuite at an accessible price.",
        caravan: { sleeps: 2, lengthMm: 7600, widthMm: 2450, tareKg: 2300, atmKg: 2900, axle: "Tandem" }, badges: [
          { badge: "G5 Ensuite", price: 64990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "G7 Ensuite", price: 69990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
      { name: "Royale", series: "MY25", body: "Caravan", manufacturerBody: "Family Caravan", category: "Cars", sinceYear: 2017, shortDescription: "Family caravan with double bunks and a club lounge.",
        caravan: { sleeps: 4, lengthMm: 7900, widthMm: 2450, tareKg: 2450, atmKg: 3100, axle: "Tandem" }, badges: [
          { badge: "Family Bunk", price: 72990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
          { badge: "Ensuite", price: 75990, fuel: "N/A", fuelDescription: "N/A", drive: "N/A", transmission: "N/A", transmissionDescription: "N/A", gears: null, engineCc: null, cylinders: null, induction: "N/A", power: null, torque: null, fuelConsumption: null, seats: null, doors: 1 },
        ] },
    ],
  },
];
