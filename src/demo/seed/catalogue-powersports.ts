/**
 * Demo catalogue: motorcycles and scooters (ride-away prices) and medium/heavy trucks (indicative new prices
 * before body fit-out) sold in Australia. Facts only. Trucks carry GVM in `dimensions.gvmKg`; heavy trucks have
 * no ADR combined fuel figure, so `fuelConsumption` is null for them.
 */
import type { MakeSpec } from "./catalogue-types";

export const motorcycleMakes: MakeSpec[] = [
  {
    name: "Yamaha", slug: "yamaha", kind: "motorcycle", brandColour: "#0A3D91", wmi: "JYA", country: "Japan",
    models: [
      { name: "MT-07", series: "MY24", body: "Motorcycle", manufacturerBody: "Naked", category: "Cars", sinceYear: 2021, shortDescription: "Torquey parallel-twin naked bike, offered in a learner-approved LAMS version.",
        dimensions: { fuelTank: 14 }, badges: [
          { badge: "MT-07 LAMS", price: 12499, fuel: "Petrol", fuelDescription: "Petrol 2 0.7L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 655, cylinders: 2, induction: "Naturally Aspirated", power: 39, torque: 57, fuelConsumption: 4.2, seats: 2, doors: null },
          { badge: "MT-07", price: 13299, fuel: "Petrol", fuelDescription: "Petrol 2 0.7L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 689, cylinders: 2, induction: "Naturally Aspirated", power: 54, torque: 67, fuelConsumption: 4.3, seats: 2, doors: null },
        ] },
      { name: "MT-09", series: "MY24", body: "Motorcycle", manufacturerBody: "Naked", category: "Cars", sinceYear: 2021, shortDescription: "Three-cylinder hyper-naked with a quick-shifter and an Öhlins-equipped SP version.",
        dimensions: { fuelTank: 14 }, badges: [
          { badge: "MT-09", price: 16999, fuel: "Petrol", fuelDescription: "Petrol 3 0.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 890, cylinders: 3, induction: "Naturally Aspirated", power: 88, torque: 93, fuelConsumption: 5.0, seats: 2, doors: null },
          { badge: "MT-09 SP", price: 19999, fuel: "Petrol", fuelDescription: "Petrol 3 0.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 890, cylinders: 3, induction: "Naturally Aspirated", power: 88, torque: 93, fuelConsumption: 5.0, seats: 2, doors: null },
        ] },
      { name: "Tenere 700", series: "MY24", body: "Motorcycle", manufacturerBody: "Adventure", category: "Cars", sinceYear: 2019, shortDescription: "Lightweight adventure bike built for gravel roads and outback touring.",
        dimensions: { fuelTank: 16 }, badges: [
          { badge: "Tenere 700", price: 18999, fuel: "Petrol", fuelDescription: "Petrol 2 0.7L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 689, cylinders: 2, induction: "Naturally Aspirated", power: 54, torque: 68, fuelConsumption: 4.3, seats: 2, doors: null },
          { badge: "World Raid", price: 22999, fuel: "Petrol", fuelDescription: "Petrol 2 0.7L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 689, cylinders: 2, induction: "Naturally Aspirated", power: 54, torque: 68, fuelConsumption: 4.3, seats: 2, doors: null },
        ] },
      { name: "YZF-R3", series: "MY24", body: "Motorcycle", manufacturerBody: "Sport", category: "Cars", sinceYear: 2019, shortDescription: "LAMS-approved twin-cylinder sports bike styled after the R1.",
        dimensions: { fuelTank: 14 }, badges: [
          { badge: "YZF-R3", price: 8999, fuel: "Petrol", fuelDescription: "Petrol 2 0.3L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 321, cylinders: 2, induction: "Naturally Aspirated", power: 31, torque: 29, fuelConsumption: 3.8, seats: 2, doors: null },
          { badge: "YZF-R3 Monster Energy", price: 9299, fuel: "Petrol", fuelDescription: "Petrol 2 0.3L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 321, cylinders: 2, induction: "Naturally Aspirated", power: 31, torque: 29, fuelConsumption: 3.8, seats: 2, doors: null },
        ] },
      { name: "XMAX 300", series: "MY24", body: "Scooter", manufacturerBody: "Scooter", category: "Cars", sinceYear: 2021, shortDescription: "Maxi-scooter with under-seat storage for two helmets, ideal for commuting.",
        dimensions: { fuelTank: 13 }, badges: [
          { badge: "XMAX 300", price: 8499, fuel: "Petrol", fuelDescription: "Petrol 1 0.3L", drive: "N/A", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 292, cylinders: 1, induction: "Naturally Aspirated", power: 21, torque: 29, fuelConsumption: 3.0, seats: 2, doors: null },
          { badge: "XMAX 300 Tech MAX", price: 9499, fuel: "Petrol", fuelDescription: "Petrol 1 0.3L", drive: "N/A", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 292, cylinders: 1, induction: "Naturally Aspirated", power: 21, torque: 29, fuelConsumption: 3.0, seats: 2, doors: null },
        ] },
    ],
  },
  {
    name: "Honda Motorcycles", slug: "honda-motorcycles", kind: "motorcycle", brandColour: "#CC0000", wmi: "JH2", country: "Japan",
    models: [
      { name: "CB650R", series: "MY24", body: "Motorcycle", manufacturerBody: "Naked", category: "Cars", sinceYear: 2019, shortDescription: "Neo Sports Café inline-four naked, now available with Honda's E-Clutch.",
        dimensions: { fuelTank: 15 }, badges: [
          { badge: "CB650R", price: 13999, fuel: "Petrol", fuelDescription: "Petrol 4 0.6L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 649, cylinders: 4, induction: "Naturally Aspirated", power: 70, torque: 63, fuelConsumption: 5.0, seats: 2, doors: null },
          { badge: "CB650R E-Clutch", price: 14699, fuel: "Petrol", fuelDescription: "Petrol 4 0.6L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 649, cylinders: 4, induction: "Naturally Aspirated", power: 70, torque: 63, fuelConsumption: 5.0, seats: 2, doors: null },
        ] },
      { name: "CRF1100L Africa Twin", series: "MY24", body: "Motorcycle", manufacturerBody: "Adventure", category: "Cars", sinceYear: 2020, shortDescription: "Go-anywhere adventure tourer with an optional dual-clutch transmission.",
        dimensions: { fuelTank: 19 }, badges: [
          { badge: "Africa Twin", price: 22499, fuel: "Petrol", fuelDescription: "Petrol 2 1.1L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1084, cylinders: 2, induction: "Naturally Aspirated", power: 75, torque: 112, fuelConsumption: 5.0, seats: 2, doors: null },
          { badge: "Adventure Sports ES DCT", price: 28999, fuel: "Petrol", fuelDescription: "Petrol 2 1.1L", drive: "N/A", transmission: "Automatic", transmissionDescription: "6 Speed Dual Clutch", gears: 6, engineCc: 1084, cylinders: 2, induction: "Naturally Aspirated", power: 75, torque: 112, fuelConsumption: 5.1, seats: 2, doors: null },
        ] },
      { name: "Rebel", series: "MY24", body: "Motorcycle", manufacturerBody: "Cruiser", category: "Cars", sinceYear: 2017, shortDescription: "Low-seat bobber-style cruiser, a favourite first bike for new riders.",
        dimensions: { fuelTank: 11 }, badges: [
          { badge: "Rebel 500", price: 10199, fuel: "Petrol", fuelDescription: "Petrol 2 0.5L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 471, cylinders: 2, induction: "Naturally Aspirated", power: 34, torque: 43, fuelConsumption: 3.6, seats: 2, doors: null },
          { badge: "Rebel 1100", price: 17499, fuel: "Petrol", fuelDescription: "Petrol 2 1.1L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1084, cylinders: 2, induction: "Naturally Aspirated", power: 64, torque: 98, fuelConsumption: 4.8, seats: 2, doors: null },
        ] },
      { name: "Forza", series: "MY24", body: "Scooter", manufacturerBody: "Scooter", category: "Cars", sinceYear: 2021, shortDescription: "Premium touring scooters with smart-key start and generous storage.",
        dimensions: { fuelTank: 12 }, badges: [
          { badge: "Forza 350", price: 9499, fuel: "Petrol", fuelDescription: "Petrol 1 0.3L", drive: "N/A", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 330, cylinders: 1, induction: "Naturally Aspirated", power: 21, torque: 32, fuelConsumption: 3.1, seats: 2, doors: null },
          { badge: "Forza 750", price: 16999, fuel: "Petrol", fuelDescription: "Petrol 2 0.7L", drive: "N/A", transmission: "Automatic", transmissionDescription: "6 Speed Dual Clutch", gears: 6, engineCc: 745, cylinders: 2, induction: "Naturally Aspirated", power: 43, torque: 69, fuelConsumption: 3.9, seats: 2, doors: null },
        ] },
    ],
  },
  {
    name: "Kawasaki", slug: "kawasaki", kind: "motorcycle", brandColour: "#6BBF23", wmi: "JKA", country: "Japan",
    models: [
      { name: "Ninja 650", series: "EX650", body: "Motorcycle", manufacturerBody: "Sport", category: "Cars", sinceYear: 2017, shortDescription: "Friendly parallel-twin sports bike with full-power and LAMS versions.",
        dimensions: { fuelTank: 15 }, badges: [
          { badge: "Ninja 650L LAMS", price: 11999, fuel: "Petrol", fuelDescription: "Petrol 2 0.6L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 649, cylinders: 2, induction: "Naturally Aspirated", power: 35, torque: 54, fuelConsumption: 4.3, seats: 2, doors: null },
          { badge: "Ninja 650", price: 12199, fuel: "Petrol", fuelDescription: "Petrol 2 0.6L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 649, cylinders: 2, induction: "Naturally Aspirated", power: 50, torque: 64, fuelConsumption: 4.3, seats: 2, doors: null },
        ] },
      { name: "Z900", series: "ZR900", body: "Motorcycle", manufacturerBody: "Naked", category: "Cars", sinceYear: 2017, shortDescription: "Inline-four Sugomi-styled naked, one of Australia's top-selling road bikes.",
        dimensions: { fuelTank: 17 }, badges: [
          { badge: "Z900", price: 15499, fuel: "Petrol", fuelDescription: "Petrol 4 0.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 948, cylinders: 4, induction: "Naturally Aspirated", power: 92, torque: 98, fuelConsumption: 5.7, seats: 2, doors: null },
          { badge: "Z900 SE", price: 17699, fuel: "Petrol", fuelDescription: "Petrol 4 0.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 948, cylinders: 4, induction: "Naturally Aspirated", power: 92, torque: 98, fuelConsumption: 5.7, seats: 2, doors: null },
          { badge: "Z900RS", price: 20999, fuel: "Petrol", fuelDescription: "Petrol 4 0.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 948, cylinders: 4, induction: "Naturally Aspirated", power: 82, torque: 98, fuelConsumption: 5.7, seats: 2, doors: null },
        ] },
      { name: "Versys 650", series: "LE650", body: "Motorcycle", manufacturerBody: "Adventure Tourer", category: "Cars", sinceYear: 2015, shortDescription: "Upright all-rounder for commuting and touring, with a LAMS version.",
        dimensions: { fuelTank: 21 }, badges: [
          { badge: "Versys 650L LAMS", price: 13099, fuel: "Petrol", fuelDescription: "Petrol 2 0.6L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 649, cylinders: 2, induction: "Naturally Aspirated", power: 35, torque: 52, fuelConsumption: 4.5, seats: 2, doors: null },
          { badge: "Versys 650", price: 13299, fuel: "Petrol", fuelDescription: "Petrol 2 0.6L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 649, cylinders: 2, induction: "Naturally Aspirated", power: 49, torque: 61, fuelConsumption: 4.5, seats: 2, doors: null },
        ] },
    ],
  },
  {
    name: "Harley-Davidson", slug: "harley-davidson", kind: "motorcycle", brandColour: "#F26F21", wmi: "1HD", country: "USA",
    models: [
      { name: "Touring", series: "MY24", body: "Motorcycle", manufacturerBody: "Tourer", category: "Cars", sinceYear: 2017, shortDescription: "Big-twin baggers powered by the Milwaukee-Eight V-twin.",
        dimensions: { fuelTank: 23 }, badges: [
          { badge: "Street Glide", price: 50995, fuel: "Petrol", fuelDescription: "Petrol V2 1.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1923, cylinders: 2, induction: "Naturally Aspirated", power: 79, torque: 176, fuelConsumption: 5.6, seats: 2, doors: null },
          { badge: "Road Glide", price: 51995, fuel: "Petrol", fuelDescription: "Petrol V2 1.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1923, cylinders: 2, induction: "Naturally Aspirated", power: 79, torque: 176, fuelConsumption: 5.6, seats: 2, doors: null },
          { badge: "CVO Street Glide", price: 78995, fuel: "Petrol", fuelDescription: "Petrol V2 2.0L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1977, cylinders: 2, induction: "Naturally Aspirated", power: 86, torque: 189, fuelConsumption: 5.8, seats: 2, doors: null },
        ] },
      { name: "Softail", series: "MY24", body: "Motorcycle", manufacturerBody: "Cruiser", category: "Cars", sinceYear: 2018, shortDescription: "Hidden-shock cruisers with the Milwaukee-Eight 114 engine.",
        dimensions: { fuelTank: 19 }, badges: [
          { badge: "Street Bob 114", price: 29495, fuel: "Petrol", fuelDescription: "Petrol V2 1.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1868, cylinders: 2, induction: "Naturally Aspirated", power: 70, torque: 155, fuelConsumption: 5.5, seats: 2, doors: null },
          { badge: "Fat Bob 114", price: 32495, fuel: "Petrol", fuelDescription: "Petrol V2 1.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1868, cylinders: 2, induction: "Naturally Aspirated", power: 70, torque: 155, fuelConsumption: 5.5, seats: 2, doors: null },
          { badge: "Heritage Classic 114", price: 35995, fuel: "Petrol", fuelDescription: "Petrol V2 1.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1868, cylinders: 2, induction: "Naturally Aspirated", power: 70, torque: 155, fuelConsumption: 5.5, seats: 2, doors: null },
          { badge: "Fat Boy 114", price: 37995, fuel: "Petrol", fuelDescription: "Petrol V2 1.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1868, cylinders: 2, induction: "Naturally Aspirated", power: 70, torque: 155, fuelConsumption: 5.5, seats: 2, doors: null },
        ] },
      { name: "Sportster", series: "MY24", body: "Motorcycle", manufacturerBody: "Cruiser", category: "Cars", sinceYear: 2022, shortDescription: "Liquid-cooled Revolution Max Sportsters with modern electronics.",
        dimensions: { fuelTank: 12 }, badges: [
          { badge: "Nightster", price: 23995, fuel: "Petrol", fuelDescription: "Petrol V2 1.0L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 975, cylinders: 2, induction: "Naturally Aspirated", power: 67, torque: 95, fuelConsumption: 5.2, seats: 2, doors: null },
          { badge: "Sportster S", price: 28995, fuel: "Petrol", fuelDescription: "Petrol V2 1.3L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1252, cylinders: 2, induction: "Naturally Aspirated", power: 90, torque: 127, fuelConsumption: 5.6, seats: 1, doors: null },
        ] },
      { name: "Pan America", series: "MY24", body: "Motorcycle", manufacturerBody: "Adventure", category: "Cars", sinceYear: 2021, shortDescription: "Harley's first adventure touring bike, with adaptive ride height on the Special.",
        dimensions: { fuelTank: 21 }, badges: [
          { badge: "Pan America 1250", price: 30495, fuel: "Petrol", fuelDescription: "Petrol V2 1.3L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1252, cylinders: 2, induction: "Naturally Aspirated", power: 112, torque: 128, fuelConsumption: 5.8, seats: 2, doors: null },
          { badge: "Pan America 1250 Special", price: 34995, fuel: "Petrol", fuelDescription: "Petrol V2 1.3L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1252, cylinders: 2, induction: "Naturally Aspirated", power: 112, torque: 128, fuelConsumption: 5.8, seats: 2, doors: null },
        ] },
    ],
  },
  {
    name: "KTM", slug: "ktm", kind: "motorcycle", brandColour: "#FF6600", wmi: "VBK", country: "Austria",
    models: [
      { name: "Duke", series: "MY24", body: "Motorcycle", manufacturerBody: "Naked", category: "Cars", sinceYear: 2021, shortDescription: "Ready to Race naked bikes from the LAMS 390 to the 1390 Super Duke R.",
        dimensions: { fuelTank: 15 }, badges: [
          { badge: "390 Duke", price: 8995, fuel: "Petrol", fuelDescription: "Petrol 1 0.4L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 399, cylinders: 1, induction: "Naturally Aspirated", power: 33, torque: 39, fuelConsumption: 3.5, seats: 2, doors: null },
          { badge: "890 Duke R", price: 20995, fuel: "Petrol", fuelDescription: "Petrol 2 0.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 889, cylinders: 2, induction: "Naturally Aspirated", power: 89, torque: 99, fuelConsumption: 5.0, seats: 2, doors: null },
          { badge: "1390 Super Duke R Evo", price: 33495, fuel: "Petrol", fuelDescription: "Petrol V2 1.4L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1350, cylinders: 2, induction: "Naturally Aspirated", power: 140, torque: 145, fuelConsumption: 6.4, seats: 2, doors: null },
        ] },
      { name: "Adventure", series: "MY24", body: "Motorcycle", manufacturerBody: "Adventure", category: "Cars", sinceYear: 2020, shortDescription: "Dirt-capable adventure bikes for everything from fire trails to the Simpson Desert.",
        dimensions: { fuelTank: 20 }, badges: [
          { badge: "390 Adventure", price: 10495, fuel: "Petrol", fuelDescription: "Petrol 1 0.4L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 373, cylinders: 1, induction: "Naturally Aspirated", power: 32, torque: 37, fuelConsumption: 3.6, seats: 2, doors: null },
          { badge: "890 Adventure R", price: 23495, fuel: "Petrol", fuelDescription: "Petrol 2 0.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 889, cylinders: 2, induction: "Naturally Aspirated", power: 77, torque: 100, fuelConsumption: 4.9, seats: 2, doors: null },
          { badge: "1290 Super Adventure S", price: 31495, fuel: "Petrol", fuelDescription: "Petrol V2 1.3L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1301, cylinders: 2, induction: "Naturally Aspirated", power: 118, torque: 138, fuelConsumption: 6.0, seats: 2, doors: null },
        ] },
      { name: "EXC", series: "MY25", body: "Motorcycle", manufacturerBody: "Enduro", category: "Cars", sinceYear: 2020, shortDescription: "Registrable competition enduro bikes in two-stroke and four-stroke form.",
        dimensions: { fuelTank: 9 }, badges: [
          { badge: "300 EXC", price: 16595, fuel: "Petrol", fuelDescription: "Petrol 2-Stroke 1 0.3L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 293, cylinders: 1, induction: "Naturally Aspirated", power: null, torque: null, fuelConsumption: null, seats: 1, doors: null },
          { badge: "500 EXC-F", price: 17995, fuel: "Petrol", fuelDescription: "Petrol 1 0.5L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 510, cylinders: 1, induction: "Naturally Aspirated", power: null, torque: null, fuelConsumption: null, seats: 1, doors: null },
        ] },
    ],
  },
  {
    name: "BMW Motorrad", slug: "bmw-motorrad", kind: "motorcycle", brandColour: "#0066B1", wmi: "WB1", country: "Germany",
    models: [
      { name: "R 1300 GS", series: "K52", body: "Motorcycle", manufacturerBody: "Adventure", category: "Cars", sinceYear: 2024, shortDescription: "The latest boxer-twin GS, benchmark of big adventure touring bikes.",
        dimensions: { fuelTank: 19 }, badges: [
          { badge: "R 1300 GS", price: 32490, fuel: "Petrol", fuelDescription: "Petrol Boxer 2 1.3L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1300, cylinders: 2, induction: "Naturally Aspirated", power: 107, torque: 149, fuelConsumption: 4.8, seats: 2, doors: null },
          { badge: "Trophy", price: 37990, fuel: "Petrol", fuelDescription: "Petrol Boxer 2 1.3L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1300, cylinders: 2, induction: "Naturally Aspirated", power: 107, torque: 149, fuelConsumption: 4.8, seats: 2, doors: null },
          { badge: "Option 719", price: 41990, fuel: "Petrol", fuelDescription: "Petrol Boxer 2 1.3L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1300, cylinders: 2, induction: "Naturally Aspirated", power: 107, torque: 149, fuelConsumption: 4.8, seats: 2, doors: null },
        ] },
      { name: "S 1000 RR", series: "K67", body: "Motorcycle", manufacturerBody: "Sport", category: "Cars", sinceYear: 2019, shortDescription: "Inline-four superbike with ShiftCam and race-derived electronics.",
        dimensions: { fuelTank: 17 }, badges: [
          { badge: "S 1000 RR", price: 35490, fuel: "Petrol", fuelDescription: "Petrol 4 1.0L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 999, cylinders: 4, induction: "Naturally Aspirated", power: 154, torque: 113, fuelConsumption: 6.4, seats: 2, doors: null },
          { badge: "M Package", price: 41490, fuel: "Petrol", fuelDescription: "Petrol 4 1.0L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 999, cylinders: 4, induction: "Naturally Aspirated", power: 154, torque: 113, fuelConsumption: 6.4, seats: 1, doors: null },
        ] },
      { name: "F 900 R", series: "K83", body: "Motorcycle", manufacturerBody: "Naked", category: "Cars", sinceYear: 2020, shortDescription: "Parallel-twin roadster with an optional learner-legal setup.",
        dimensions: { fuelTank: 13 }, badges: [
          { badge: "F 900 R", price: 16490, fuel: "Petrol", fuelDescription: "Petrol 2 0.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 895, cylinders: 2, induction: "Naturally Aspirated", power: 77, torque: 92, fuelConsumption: 4.5, seats: 2, doors: null },
          { badge: "F 900 R Sport", price: 17990, fuel: "Petrol", fuelDescription: "Petrol 2 0.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 895, cylinders: 2, induction: "Naturally Aspirated", power: 77, torque: 92, fuelConsumption: 4.5, seats: 2, doors: null },
        ] },
      { name: "C 400", series: "K08", body: "Scooter", manufacturerBody: "Scooter", category: "Cars", sinceYear: 2019, shortDescription: "Premium mid-size scooters for urban commuting and light touring.",
        dimensions: { fuelTank: 13 }, badges: [
          { badge: "C 400 X", price: 11990, fuel: "Petrol", fuelDescription: "Petrol 1 0.4L", drive: "N/A", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 350, cylinders: 1, induction: "Naturally Aspirated", power: 25, torque: 35, fuelConsumption: 3.5, seats: 2, doors: null },
          { badge: "C 400 GT", price: 13490, fuel: "Petrol", fuelDescription: "Petrol 1 0.4L", drive: "N/A", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 350, cylinders: 1, induction: "Naturally Aspirated", power: 25, torque: 35, fuelConsumption: 3.5, seats: 2, doors: null },
        ] },
    ],
  },
  {
    name: "Ducati", slug: "ducati", kind: "motorcycle", brandColour: "#C8102E", wmi: "ZDM", country: "Italy",
    models: [
      { name: "Panigale V4", series: "MY25", body: "Motorcycle", manufacturerBody: "Sport", category: "Cars", sinceYear: 2018, shortDescription: "MotoGP-derived V4 superbike from Bologna.",
        dimensions: { fuelTank: 17 }, badges: [
          { badge: "Panigale V4", price: 41900, fuel: "Petrol", fuelDescription: "Petrol V4 1.1L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1103, cylinders: 4, induction: "Naturally Aspirated", power: 158, torque: 121, fuelConsumption: 6.8, seats: 2, doors: null },
          { badge: "Panigale V4 S", price: 51500, fuel: "Petrol", fuelDescription: "Petrol V4 1.1L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1103, cylinders: 4, induction: "Naturally Aspirated", power: 158, torque: 121, fuelConsumption: 6.8, seats: 2, doors: null },
        ] },
      { name: "Monster", series: "MY24", body: "Motorcycle", manufacturerBody: "Naked", category: "Cars", sinceYear: 2021, shortDescription: "Lightweight Testastretta V-twin naked, the bike that defined the modern naked class.",
        dimensions: { fuelTank: 14 }, badges: [
          { badge: "Monster", price: 20900, fuel: "Petrol", fuelDescription: "Petrol V2 0.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 937, cylinders: 2, induction: "Naturally Aspirated", power: 81, torque: 93, fuelConsumption: 5.2, seats: 2, doors: null },
          { badge: "Monster +", price: 21500, fuel: "Petrol", fuelDescription: "Petrol V2 0.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 937, cylinders: 2, induction: "Naturally Aspirated", power: 81, torque: 93, fuelConsumption: 5.2, seats: 2, doors: null },
          { badge: "Monster SP", price: 25400, fuel: "Petrol", fuelDescription: "Petrol V2 0.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 937, cylinders: 2, induction: "Naturally Aspirated", power: 82, torque: 93, fuelConsumption: 5.2, seats: 2, doors: null },
        ] },
      { name: "Multistrada V4", series: "MY24", body: "Motorcycle", manufacturerBody: "Adventure Tourer", category: "Cars", sinceYear: 2021, shortDescription: "V4 adventure tourer with radar-assisted cruise control.",
        dimensions: { fuelTank: 22 }, badges: [
          { badge: "Multistrada V4", price: 33000, fuel: "Petrol", fuelDescription: "Petrol V4 1.2L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1158, cylinders: 4, induction: "Naturally Aspirated", power: 125, torque: 125, fuelConsumption: 6.4, seats: 2, doors: null },
          { badge: "Multistrada V4 S", price: 40900, fuel: "Petrol", fuelDescription: "Petrol V4 1.2L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1158, cylinders: 4, induction: "Naturally Aspirated", power: 125, torque: 125, fuelConsumption: 6.4, seats: 2, doors: null },
          { badge: "Multistrada V4 Rally", price: 45600, fuel: "Petrol", fuelDescription: "Petrol V4 1.2L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1158, cylinders: 4, induction: "Naturally Aspirated", power: 125, torque: 125, fuelConsumption: 6.5, seats: 2, doors: null },
        ] },
      { name: "Scrambler", series: "MY24", body: "Motorcycle", manufacturerBody: "Scrambler", category: "Cars", sinceYear: 2023, shortDescription: "Retro-styled air-cooled V-twin scramblers with a LAMS-friendly attitude.",
        dimensions: { fuelTank: 14 }, badges: [
          { badge: "Icon", price: 16990, fuel: "Petrol", fuelDescription: "Petrol V2 0.8L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 803, cylinders: 2, induction: "Naturally Aspirated", power: 54, torque: 65, fuelConsumption: 5.2, seats: 2, doors: null },
          { badge: "Nightshift", price: 19800, fuel: "Petrol", fuelDescription: "Petrol V2 0.8L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 803, cylinders: 2, induction: "Naturally Aspirated", power: 54, torque: 65, fuelConsumption: 5.2, seats: 1, doors: null },
          { badge: "Full Throttle", price: 19900, fuel: "Petrol", fuelDescription: "Petrol V2 0.8L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 803, cylinders: 2, induction: "Naturally Aspirated", power: 54, torque: 65, fuelConsumption: 5.2, seats: 1, doors: null },
        ] },
    ],
  },
  {
    name: "Triumph", slug: "triumph", kind: "motorcycle", brandColour: "#1A1A1A", wmi: "SMT", country: "United Kingdom",
    models: [
      { name: "Street Triple 765", series: "MY24", body: "Motorcycle", manufacturerBody: "Naked", category: "Cars", sinceYear: 2023, shortDescription: "Agile three-cylinder naked with Moto2-derived engine.",
        dimensions: { fuelTank: 15 }, badges: [
          { badge: "R", price: 17450, fuel: "Petrol", fuelDescription: "Petrol 3 0.8L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 765, cylinders: 3, induction: "Naturally Aspirated", power: 88, torque: 80, fuelConsumption: 5.3, seats: 2, doors: null },
          { badge: "RS", price: 21450, fuel: "Petrol", fuelDescription: "Petrol 3 0.8L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 765, cylinders: 3, induction: "Naturally Aspirated", power: 96, torque: 80, fuelConsumption: 5.4, seats: 2, doors: null },
        ] },
      { name: "Tiger 900", series: "MY24", body: "Motorcycle", manufacturerBody: "Adventure", category: "Cars", sinceYear: 2020, shortDescription: "Triple-cylinder adventure bike in road-biased GT and off-road Rally trims.",
        dimensions: { fuelTank: 20 }, badges: [
          { badge: "GT Pro", price: 26990, fuel: "Petrol", fuelDescription: "Petrol 3 0.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 888, cylinders: 3, induction: "Naturally Aspirated", power: 80, torque: 90, fuelConsumption: 5.0, seats: 2, doors: null },
          { badge: "Rally Pro", price: 28490, fuel: "Petrol", fuelDescription: "Petrol 3 0.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 888, cylinders: 3, induction: "Naturally Aspirated", power: 80, torque: 90, fuelConsumption: 5.0, seats: 2, doors: null },
        ] },
      { name: "Bonneville", series: "MY24", body: "Motorcycle", manufacturerBody: "Classic", category: "Cars", sinceYear: 2016, shortDescription: "Modern classics with liquid-cooled parallel-twin engines and timeless styling.",
        dimensions: { fuelTank: 15 }, badges: [
          { badge: "T100", price: 17490, fuel: "Petrol", fuelDescription: "Petrol 2 0.9L", drive: "N/A", transmission: "Manual", transmissionDescription: "5 Speed Manual", gears: 5, engineCc: 900, cylinders: 2, induction: "Naturally Aspirated", power: 48, torque: 80, fuelConsumption: 4.4, seats: 2, doors: null },
          { badge: "T120", price: 22290, fuel: "Petrol", fuelDescription: "Petrol 2 1.2L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1200, cylinders: 2, induction: "Naturally Aspirated", power: 59, torque: 105, fuelConsumption: 4.8, seats: 2, doors: null },
        ] },
      { name: "400 Series", series: "MY24", body: "Motorcycle", manufacturerBody: "Roadster", category: "Cars", sinceYear: 2024, shortDescription: "LAMS-approved single-cylinder Speed and Scrambler models.",
        dimensions: { fuelTank: 13 }, badges: [
          { badge: "Speed 400", price: 7990, fuel: "Petrol", fuelDescription: "Petrol 1 0.4L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 398, cylinders: 1, induction: "Naturally Aspirated", power: 29, torque: 38, fuelConsumption: 3.4, seats: 2, doors: null },
          { badge: "Scrambler 400 X", price: 8990, fuel: "Petrol", fuelDescription: "Petrol 1 0.4L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 398, cylinders: 1, induction: "Naturally Aspirated", power: 29, torque: 38, fuelConsumption: 3.5, seats: 2, doors: null },
        ] },
    ],
  },
  {
    name: "Suzuki Motorcycles", slug: "suzuki-motorcycles", kind: "motorcycle", brandColour: "#E30012", wmi: "JS1", country: "Japan",
    models: [
      { name: "GSX-S1000", series: "MY24", body: "Motorcycle", manufacturerBody: "Naked", category: "Cars", sinceYear: 2021, shortDescription: "GSX-R-derived inline-four naked and its sports-touring GT sibling.",
        dimensions: { fuelTank: 19 }, badges: [
          { badge: "GSX-S1000", price: 17590, fuel: "Petrol", fuelDescription: "Petrol 4 1.0L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 999, cylinders: 4, induction: "Naturally Aspirated", power: 112, torque: 106, fuelConsumption: 6.2, seats: 2, doors: null },
          { badge: "GSX-S1000GT", price: 21990, fuel: "Petrol", fuelDescription: "Petrol 4 1.0L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 999, cylinders: 4, induction: "Naturally Aspirated", power: 112, torque: 106, fuelConsumption: 6.2, seats: 2, doors: null },
        ] },
      { name: "V-Strom", series: "MY24", body: "Motorcycle", manufacturerBody: "Adventure", category: "Cars", sinceYear: 2017, shortDescription: "Practical, reliable adventure tourers loved by long-distance riders.",
        dimensions: { fuelTank: 20 }, badges: [
          { badge: "650", price: 13190, fuel: "Petrol", fuelDescription: "Petrol V2 0.6L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 645, cylinders: 2, induction: "Naturally Aspirated", power: 52, torque: 62, fuelConsumption: 4.6, seats: 2, doors: null },
          { badge: "650XT", price: 14190, fuel: "Petrol", fuelDescription: "Petrol V2 0.6L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 645, cylinders: 2, induction: "Naturally Aspirated", power: 52, torque: 62, fuelConsumption: 4.6, seats: 2, doors: null },
          { badge: "800DE", price: 18390, fuel: "Petrol", fuelDescription: "Petrol 2 0.8L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 776, cylinders: 2, induction: "Naturally Aspirated", power: 62, torque: 78, fuelConsumption: 4.6, seats: 2, doors: null },
        ] },
      { name: "Hayabusa", series: "MY24", body: "Motorcycle", manufacturerBody: "Sport Tourer", category: "Cars", sinceYear: 2021, shortDescription: "Legendary 1340cc hyper-sports bike.",
        dimensions: { fuelTank: 20 }, badges: [
          { badge: "Hayabusa", price: 29990, fuel: "Petrol", fuelDescription: "Petrol 4 1.3L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1340, cylinders: 4, induction: "Naturally Aspirated", power: 140, torque: 150, fuelConsumption: 6.8, seats: 2, doors: null },
          { badge: "25th Anniversary Edition", price: 31990, fuel: "Petrol", fuelDescription: "Petrol 4 1.3L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1340, cylinders: 4, induction: "Naturally Aspirated", power: 140, torque: 150, fuelConsumption: 6.8, seats: 2, doors: null },
        ] },
      { name: "Burgman", series: "MY24", body: "Scooter", manufacturerBody: "Scooter", category: "Cars", sinceYear: 2018, shortDescription: "Comfortable commuter scooters with large under-seat storage.",
        dimensions: { fuelTank: 13 }, badges: [
          { badge: "Burgman 200", price: 7490, fuel: "Petrol", fuelDescription: "Petrol 1 0.2L", drive: "N/A", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 200, cylinders: 1, induction: "Naturally Aspirated", power: 13, torque: 16, fuelConsumption: 2.9, seats: 2, doors: null },
          { badge: "Burgman 400", price: 11690, fuel: "Petrol", fuelDescription: "Petrol 1 0.4L", drive: "N/A", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 400, cylinders: 1, induction: "Naturally Aspirated", power: 22, torque: 36, fuelConsumption: 3.7, seats: 2, doors: null },
        ] },
    ],
  },
  {
    name: "Royal Enfield", slug: "royal-enfield", kind: "motorcycle", brandColour: "#9E1B32", wmi: "ME3", country: "India",
    models: [
      { name: "Classic 350", series: "J-Series", body: "Motorcycle", manufacturerBody: "Classic", category: "Cars", sinceYear: 2021, shortDescription: "Post-war styled single-cylinder roadster, LAMS approved.",
        dimensions: { fuelTank: 13 }, badges: [
          { badge: "Classic 350", price: 7290, fuel: "Petrol", fuelDescription: "Petrol 1 0.35L", drive: "N/A", transmission: "Manual", transmissionDescription: "5 Speed Manual", gears: 5, engineCc: 349, cylinders: 1, induction: "Naturally Aspirated", power: 15, torque: 27, fuelConsumption: 2.9, seats: 2, doors: null },
          { badge: "Classic 350 Chrome", price: 7690, fuel: "Petrol", fuelDescription: "Petrol 1 0.35L", drive: "N/A", transmission: "Manual", transmissionDescription: "5 Speed Manual", gears: 5, engineCc: 349, cylinders: 1, induction: "Naturally Aspirated", power: 15, torque: 27, fuelConsumption: 2.9, seats: 2, doors: null },
        ] },
      { name: "Himalayan 450", series: "Sherpa", body: "Motorcycle", manufacturerBody: "Adventure", category: "Cars", sinceYear: 2024, shortDescription: "Liquid-cooled LAMS adventure bike built for rough roads.",
        dimensions: { fuelTank: 17 }, badges: [
          { badge: "Base", price: 9390, fuel: "Petrol", fuelDescription: "Petrol 1 0.45L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 452, cylinders: 1, induction: "Naturally Aspirated", power: 29, torque: 40, fuelConsumption: 3.4, seats: 2, doors: null },
          { badge: "Pass", price: 9590, fuel: "Petrol", fuelDescription: "Petrol 1 0.45L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 452, cylinders: 1, induction: "Naturally Aspirated", power: 29, torque: 40, fuelConsumption: 3.4, seats: 2, doors: null },
          { badge: "Summit", price: 9990, fuel: "Petrol", fuelDescription: "Petrol 1 0.45L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 452, cylinders: 1, induction: "Naturally Aspirated", power: 29, torque: 40, fuelConsumption: 3.4, seats: 2, doors: null },
        ] },
      { name: "Interceptor 650", series: "MY24", body: "Motorcycle", manufacturerBody: "Classic", category: "Cars", sinceYear: 2019, shortDescription: "Air-oil-cooled parallel-twin retro roadster, LAMS approved.",
        dimensions: { fuelTank: 14 }, badges: [
          { badge: "Standard", price: 10490, fuel: "Petrol", fuelDescription: "Petrol 2 0.65L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 648, cylinders: 2, induction: "Naturally Aspirated", power: 35, torque: 52, fuelConsumption: 4.4, seats: 2, doors: null },
          { badge: "Chrome", price: 11190, fuel: "Petrol", fuelDescription: "Petrol 2 0.65L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 648, cylinders: 2, induction: "Naturally Aspirated", power: 35, torque: 52, fuelConsumption: 4.4, seats: 2, doors: null },
        ] },
      { name: "Super Meteor 650", series: "MY24", body: "Motorcycle", manufacturerBody: "Cruiser", category: "Cars", sinceYear: 2023, shortDescription: "Laid-back twin-cylinder cruiser with a touring-ready Celestial version.",
        dimensions: { fuelTank: 16 }, badges: [
          { badge: "Astral", price: 11490, fuel: "Petrol", fuelDescription: "Petrol 2 0.65L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 648, cylinders: 2, induction: "Naturally Aspirated", power: 35, torque: 52, fuelConsumption: 4.5, seats: 2, doors: null },
          { badge: "Celestial", price: 12290, fuel: "Petrol", fuelDescription: "Petrol 2 0.65L", drive: "N/A", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 648, cylinders: 2, induction: "Naturally Aspirated", power: 35, torque: 52, fuelConsumption: 4.5, seats: 2, doors: null },
        ] },
    ],
  },
];

export const truckMakes: MakeSpec[] = [
  {
    name: "Isuzu Trucks", slug: "isuzu-trucks", kind: "truck", brandColour: "#E4002B", wmi: "JAL", country: "Japan",
    models: [
      { name: "NLR 45-150", series: "N Series", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2018, shortDescription: "Car-licence light truck, Australia's most popular choice for urban delivery fleets.",
        dimensions: { fuelTank: 100, gvmKg: 4500 }, badges: [
          { badge: "MWB AMT", price: 71990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed AMT", gears: 6, engineCc: 2999, cylinders: 4, induction: "Turbo", power: 110, torque: 375, fuelConsumption: 11.5, seats: 3, doors: 2 },
          { badge: "Traypack AMT", price: 77990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed AMT", gears: 6, engineCc: 2999, cylinders: 4, induction: "Turbo", power: 110, torque: 375, fuelConsumption: 11.8, seats: 3, doors: 2 },
        ] },
      { name: "NPR 75-190", series: "N Series", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2018, shortDescription: "Medium-duty workhorse with a 5.2 litre turbo diesel and automated manual.",
        dimensions: { fuelTank: 140, gvmKg: 7500 }, badges: [
          { badge: "MWB AMT", price: 93990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 5.2L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed AMT", gears: 6, engineCc: 5193, cylinders: 4, induction: "Turbo", power: 140, torque: 513, fuelConsumption: 16.0, seats: 3, doors: 2 },
          { badge: "LWB AMT", price: 96990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 5.2L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed AMT", gears: 6, engineCc: 5193, cylinders: 4, induction: "Turbo", power: 140, torque: 513, fuelConsumption: 16.5, seats: 3, doors: 2 },
        ] },
      { name: "FRR 110-260", series: "F Series", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2018, shortDescription: "Medium rigid with a 7.8 litre six and Allison automatic, popular for pantech and tipper bodies.",
        dimensions: { fuelTank: 200, gvmKg: 11000 }, badges: [
          { badge: "MWB Auto", price: 146990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 7.8L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 7790, cylinders: 6, induction: "Turbo", power: 191, torque: 761, fuelConsumption: null, seats: 3, doors: 2 },
          { badge: "LWB Auto", price: 149990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 7.8L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 7790, cylinders: 6, induction: "Turbo", power: 191, torque: 761, fuelConsumption: null, seats: 3, doors: 2 },
        ] },
      { name: "FVZ 260-300", series: "F Series", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2018, shortDescription: "6x4 heavy rigid for tipper, tanker and agitator work.",
        dimensions: { fuelTank: 300, gvmKg: 26000 }, badges: [
          { badge: "Manual", price: 205990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 7.8L", drive: "RWD", transmission: "Manual", transmissionDescription: "9 Speed Manual", gears: 9, engineCc: 7790, cylinders: 6, induction: "Turbo", power: 221, torque: 860, fuelConsumption: null, seats: 3, doors: 2 },
          { badge: "Auto", price: 214990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 7.8L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 7790, cylinders: 6, induction: "Turbo", power: 221, torque: 860, fuelConsumption: null, seats: 3, doors: 2 },
        ] },
    ],
  },
  {
    name: "Hino", slug: "hino", kind: "truck", brandColour: "#DA291C", wmi: "JHH", country: "Japan",
    models: [
      { name: "300 Series 616", series: "XKU", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2018, shortDescription: "Light-duty cab-over with a full automatic transmission and vehicle stability control.",
        dimensions: { fuelTank: 100, gvmKg: 6500 }, badges: [
          { badge: "Standard Cab Auto", price: 91990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 4.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 4009, cylinders: 4, induction: "Turbo", power: 110, torque: 420, fuelConsumption: 14.5, seats: 3, doors: 2 },
          { badge: "Wide Cab Auto", price: 95990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 4.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 4009, cylinders: 4, induction: "Turbo", power: 110, torque: 420, fuelConsumption: 14.8, seats: 3, doors: 2 },
        ] },
      { name: "500 Series FD 1124", series: "FD", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2018, shortDescription: "Medium-duty rigid with a 7.7 litre six and Allison automatic.",
        dimensions: { fuelTank: 200, gvmKg: 11000 }, badges: [
          { badge: "Standard Cab Auto", price: 149990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 7.7L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 7684, cylinders: 6, induction: "Turbo", power: 177, torque: 739, fuelConsumption: null, seats: 3, doors: 2 },
          { badge: "Wide Cab Auto", price: 155990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 7.7L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 7684, cylinders: 6, induction: "Turbo", power: 177, torque: 739, fuelConsumption: null, seats: 3, doors: 2 },
        ] },
      { name: "700 Series SS 2848", series: "SS", body: "Truck", manufacturerBody: "Prime Mover", category: "Trucks", sinceYear: 2018, shortDescription: "Heavy-duty 6x4 prime mover for B-double and interstate work.",
        dimensions: { fuelTank: 400, gvmKg: 26000 }, badges: [
          { badge: "6x4 Prime Mover Manual", price: 289990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.9L", drive: "RWD", transmission: "Manual", transmissionDescription: "18 Speed Manual", gears: 18, engineCc: 12913, cylinders: 6, induction: "Turbo", power: 353, torque: 2157, fuelConsumption: null, seats: 2, doors: 2 },
          { badge: "6x4 Prime Mover AMT", price: 299990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.9L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12913, cylinders: 6, induction: "Turbo", power: 353, torque: 2157, fuelConsumption: null, seats: 2, doors: 2 },
        ] },
    ],
  },
  {
    name: "Fuso", slug: "fuso", kind: "truck", brandColour: "#B4121B", wmi: "JLF", country: "Japan",
    models: [
      { name: "Canter", series: "FEB", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2019, shortDescription: "Light-duty cab-over with a Duonic dual-clutch automated transmission.",
        dimensions: { fuelTank: 100, gvmKg: 7500 }, badges: [
          { badge: "515 City Cab", price: 71990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Dual Clutch", gears: 6, engineCc: 2998, cylinders: 4, induction: "Turbo", power: 110, torque: 370, fuelConsumption: 11.0, seats: 3, doors: 2 },
          { badge: "715 Wide Cab", price: 79990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Dual Clutch", gears: 6, engineCc: 2998, cylinders: 4, induction: "Turbo", power: 129, torque: 430, fuelConsumption: 12.5, seats: 3, doors: 2 },
          { badge: "918 Wide Cab", price: 89990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Dual Clutch", gears: 6, engineCc: 2998, cylinders: 4, induction: "Turbo", power: 129, torque: 430, fuelConsumption: 13.5, seats: 3, doors: 2 },
        ] },
      { name: "Fighter", series: "FK", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2018, shortDescription: "Medium-duty rigid with a 7.5 litre six, popular for curtainsiders and tippers.",
        dimensions: { fuelTank: 200, gvmKg: 16000 }, badges: [
          { badge: "1124 Auto", price: 139990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 7.5L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 7545, cylinders: 6, induction: "Turbo", power: 177, torque: 706, fuelConsumption: null, seats: 3, doors: 2 },
          { badge: "1627 Auto", price: 164990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 7.5L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 7545, cylinders: 6, induction: "Turbo", power: 199, torque: 785, fuelConsumption: null, seats: 3, doors: 2 },
        ] },
      { name: "Shogun", series: "FP", body: "Truck", manufacturerBody: "Prime Mover", category: "Trucks", sinceYear: 2021, shortDescription: "Heavy-duty prime mover sharing its driveline with Mercedes-Benz Actros.",
        dimensions: { fuelTank: 400, gvmKg: 26000 }, badges: [
          { badge: "FS 460 6x4", price: 289990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 10.7L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 10677, cylinders: 6, induction: "Turbo", power: 338, torque: 2200, fuelConsumption: null, seats: 2, doors: 2 },
          { badge: "FP 510 6x4", price: 319990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.8L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12809, cylinders: 6, induction: "Turbo", power: 375, torque: 2500, fuelConsumption: null, seats: 2, doors: 2 },
        ] },
    ],
  },
  {
    name: "UD Trucks", slug: "ud-trucks", kind: "truck", brandColour: "#D0021B", wmi: "JNC", country: "Japan",
    models: [
      { name: "Croner", series: "PKE", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2019, shortDescription: "Medium-duty rigid with a 7.7 litre six for metro distribution.",
        dimensions: { fuelTank: 200, gvmKg: 16000 }, badges: [
          { badge: "PKE 250 Auto", price: 159990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 7.7L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 7698, cylinders: 6, induction: "Turbo", power: 184, torque: 950, fuelConsumption: null, seats: 3, doors: 2 },
          { badge: "LKE 280 Auto", price: 174990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 7.7L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 7698, cylinders: 6, induction: "Turbo", power: 206, torque: 1050, fuelConsumption: null, seats: 3, doors: 2 },
        ] },
      { name: "Quon", series: "GW", body: "Truck", manufacturerBody: "Prime Mover", category: "Trucks", sinceYear: 2018, shortDescription: "Heavy-duty prime mover with ESCOT automated transmission.",
        dimensions: { fuelTank: 400, gvmKg: 26000 }, badges: [
          { badge: "GW 26 420", price: 264990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 10.8L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 10837, cylinders: 6, induction: "Turbo", power: 309, torque: 2000, fuelConsumption: null, seats: 2, doors: 2 },
          { badge: "GW 26 460", price: 279990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 10.8L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 10837, cylinders: 6, induction: "Turbo", power: 338, torque: 2200, fuelConsumption: null, seats: 2, doors: 2 },
        ] },
    ],
  },
  {
    name: "Volvo Trucks", slug: "volvo-trucks", kind: "truck", brandColour: "#1B365D", wmi: "YV2", country: "Sweden",
    models: [
      { name: "FH", series: "FH5", body: "Truck", manufacturerBody: "Prime Mover", category: "Trucks", sinceYear: 2021, shortDescription: "Flagship long-haul prime mover with I-Shift automated transmission.",
        dimensions: { fuelTank: 600, gvmKg: 26000 }, badges: [
          { badge: "FH 540 6x4", price: 379990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.8L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12777, cylinders: 6, induction: "Turbo", power: 397, torque: 2600, fuelConsumption: null, seats: 2, doors: 2 },
          { badge: "FH16 700 6x4", price: 449990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 16.1L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 16100, cylinders: 6, induction: "Turbo", power: 515, torque: 3150, fuelConsumption: null, seats: 2, doors: 2 },
        ] },
      { name: "FM", series: "FM5", body: "Truck", manufacturerBody: "Prime Mover", category: "Trucks", sinceYear: 2021, shortDescription: "Versatile regional prime mover and heavy rigid.",
        dimensions: { fuelTank: 500, gvmKg: 26000 }, badges: [
          { badge: "FM 460 6x4", price: 329990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.8L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12777, cylinders: 6, induction: "Turbo", power: 338, torque: 2300, fuelConsumption: null, seats: 2, doors: 2 },
          { badge: "FM 500 6x4", price: 344990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.8L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12777, cylinders: 6, induction: "Turbo", power: 368, torque: 2500, fuelConsumption: null, seats: 2, doors: 2 },
        ] },
      { name: "FE", series: "FE4", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2019, shortDescription: "Medium-duty rigid for urban distribution and waste collection.",
        dimensions: { fuelTank: 300, gvmKg: 16000 }, badges: [
          { badge: "FE 320 4x2", price: 219990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 7.7L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 7698, cylinders: 6, induction: "Turbo", power: 235, torque: 1200, fuelConsumption: null, seats: 3, doors: 2 },
          { badge: "FE 350 6x2", price: 234990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 7.7L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 7698, cylinders: 6, induction: "Turbo", power: 257, torque: 1400, fuelConsumption: null, seats: 3, doors: 2 },
        ] },
    ],
  },
  {
    name: "Kenworth", slug: "kenworth", kind: "truck", brandColour: "#C41230", wmi: "6F4", country: "Australia",
    models: [
      { name: "T610", series: "T610", body: "Truck", manufacturerBody: "Prime Mover", category: "Trucks", sinceYear: 2017, shortDescription: "Australian-built conventional prime mover, a staple of linehaul fleets.",
        dimensions: { fuelTank: 700, gvmKg: 26000 }, badges: [
          { badge: "T610 Prime Mover", price: 379990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 15.0L", drive: "RWD", transmission: "Manual", transmissionDescription: "18 Speed Manual", gears: 18, engineCc: 14950, cylinders: 6, induction: "Turbo", power: 410, torque: 2508, fuelConsumption: null, seats: 2, doors: 2 },
          { badge: "T610SAR Prime Mover", price: 392990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 15.0L", drive: "RWD", transmission: "Manual", transmissionDescription: "18 Speed Manual", gears: 18, engineCc: 14950, cylinders: 6, induction: "Turbo", power: 410, torque: 2508, fuelConsumption: null, seats: 2, doors: 2 },
        ] },
      { name: "T909", series: "T909", body: "Truck", manufacturerBody: "Prime Mover", category: "Trucks", sinceYear: 2017, shortDescription: "Heavy-haul and road-train bonneted prime mover.",
        dimensions: { fuelTank: 1000, gvmKg: 27000 }, badges: [
          { badge: "T909 Prime Mover", price: 434990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 15.0L", drive: "RWD", transmission: "Manual", transmissionDescription: "18 Speed Manual", gears: 18, engineCc: 14950, cylinders: 6, induction: "Turbo", power: 450, torque: 2779, fuelConsumption: null, seats: 2, doors: 2 },
          { badge: "T909 Road Train", price: 449990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 15.0L", drive: "RWD", transmission: "Manual", transmissionDescription: "18 Speed Manual", gears: 18, engineCc: 14950, cylinders: 6, induction: "Turbo", power: 450, torque: 2779, fuelConsumption: null, seats: 2, doors: 2 },
        ] },
      { name: "K220", series: "K220", body: "Truck", manufacturerBody: "Prime Mover", category: "Trucks", sinceYear: 2017, shortDescription: "Cab-over prime mover maximising trailer length for B-double work.",
        dimensions: { fuelTank: 700, gvmKg: 26000 }, badges: [
          { badge: "K220 Manual", price: 399990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 15.0L", drive: "RWD", transmission: "Manual", transmissionDescription: "18 Speed Manual", gears: 18, engineCc: 14950, cylinders: 6, induction: "Turbo", power: 410, torque: 2508, fuelConsumption: null, seats: 2, doors: 2 },
          { badge: "K220 AMT", price: 409990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 15.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "18 Speed AMT", gears: 18, engineCc: 14950, cylinders: 6, induction: "Turbo", power: 410, torque: 2508, fuelConsumption: null, seats: 2, doors: 2 },
        ] },
      { name: "T360", series: "T360", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2019, shortDescription: "Medium-heavy conventional rigid for tipper and tanker bodies.",
        dimensions: { fuelTank: 350, gvmKg: 22500 }, badges: [
          { badge: "T360 4x2", price: 239990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 8.9L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 8900, cylinders: 6, induction: "Turbo", power: 283, torque: 1695, fuelConsumption: null, seats: 3, doors: 2 },
          { badge: "T360 6x4", price: 254990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 8.9L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 8900, cylinders: 6, induction: "Turbo", power: 283, torque: 1695, fuelConsumption: null, seats: 3, doors: 2 },
        ] },
    ],
  },
  {
    name: "Mack", slug: "mack", kind: "truck", brandColour: "#C5A05A", wmi: "1M2", country: "USA",
    models: [
      { name: "Anthem", series: "MY24", body: "Truck", manufacturerBody: "Prime Mover", category: "Trucks", sinceYear: 2020, shortDescription: "Aerodynamic highway prime mover with mDRIVE automated manual.",
        dimensions: { fuelTank: 700, gvmKg: 26000 }, badges: [
          { badge: "6x4 Prime Mover", price: 349990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.8L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12777, cylinders: 6, induction: "Turbo", power: 373, torque: 2508, fuelConsumption: null, seats: 2, doors: 2 },
          { badge: "6x4 High Rise Sleeper", price: 364990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.8L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12777, cylinders: 6, induction: "Turbo", power: 373, torque: 2508, fuelConsumption: null, seats: 2, doors: 2 },
        ] },
      { name: "Granite", series: "MY24", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2018, shortDescription: "Vocational rigid for tipper, agitator and construction work.",
        dimensions: { fuelTank: 400, gvmKg: 32000 }, badges: [
          { badge: "6x4 Rigid", price: 339990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.8L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12777, cylinders: 6, induction: "Turbo", power: 373, torque: 2508, fuelConsumption: null, seats: 2, doors: 2 },
          { badge: "8x4 Tipper", price: 354990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.8L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12777, cylinders: 6, induction: "Turbo", power: 373, torque: 2508, fuelConsumption: null, seats: 2, doors: 2 },
        ] },
      { name: "Super-Liner", series: "MY24", body: "Truck", manufacturerBody: "Prime Mover", category: "Trucks", sinceYear: 2019, shortDescription: "Big-bonnet 16 litre road-train and heavy-haul prime mover.",
        dimensions: { fuelTank: 1000, gvmKg: 27000 }, badges: [
          { badge: "6x4 Prime Mover", price: 434990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 16.1L", drive: "RWD", transmission: "Automatic", transmissionDescription: "14 Speed AMT", gears: 14, engineCc: 16100, cylinders: 6, induction: "Turbo", power: 511, torque: 3150, fuelConsumption: null, seats: 2, doors: 2 },
          { badge: "6x4 Road Train", price: 449990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 16.1L", drive: "RWD", transmission: "Automatic", transmissionDescription: "14 Speed AMT", gears: 14, engineCc: 16100, cylinders: 6, induction: "Turbo", power: 511, torque: 3150, fuelConsumption: null, seats: 2, doors: 2 },
        ] },
    ],
  },
  {
    name: "Iveco", slug: "iveco", kind: "truck", brandColour: "#004B93", wmi: "ZCF", country: "Italy",
    models: [
      { name: "Daily", series: "MY24", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2020, shortDescription: "Light truck with a 3.0 litre diesel and eight-speed Hi-Matic automatic.",
        dimensions: { fuelTank: 100, gvmKg: 7000 }, badges: [
          { badge: "50C18 Cab Chassis", price: 94990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2998, cylinders: 4, induction: "Turbo", power: 132, torque: 430, fuelConsumption: 11.0, seats: 3, doors: 2 },
          { badge: "70C18 Cab Chassis", price: 104990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2998, cylinders: 4, induction: "Turbo", power: 132, torque: 430, fuelConsumption: 12.0, seats: 3, doors: 2 },
        ] },
      { name: "Eurocargo", series: "ML", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2018, shortDescription: "Medium-duty rigid built for metro distribution.",
        dimensions: { fuelTank: 200, gvmKg: 16000 }, badges: [
          { badge: "ML150E25 Auto", price: 159990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 6.7L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 6728, cylinders: 6, induction: "Turbo", power: 185, torque: 950, fuelConsumption: null, seats: 3, doors: 2 },
          { badge: "ML160E28 Auto", price: 169990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 6.7L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 6728, cylinders: 6, induction: "Turbo", power: 206, torque: 1000, fuelConsumption: null, seats: 3, doors: 2 },
        ] },
      { name: "S-Way", series: "AS", body: "Truck", manufacturerBody: "Prime Mover", category: "Trucks", sinceYear: 2022, shortDescription: "Heavy prime mover with a Cursor 13 engine and 12-speed automated manual.",
        dimensions: { fuelTank: 600, gvmKg: 26000 }, badges: [
          { badge: "AS460 6x4", price: 309990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.9L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12882, cylinders: 6, induction: "Turbo", power: 338, torque: 2300, fuelConsumption: null, seats: 2, doors: 2 },
          { badge: "AS550 6x4", price: 339990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.9L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12882, cylinders: 6, induction: "Turbo", power: 405, torque: 2500, fuelConsumption: null, seats: 2, doors: 2 },
        ] },
    ],
  },
  {
    name: "Scania", slug: "scania", kind: "truck", brandColour: "#041E42", wmi: "YS2", country: "Sweden",
    models: [
      { name: "R Series", series: "NTG", body: "Truck", manufacturerBody: "Prime Mover", category: "Trucks", sinceYear: 2018, shortDescription: "Premium long-haul prime mover, including the famous V8.",
        dimensions: { fuelTank: 700, gvmKg: 26000 }, badges: [
          { badge: "R 540 6x4", price: 379990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.7L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12742, cylinders: 6, induction: "Turbo", power: 397, torque: 2700, fuelConsumption: null, seats: 2, doors: 2 },
          { badge: "R 620 V8 6x4", price: 429990, fuel: "Diesel", fuelDescription: "Diesel Turbo V8 16.4L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 16353, cylinders: 8, induction: "Turbo", power: 456, torque: 3000, fuelConsumption: null, seats: 2, doors: 2 },
        ] },
      { name: "G Series", series: "NTG", body: "Truck", manufacturerBody: "Prime Mover", category: "Trucks", sinceYear: 2018, shortDescription: "Regional prime mover with a lower cab and 13 litre engine.",
        dimensions: { fuelTank: 600, gvmKg: 26000 }, badges: [
          { badge: "G 460 6x4", price: 329990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.7L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12742, cylinders: 6, induction: "Turbo", power: 338, torque: 2350, fuelConsumption: null, seats: 2, doors: 2 },
          { badge: "G 500 6x4", price: 344990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.7L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12742, cylinders: 6, induction: "Turbo", power: 368, torque: 2550, fuelConsumption: null, seats: 2, doors: 2 },
        ] },
      { name: "P Series", series: "NTG", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2018, shortDescription: "Rigid for distribution and construction with a 9 litre five-cylinder.",
        dimensions: { fuelTank: 400, gvmKg: 26000 }, badges: [
          { badge: "P 320 4x2 Rigid", price: 239990, fuel: "Diesel", fuelDescription: "Diesel Turbo 5 9.3L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 9291, cylinders: 5, induction: "Turbo", power: 235, torque: 1600, fuelConsumption: null, seats: 3, doors: 2 },
          { badge: "P 360 6x4 Rigid", price: 259990, fuel: "Diesel", fuelDescription: "Diesel Turbo 5 9.3L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 9291, cylinders: 5, induction: "Turbo", power: 265, torque: 1700, fuelConsumption: null, seats: 3, doors: 2 },
        ] },
    ],
  },
  {
    name: "DAF", slug: "daf", kind: "truck", brandColour: "#00306E", wmi: "XLR", country: "Netherlands",
    models: [
      { name: "XF", series: "New Generation", body: "Truck", manufacturerBody: "Prime Mover", category: "Trucks", sinceYear: 2022, shortDescription: "Long-haul prime mover with a PACCAR MX-13 and TraXon automated manual.",
        dimensions: { fuelTank: 600, gvmKg: 26000 }, badges: [
          { badge: "XF 480 FTT", price: 339990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.9L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12902, cylinders: 6, induction: "Turbo", power: 355, torque: 2500, fuelConsumption: null, seats: 2, doors: 2 },
          { badge: "XF 530 FTT", price: 364990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.9L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12902, cylinders: 6, induction: "Turbo", power: 390, torque: 2600, fuelConsumption: null, seats: 2, doors: 2 },
        ] },
      { name: "CF", series: "CF", body: "Truck", manufacturerBody: "Prime Mover", category: "Trucks", sinceYear: 2018, shortDescription: "Multi-purpose cab-over for regional and metro work.",
        dimensions: { fuelTank: 500, gvmKg: 26000 }, badges: [
          { badge: "CF 450 FTT", price: 299990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.9L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12902, cylinders: 6, induction: "Turbo", power: 335, torque: 2300, fuelConsumption: null, seats: 2, doors: 2 },
          { badge: "CF 480 FAT", price: 319990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 12.9L", drive: "RWD", transmission: "Automatic", transmissionDescription: "12 Speed AMT", gears: 12, engineCc: 12902, cylinders: 6, induction: "Turbo", power: 355, torque: 2500, fuelConsumption: null, seats: 2, doors: 2 },
        ] },
      { name: "LF", series: "LF", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2018, shortDescription: "Light-medium rigid for urban distribution with a PACCAR PX-7 engine.",
        dimensions: { fuelTank: 200, gvmKg: 16000 }, badges: [
          { badge: "LF 250 FA", price: 169990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 6.7L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 6690, cylinders: 6, induction: "Turbo", power: 184, torque: 950, fuelConsumption: null, seats: 3, doors: 2 },
          { badge: "LF 290 FA", price: 179990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 6.7L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Allison Automatic", gears: 6, engineCc: 6690, cylinders: 6, induction: "Turbo", power: 213, torque: 1000, fuelConsumption: null, seats: 3, doors: 2 },
        ] },
    ],
  },
];
