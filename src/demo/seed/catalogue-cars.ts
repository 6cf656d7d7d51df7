/**
 * Demo catalogue: passenger and light-commercial makes sold new in Australia. Facts only (names, series codes,
 * typical drive-away prices and headline specs); prices are indicative mid-2020s drive-away figures in AUD.
 */
import type { MakeSpec } from "./catalogue-types";

export const carMakes: MakeSpec[] = [
  {
    name: "Toyota", slug: "toyota", kind: "car", brandColour: "#EB0A1E", wmi: "JTM", country: "Japan",
    models: [
      { name: "HiLux", series: "AN120", body: "Ute", manufacturerBody: "Double Cab Pick Up", category: "Trucks", sinceYear: 2015, shortDescription: "Australia's long-running best-selling ute, built for work sites, farms and weekend touring.",
        dimensions: { fuelTank: 80, lengthMm: 5325, widthMm: 1855, heightMm: 1815, towingKg: 3500, gvmKg: 3050, ancap: 5 }, badges: [
          { badge: "Workmate", price: 44990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.4L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2393, cylinders: 4, induction: "Turbo", power: 110, torque: 400, fuelConsumption: 7.6, seats: 5, doors: 4 },
          { badge: "SR5", price: 68490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.8L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2755, cylinders: 4, induction: "Turbo", power: 150, torque: 500, fuelConsumption: 8.4, seats: 5, doors: 4 },
          { badge: "Rogue", price: 77990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.8L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2755, cylinders: 4, induction: "Turbo", power: 150, torque: 500, fuelConsumption: 8.4, seats: 5, doors: 4 },
          { badge: "GR Sport", price: 82490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.8L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2755, cylinders: 4, induction: "Turbo", power: 165, torque: 550, fuelConsumption: 8.4, seats: 5, doors: 4 },
        ] },
      { name: "RAV4", series: "XA50", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2019, shortDescription: "Mid-size family SUV with an efficient self-charging hybrid at the heart of the range.",
        dimensions: { fuelTank: 55, lengthMm: 4600, widthMm: 1855, heightMm: 1685, towingKg: 1500, ancap: 5 }, badges: [
          { badge: "GX", price: 41490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1987, cylinders: 4, induction: "Naturally Aspirated", power: 127, torque: 203, fuelConsumption: 6.5, seats: 5, doors: 5 },
          { badge: "GXL Hybrid", price: 50490, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 2.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2487, cylinders: 4, induction: "Naturally Aspirated", power: 160, torque: 221, fuelConsumption: 4.7, seats: 5, doors: 5 },
          { badge: "XSE Hybrid AWD", price: 55990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2487, cylinders: 4, induction: "Naturally Aspirated", power: 163, torque: 221, fuelConsumption: 4.8, seats: 5, doors: 5 },
          { badge: "Edge Hybrid AWD", price: 62490, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2487, cylinders: 4, induction: "Naturally Aspirated", power: 163, torque: 221, fuelConsumption: 4.8, seats: 5, doors: 5 },
        ] },
      { name: "Corolla", series: "E210", body: "Hatch", manufacturerBody: "Hatchback", category: "Cars", sinceYear: 2018, shortDescription: "Compact hatch with a frugal hybrid option and a long record of reliability.",
        dimensions: { fuelTank: 43, lengthMm: 4375, widthMm: 1790, heightMm: 1435, ancap: 5 }, badges: [
          { badge: "Ascent Sport", price: 33490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1987, cylinders: 4, induction: "Naturally Aspirated", power: 126, torque: 202, fuelConsumption: 6.0, seats: 5, doors: 5 },
          { badge: "Ascent Sport Hybrid", price: 36190, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 1.8L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1798, cylinders: 4, induction: "Naturally Aspirated", power: 103, torque: 142, fuelConsumption: 4.0, seats: 5, doors: 5 },
          { badge: "SX Hybrid", price: 39490, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 1.8L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1798, cylinders: 4, induction: "Naturally Aspirated", power: 103, torque: 142, fuelConsumption: 4.0, seats: 5, doors: 5 },
          { badge: "ZR Hybrid", price: 43990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 1.8L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1798, cylinders: 4, induction: "Naturally Aspirated", power: 103, torque: 142, fuelConsumption: 4.0, seats: 5, doors: 5 },
        ] },
      { name: "LandCruiser 300", series: "FJA300", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2021, shortDescription: "Full-size twin-turbo V6 diesel four-wheel drive for serious touring and heavy towing.",
        dimensions: { fuelTank: 110, lengthMm: 4980, widthMm: 1980, heightMm: 1950, towingKg: 3500, gvmKg: 3280 }, badges: [
          { badge: "GX", price: 100990, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo V6 3.3L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 3346, cylinders: 6, induction: "Turbo", power: 227, torque: 700, fuelConsumption: 8.9, seats: 5, doors: 5 },
          { badge: "GXL", price: 112490, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo V6 3.3L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 3346, cylinders: 6, induction: "Turbo", power: 227, torque: 700, fuelConsumption: 8.9, seats: 7, doors: 5 },
          { badge: "Sahara", price: 144990, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo V6 3.3L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 3346, cylinders: 6, induction: "Turbo", power: 227, torque: 700, fuelConsumption: 8.9, seats: 7, doors: 5 },
          { badge: "GR Sport", price: 150490, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo V6 3.3L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 3346, cylinders: 6, induction: "Turbo", power: 227, torque: 700, fuelConsumption: 8.9, seats: 5, doors: 5 },
        ] },
      { name: "LandCruiser Prado", series: "GDJ250", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2024, shortDescription: "Mid-size body-on-frame four-wheel drive with a 48V-assisted 2.8 litre turbo diesel.",
        dimensions: { fuelTank: 110, lengthMm: 4925, widthMm: 1980, heightMm: 1850, towingKg: 3500, gvmKg: 3190, ancap: 5 }, badges: [
          { badge: "GX", price: 76990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.8L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2755, cylinders: 4, induction: "Turbo", power: 150, torque: 500, fuelConsumption: 7.9, seats: 5, doors: 5 },
          { badge: "GXL", price: 86990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.8L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2755, cylinders: 4, induction: "Turbo", power: 150, torque: 500, fuelConsumption: 7.9, seats: 7, doors: 5 },
          { badge: "VX", price: 98490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.8L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2755, cylinders: 4, induction: "Turbo", power: 150, torque: 500, fuelConsumption: 7.9, seats: 7, doors: 5 },
          { badge: "Kakadu", price: 106990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.8L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2755, cylinders: 4, induction: "Turbo", power: 150, torque: 500, fuelConsumption: 7.9, seats: 7, doors: 5 },
        ] },
      { name: "GR Yaris", series: "GXPA16", body: "Hatch", manufacturerBody: "Hatchback", category: "Performance", sinceYear: 2020, shortDescription: "Homologation-bred turbo three-cylinder hot hatch with GR-Four all-wheel drive.",
        dimensions: { fuelTank: 50, lengthMm: 3995, widthMm: 1805, heightMm: 1455, ancap: 5 }, badges: [
          { badge: "GR Yaris", price: 65490, fuel: "Petrol", fuelDescription: "Petrol Turbo 3 1.6L", drive: "AWD", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1618, cylinders: 3, induction: "Turbo", power: 206, torque: 390, fuelConsumption: 7.6, seats: 4, doors: 3 },
          { badge: "GR Yaris Auto", price: 68490, fuel: "Petrol", fuelDescription: "Petrol Turbo 3 1.6L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1618, cylinders: 3, induction: "Turbo", power: 206, torque: 390, fuelConsumption: 7.8, seats: 4, doors: 3 },
          { badge: "Rallye", price: 72990, fuel: "Petrol", fuelDescription: "Petrol Turbo 3 1.6L", drive: "AWD", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1618, cylinders: 3, induction: "Turbo", power: 206, torque: 390, fuelConsumption: 7.6, seats: 4, doors: 3 },
        ] },
      { name: "HiAce", series: "GDH300", body: "Van", manufacturerBody: "Van", category: "Vans", sinceYear: 2019, shortDescription: "Semi-bonneted commercial van, the default choice of tradies and couriers.",
        dimensions: { fuelTank: 70, lengthMm: 5265, widthMm: 1950, heightMm: 1990, towingKg: 1900, gvmKg: 3300, ancap: 5 }, badges: [
          { badge: "LWB", price: 55490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.8L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2755, cylinders: 4, induction: "Turbo", power: 130, torque: 450, fuelConsumption: 8.4, seats: 2, doors: 4 },
          { badge: "SLWB", price: 61990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.8L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2755, cylinders: 4, induction: "Turbo", power: 130, torque: 450, fuelConsumption: 8.6, seats: 2, doors: 4 },
          { badge: "SLWB Commuter", price: 84990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.8L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2755, cylinders: 4, induction: "Turbo", power: 130, torque: 450, fuelConsumption: 8.9, seats: 12, doors: 4 },
        ] },
    ],
  },
  {
    name: "Ford", slug: "ford", kind: "car", brandColour: "#003478", wmi: "MPB", country: "USA",
    models: [
      { name: "Ranger", series: "PY", body: "Ute", manufacturerBody: "Double Cab Pick-Up", category: "Trucks", sinceYear: 2022, shortDescription: "Next-gen one-tonne ute engineered in Australia, from bi-turbo work spec to V6 Wildtrak and Raptor.",
        dimensions: { fuelTank: 80, lengthMm: 5370, widthMm: 1918, heightMm: 1884, towingKg: 3500, gvmKg: 3280, ancap: 5 }, badges: [
          { badge: "XL 2.0 Bi-Turbo 4x4", price: 61990, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 1996, cylinders: 4, induction: "Turbo", power: 154, torque: 500, fuelConsumption: 7.6, seats: 5, doors: 4 },
          { badge: "XLT 2.0 Bi-Turbo 4x4", price: 69490, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 1996, cylinders: 4, induction: "Turbo", power: 154, torque: 500, fuelConsumption: 7.6, seats: 5, doors: 4 },
          { badge: "Wildtrak 3.0 V6 4x4", price: 83990, fuel: "Diesel", fuelDescription: "Diesel Turbo V6 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 2993, cylinders: 6, induction: "Turbo", power: 184, torque: 600, fuelConsumption: 8.4, seats: 5, doors: 4 },
          { badge: "Raptor", price: 97990, fuel: "Petrol", fuelDescription: "Petrol Twin Turbo V6 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 2956, cylinders: 6, induction: "Turbo", power: 292, torque: 583, fuelConsumption: 11.5, seats: 5, doors: 4 },
        ] },
      { name: "Everest", series: "UB", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2022, shortDescription: "Ranger-based seven-seat 4x4 wagon with genuine off-road hardware and a 3.5 tonne tow rating.",
        dimensions: { fuelTank: 80, lengthMm: 4914, widthMm: 1923, heightMm: 1842, towingKg: 3500, gvmKg: 3150, ancap: 5 }, badges: [
          { badge: "Ambiente 4WD", price: 62490, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 1996, cylinders: 4, induction: "Turbo", power: 154, torque: 500, fuelConsumption: 7.1, seats: 7, doors: 5 },
          { badge: "Trend V6 4WD", price: 73490, fuel: "Diesel", fuelDescription: "Diesel Turbo V6 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 2993, cylinders: 6, induction: "Turbo", power: 184, torque: 600, fuelConsumption: 8.5, seats: 7, doors: 5 },
          { badge: "Sport V6 4WD", price: 77490, fuel: "Diesel", fuelDescription: "Diesel Turbo V6 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 2993, cylinders: 6, induction: "Turbo", power: 184, torque: 600, fuelConsumption: 8.5, seats: 7, doors: 5 },
          { badge: "Platinum V6 4WD", price: 89490, fuel: "Diesel", fuelDescription: "Diesel Turbo V6 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 2993, cylinders: 6, induction: "Turbo", power: 184, torque: 600, fuelConsumption: 8.5, seats: 7, doors: 5 },
        ] },
      { name: "Mustang", series: "S650", body: "Coupe", manufacturerBody: "Fastback", category: "Performance", sinceYear: 2024, shortDescription: "Seventh-generation pony car with turbo four or Coyote 5.0 litre V8 power.",
        dimensions: { fuelTank: 61, lengthMm: 4811, widthMm: 1916, heightMm: 1398 }, badges: [
          { badge: "EcoBoost", price: 69990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.3L", drive: "RWD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 2264, cylinders: 4, induction: "Turbo", power: 233, torque: 448, fuelConsumption: 9.7, seats: 4, doors: 2 },
          { badge: "GT", price: 80990, fuel: "Petrol", fuelDescription: "Petrol V8 5.0L", drive: "RWD", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 5038, cylinders: 8, induction: "Naturally Aspirated", power: 339, torque: 556, fuelConsumption: 13.1, seats: 4, doors: 2 },
          { badge: "Dark Horse", price: 109990, fuel: "Petrol", fuelDescription: "Petrol V8 5.0L", drive: "RWD", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 5038, cylinders: 8, induction: "Naturally Aspirated", power: 373, torque: 567, fuelConsumption: 13.4, seats: 4, doors: 2 },
        ] },
      { name: "Transit Custom", series: "V710", body: "Van", manufacturerBody: "Van", category: "Vans", sinceYear: 2024, shortDescription: "One-tonne mid-size van with a 2.0 litre EcoBlue diesel and car-like cabin tech.",
        dimensions: { fuelTank: 55, lengthMm: 5050, widthMm: 2032, heightMm: 1990, towingKg: 2800, gvmKg: 3400, ancap: 5 }, badges: [
          { badge: "Trend SWB", price: 58490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1995, cylinders: 4, induction: "Turbo", power: 110, torque: 390, fuelConsumption: 7.2, seats: 3, doors: 4 },
          { badge: "Trend LWB", price: 61490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1995, cylinders: 4, induction: "Turbo", power: 110, torque: 390, fuelConsumption: 7.3, seats: 3, doors: 4 },
          { badge: "Sport LWB", price: 70490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1995, cylinders: 4, induction: "Turbo", power: 125, torque: 390, fuelConsumption: 7.4, seats: 3, doors: 4 },
        ] },
      { name: "Puma", series: "JK", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2020, shortDescription: "Light SUV with a three-cylinder EcoBoost engine and sharp handling.",
        dimensions: { fuelTank: 42, lengthMm: 4207, widthMm: 1805, heightMm: 1537, ancap: 5 }, badges: [
          { badge: "Puma", price: 37490, fuel: "Petrol", fuelDescription: "Petrol Turbo 3 1.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 998, cylinders: 3, induction: "Turbo", power: 92, torque: 170, fuelConsumption: 5.3, seats: 5, doors: 5 },
          { badge: "ST-Line V", price: 42990, fuel: "Petrol", fuelDescription: "Petrol Turbo 3 1.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 998, cylinders: 3, induction: "Turbo", power: 92, torque: 170, fuelConsumption: 5.3, seats: 5, doors: 5 },
        ] },
      { name: "Mustang Mach-E", series: "CX727", body: "SUV", manufacturerBody: "Wagon", category: "Electric", sinceYear: 2023, shortDescription: "Electric mid-size SUV wearing the Mustang name, in single- and dual-motor form.",
        dimensions: { lengthMm: 4724, widthMm: 1881, heightMm: 1625, towingKg: 750, ancap: 5 }, badges: [
          { badge: "Select RWD", price: 76990, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 198, torque: 430, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Premium AWD", price: 88990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 258, torque: 580, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "GT", price: 109990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 358, torque: 860, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
    ],
  },
  {
    name: "Mazda", slug: "mazda", kind: "car", brandColour: "#910A2D", wmi: "JM0", country: "Japan",
    models: [
      { name: "CX-5", series: "KF", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2017, shortDescription: "Perennial top-selling mid-size SUV with a premium-feeling cabin and optional turbo power.",
        dimensions: { fuelTank: 58, lengthMm: 4575, widthMm: 1845, heightMm: 1680, towingKg: 1800, ancap: 5 }, badges: [
          { badge: "G20 Maxx", price: 38490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1998, cylinders: 4, induction: "Naturally Aspirated", power: 115, torque: 200, fuelConsumption: 6.9, seats: 5, doors: 5 },
          { badge: "G25 Maxx Sport AWD", price: 47490, fuel: "Petrol", fuelDescription: "Petrol 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2488, cylinders: 4, induction: "Naturally Aspirated", power: 140, torque: 252, fuelConsumption: 7.4, seats: 5, doors: 5 },
          { badge: "G35 GT SP AWD", price: 56490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2488, cylinders: 4, induction: "Turbo", power: 170, torque: 420, fuelConsumption: 8.2, seats: 5, doors: 5 },
          { badge: "G35 Akera AWD", price: 60490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2488, cylinders: 4, induction: "Turbo", power: 170, torque: 420, fuelConsumption: 8.2, seats: 5, doors: 5 },
        ] },
      { name: "BT-50", series: "TF", body: "Ute", manufacturerBody: "Dual Cab Pick-up", category: "Trucks", sinceYear: 2020, shortDescription: "Isuzu-based one-tonne ute with Mazda styling and a proven 3.0 litre turbo diesel.",
        dimensions: { fuelTank: 76, lengthMm: 5280, widthMm: 1870, heightMm: 1790, towingKg: 3500, gvmKg: 3100, ancap: 5 }, badges: [
          { badge: "XS 4x2", price: 46990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 1.9L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1898, cylinders: 4, induction: "Turbo", power: 110, torque: 350, fuelConsumption: 7.0, seats: 5, doors: 4 },
          { badge: "XT 4x4", price: 58990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2999, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 8.0, seats: 5, doors: 4 },
          { badge: "GT 4x4", price: 66990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2999, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 8.0, seats: 5, doors: 4 },
          { badge: "Thunder 4x4", price: 74990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2999, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 8.0, seats: 5, doors: 4 },
        ] },
      { name: "CX-30", series: "DM", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2019, shortDescription: "Small SUV built on the Mazda3 platform with a high-quality interior.",
        dimensions: { fuelTank: 51, lengthMm: 4395, widthMm: 1795, heightMm: 1540, towingKg: 1200, ancap: 5 }, badges: [
          { badge: "G20 Pure", price: 36490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1998, cylinders: 4, induction: "Naturally Aspirated", power: 114, torque: 200, fuelConsumption: 6.5, seats: 5, doors: 5 },
          { badge: "G25 GT", price: 43490, fuel: "Petrol", fuelDescription: "Petrol 4 2.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2488, cylinders: 4, induction: "Naturally Aspirated", power: 139, torque: 252, fuelConsumption: 6.6, seats: 5, doors: 5 },
          { badge: "G25 Astina AWD", price: 50490, fuel: "Petrol", fuelDescription: "Petrol 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2488, cylinders: 4, induction: "Naturally Aspirated", power: 139, torque: 252, fuelConsumption: 6.8, seats: 5, doors: 5 },
        ] },
      { name: "Mazda3", series: "BP", body: "Hatch", manufacturerBody: "Hatchback", category: "Cars", sinceYear: 2019, shortDescription: "Stylish small hatch with a near-premium cabin and refined SkyActiv engines.",
        dimensions: { fuelTank: 51, lengthMm: 4460, widthMm: 1795, heightMm: 1435, ancap: 5 }, badges: [
          { badge: "G20 Pure", price: 34490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1998, cylinders: 4, induction: "Naturally Aspirated", power: 114, torque: 200, fuelConsumption: 6.2, seats: 5, doors: 5 },
          { badge: "G25 GT", price: 41990, fuel: "Petrol", fuelDescription: "Petrol 4 2.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2488, cylinders: 4, induction: "Naturally Aspirated", power: 139, torque: 252, fuelConsumption: 6.6, seats: 5, doors: 5 },
          { badge: "G25 Astina", price: 45490, fuel: "Petrol", fuelDescription: "Petrol 4 2.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2488, cylinders: 4, induction: "Naturally Aspirated", power: 139, torque: 252, fuelConsumption: 6.6, seats: 5, doors: 5 },
        ] },
      { name: "CX-60", series: "KH", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2022, shortDescription: "Rear-drive-based premium mid-size SUV with inline-six and plug-in hybrid options.",
        dimensions: { fuelTank: 58, lengthMm: 4740, widthMm: 1890, heightMm: 1680, towingKg: 2500, ancap: 5 }, badges: [
          { badge: "G40e Evolve", price: 65990, fuel: "Petrol", fuelDescription: "Petrol Turbo 6 3.3L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 3283, cylinders: 6, induction: "Turbo", power: 209, torque: 450, fuelConsumption: 7.4, seats: 5, doors: 5 },
          { badge: "D50e GT", price: 79490, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 3.3L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 3283, cylinders: 6, induction: "Turbo", power: 187, torque: 550, fuelConsumption: 4.9, seats: 5, doors: 5 },
          { badge: "P50e Azami", price: 93990, fuel: "PHEV", fuelDescription: "PHEV Petrol 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2488, cylinders: 4, induction: "Naturally Aspirated", power: 241, torque: 500, fuelConsumption: 2.1, seats: 5, doors: 5 },
        ] },
      { name: "MX-5", series: "ND", body: "Convertible", manufacturerBody: "Roadster", category: "Cars", sinceYear: 2015, shortDescription: "Lightweight two-seat roadster, the world's best-selling sports car.",
        dimensions: { fuelTank: 45, lengthMm: 3915, widthMm: 1735, heightMm: 1225 }, badges: [
          { badge: "Roadster", price: 46490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "RWD", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1998, cylinders: 4, induction: "Naturally Aspirated", power: 135, torque: 205, fuelConsumption: 6.8, seats: 2, doors: 2 },
          { badge: "Roadster GT RS", price: 53490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "RWD", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1998, cylinders: 4, induction: "Naturally Aspirated", power: 135, torque: 205, fuelConsumption: 6.8, seats: 2, doors: 2 },
          { badge: "RF GT", price: 55490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1998, cylinders: 4, induction: "Naturally Aspirated", power: 135, torque: 205, fuelConsumption: 7.2, seats: 2, doors: 2 },
        ] },
    ],
  },
  {
    name: "Kia", slug: "kia", kind: "car", brandColour: "#05141F", wmi: "KNA", country: "South Korea",
    models: [
      { name: "Sportage", series: "NQ5", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2022, shortDescription: "Bold mid-size SUV with petrol, turbo diesel and hybrid choices and a seven-year warranty.",
        dimensions: { fuelTank: 54, lengthMm: 4660, widthMm: 1865, heightMm: 1665, towingKg: 1900, ancap: 5 }, badges: [
          { badge: "S 2.0 FWD", price: 37490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1999, cylinders: 4, induction: "Naturally Aspirated", power: 115, torque: 192, fuelConsumption: 8.1, seats: 5, doors: 5 },
          { badge: "SX 2.0 FWD", price: 41490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1999, cylinders: 4, induction: "Naturally Aspirated", power: 115, torque: 192, fuelConsumption: 8.1, seats: 5, doors: 5 },
          { badge: "GT-Line 2.0 CRDi AWD", price: 58490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1998, cylinders: 4, induction: "Turbo", power: 137, torque: 416, fuelConsumption: 6.3, seats: 5, doors: 5 },
          { badge: "GT-Line Hybrid AWD", price: 60490, fuel: "Hybrid", fuelDescription: "Hybrid Petrol Turbo 4 1.6L", drive: "AWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1598, cylinders: 4, induction: "Turbo", power: 169, torque: 350, fuelConsumption: 5.7, seats: 5, doors: 5 },
        ] },
      { name: "Carnival", series: "KA4", body: "People Mover", manufacturerBody: "Wagon", category: "People Movers", sinceYear: 2021, shortDescription: "Eight-seat people mover with sliding doors, a favourite of large families.",
        dimensions: { fuelTank: 72, lengthMm: 5155, widthMm: 1995, heightMm: 1775, towingKg: 2000, ancap: 5 }, badges: [
          { badge: "S 3.5 V6", price: 55490, fuel: "Petrol", fuelDescription: "Petrol V6 3.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 3470, cylinders: 6, induction: "Naturally Aspirated", power: 216, torque: 355, fuelConsumption: 9.6, seats: 8, doors: 5 },
          { badge: "Si 2.2 CRDi", price: 60990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.2L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2151, cylinders: 4, induction: "Turbo", power: 148, torque: 440, fuelConsumption: 6.5, seats: 8, doors: 5 },
          { badge: "GT-Line Hybrid", price: 80490, fuel: "Hybrid", fuelDescription: "Hybrid Petrol Turbo 4 1.6L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1598, cylinders: 4, induction: "Turbo", power: 180, torque: 367, fuelConsumption: 6.5, seats: 7, doors: 5 },
        ] },
      { name: "Sorento", series: "MQ4", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2020, shortDescription: "Seven-seat large SUV offered with V6 petrol, turbo diesel and plug-in hybrid power.",
        dimensions: { fuelTank: 67, lengthMm: 4815, widthMm: 1900, heightMm: 1700, towingKg: 2000, ancap: 5 }, badges: [
          { badge: "S 3.5 V6 FWD", price: 53490, fuel: "Petrol", fuelDescription: "Petrol V6 3.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 3470, cylinders: 6, induction: "Naturally Aspirated", power: 200, torque: 332, fuelConsumption: 9.7, seats: 7, doors: 5 },
          { badge: "Sport+ 2.2 CRDi AWD", price: 62490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.2L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Dual Clutch", gears: 8, engineCc: 2151, cylinders: 4, induction: "Turbo", power: 148, torque: 440, fuelConsumption: 6.1, seats: 7, doors: 5 },
          { badge: "GT-Line 2.2 CRDi AWD", price: 72490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.2L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Dual Clutch", gears: 8, engineCc: 2151, cylinders: 4, induction: "Turbo", power: 148, torque: 440, fuelConsumption: 6.1, seats: 7, doors: 5 },
          { badge: "GT-Line PHEV AWD", price: 84490, fuel: "PHEV", fuelDescription: "PHEV Petrol Turbo 4 1.6L", drive: "AWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1598, cylinders: 4, induction: "Turbo", power: 195, torque: 350, fuelConsumption: 1.6, seats: 7, doors: 5 },
        ] },
      { name: "EV6", series: "CV", body: "SUV", manufacturerBody: "Wagon", category: "Electric", sinceYear: 2022, shortDescription: "800-volt electric crossover with ultra-fast charging and a 430 kW GT flagship.",
        dimensions: { lengthMm: 4695, widthMm: 1890, heightMm: 1550, towingKg: 1600, ancap: 5 }, badges: [
          { badge: "Air RWD", price: 72490, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 168, torque: 350, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "GT-Line AWD", price: 88490, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 239, torque: 605, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "GT", price: 103490, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 430, torque: 740, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
      { name: "Seltos", series: "SP2", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2020, shortDescription: "Roomy small SUV with a choice of 2.0 litre or 1.6 litre turbo AWD drivetrains.",
        dimensions: { fuelTank: 50, lengthMm: 4385, widthMm: 1800, heightMm: 1615, towingKg: 1100, ancap: 5 }, badges: [
          { badge: "S FWD", price: 32490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1999, cylinders: 4, induction: "Naturally Aspirated", power: 110, torque: 180, fuelConsumption: 6.8, seats: 5, doors: 5 },
          { badge: "Sport+ FWD", price: 36490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1999, cylinders: 4, induction: "Naturally Aspirated", power: 110, torque: 180, fuelConsumption: 6.8, seats: 5, doors: 5 },
          { badge: "GT-Line AWD", price: 46490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.6L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1598, cylinders: 4, induction: "Turbo", power: 146, torque: 265, fuelConsumption: 7.6, seats: 5, doors: 5 },
        ] },
      { name: "Tasman", series: "MY25", body: "Ute", manufacturerBody: "Double Cab Pick-up", category: "Trucks", sinceYear: 2025, shortDescription: "Kia's first one-tonne ute, tuned in Australia with a 2.2 litre turbo diesel and 3.5 tonne towing.",
        dimensions: { fuelTank: 80, lengthMm: 5410, widthMm: 1930, heightMm: 1880, towingKg: 3500, gvmKg: 3250 }, badges: [
          { badge: "S 4x4", price: 58990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.2L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2151, cylinders: 4, induction: "Turbo", power: 154, torque: 441, fuelConsumption: 8.2, seats: 5, doors: 4 },
          { badge: "SX 4x4", price: 63490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.2L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2151, cylinders: 4, induction: "Turbo", power: 154, torque: 441, fuelConsumption: 8.2, seats: 5, doors: 4 },
          { badge: "X-Line 4x4", price: 71490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.2L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2151, cylinders: 4, induction: "Turbo", power: 154, torque: 441, fuelConsumption: 8.4, seats: 5, doors: 4 },
          { badge: "X-Pro 4x4", price: 79490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.2L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2151, cylinders: 4, induction: "Turbo", power: 154, torque: 441, fuelConsumption: 8.6, seats: 5, doors: 4 },
        ] },
    ],
  },
  {
    name: "Hyundai", slug: "hyundai", kind: "car", brandColour: "#002C5F", wmi: "KMH", country: "South Korea",
    models: [
      { name: "Tucson", series: "NX4", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2021, shortDescription: "Sharp-looking mid-size SUV with petrol, diesel and turbo-hybrid drivetrains.",
        dimensions: { fuelTank: 54, lengthMm: 4640, widthMm: 1865, heightMm: 1665, towingKg: 1900, ancap: 5 }, badges: [
          { badge: "Tucson 2.0 FWD", price: 38490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1999, cylinders: 4, induction: "Naturally Aspirated", power: 115, torque: 192, fuelConsumption: 8.1, seats: 5, doors: 5 },
          { badge: "Elite 2.0 CRDi AWD", price: 52490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1998, cylinders: 4, induction: "Turbo", power: 137, torque: 416, fuelConsumption: 6.3, seats: 5, doors: 5 },
          { badge: "Premium Hybrid AWD", price: 62490, fuel: "Hybrid", fuelDescription: "Hybrid Petrol Turbo 4 1.6L", drive: "AWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1598, cylinders: 4, induction: "Turbo", power: 172, torque: 367, fuelConsumption: 5.3, seats: 5, doors: 5 },
        ] },
      { name: "Ioniq 5", series: "NE", body: "SUV", manufacturerBody: "Wagon", category: "Electric", sinceYear: 2021, shortDescription: "Retro-styled 800-volt electric crossover with a flat floor and vehicle-to-load power.",
        dimensions: { lengthMm: 4655, widthMm: 1890, heightMm: 1605, towingKg: 1600, ancap: 5 }, badges: [
          { badge: "Dynamiq RWD", price: 74490, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 168, torque: 350, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Epiq AWD", price: 86490, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 239, torque: 605, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "N", price: 118490, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 478, torque: 770, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
      { name: "i30 Sedan", series: "CN7", body: "Sedan", manufacturerBody: "Sedan", category: "Cars", sinceYear: 2020, shortDescription: "Spacious small sedan with an efficient hybrid and a sporty N Line turbo.",
        dimensions: { fuelTank: 47, lengthMm: 4680, widthMm: 1825, heightMm: 1415 }, badges: [
          { badge: "i30", price: 31490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1999, cylinders: 4, induction: "Naturally Aspirated", power: 110, torque: 180, fuelConsumption: 6.1, seats: 5, doors: 4 },
          { badge: "Hybrid", price: 37490, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 1.6L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Dual Clutch", gears: 6, engineCc: 1580, cylinders: 4, induction: "Naturally Aspirated", power: 104, torque: 265, fuelConsumption: 3.9, seats: 5, doors: 4 },
          { badge: "N Line Premium", price: 44990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.6L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1598, cylinders: 4, induction: "Turbo", power: 150, torque: 265, fuelConsumption: 6.8, seats: 5, doors: 4 },
        ] },
      { name: "Santa Fe", series: "MX5", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2024, shortDescription: "Boxy seven-seat large SUV with turbo petrol or turbo-hybrid power.",
        dimensions: { fuelTank: 67, lengthMm: 4830, widthMm: 1900, heightMm: 1780, towingKg: 2000, ancap: 5 }, badges: [
          { badge: "Santa Fe 2.5T AWD", price: 58490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Dual Clutch", gears: 8, engineCc: 2497, cylinders: 4, induction: "Turbo", power: 206, torque: 422, fuelConsumption: 9.3, seats: 7, doors: 5 },
          { badge: "Elite Hybrid AWD", price: 67490, fuel: "Hybrid", fuelDescription: "Hybrid Petrol Turbo 4 1.6L", drive: "AWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1598, cylinders: 4, induction: "Turbo", power: 172, torque: 367, fuelConsumption: 5.6, seats: 7, doors: 5 },
          { badge: "Calligraphy Hybrid AWD", price: 79490, fuel: "Hybrid", fuelDescription: "Hybrid Petrol Turbo 4 1.6L", drive: "AWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1598, cylinders: 4, induction: "Turbo", power: 172, torque: 367, fuelConsumption: 5.6, seats: 6, doors: 5 },
        ] },
      { name: "Staria", series: "US4", body: "People Mover", manufacturerBody: "Wagon", category: "People Movers", sinceYear: 2021, shortDescription: "Futuristic eight-seat people mover with a panoramic glasshouse and optional AWD diesel.",
        dimensions: { fuelTank: 75, lengthMm: 5253, widthMm: 1997, heightMm: 1990, towingKg: 2500, ancap: 5 }, badges: [
          { badge: "Staria 3.5 FWD", price: 56490, fuel: "Petrol", fuelDescription: "Petrol V6 3.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 3470, cylinders: 6, induction: "Naturally Aspirated", power: 200, torque: 331, fuelConsumption: 10.5, seats: 8, doors: 5 },
          { badge: "Elite 2.2 CRDi AWD", price: 68490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.2L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2199, cylinders: 4, induction: "Turbo", power: 130, torque: 430, fuelConsumption: 8.2, seats: 8, doors: 5 },
          { badge: "Highlander 2.2 CRDi AWD", price: 78490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.2L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2199, cylinders: 4, induction: "Turbo", power: 130, torque: 430, fuelConsumption: 8.2, seats: 8, doors: 5 },
        ] },
      { name: "i30 N", series: "PDe", body: "Hatch", manufacturerBody: "Hatchback", category: "Performance", sinceYear: 2021, shortDescription: "Front-drive hot hatch with a 2.0 litre turbo, limited-slip diff and N Grin Shift.",
        dimensions: { fuelTank: 50, lengthMm: 4340, widthMm: 1795, heightMm: 1445, ancap: 5 }, badges: [
          { badge: "N", price: 52490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "FWD", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1998, cylinders: 4, induction: "Turbo", power: 206, torque: 392, fuelConsumption: 8.5, seats: 5, doors: 5 },
          { badge: "N Premium DCT", price: 57490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Dual Clutch", gears: 8, engineCc: 1998, cylinders: 4, induction: "Turbo", power: 206, torque: 392, fuelConsumption: 8.0, seats: 5, doors: 5 },
        ] },
      { name: "Kona", series: "SX2", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2023, shortDescription: "Small SUV available as petrol, hybrid or fully electric.",
        dimensions: { fuelTank: 47, lengthMm: 4355, widthMm: 1825, heightMm: 1580, towingKg: 1300, ancap: 5 }, badges: [
          { badge: "Kona 2.0 FWD", price: 36490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1999, cylinders: 4, induction: "Naturally Aspirated", power: 110, torque: 180, fuelConsumption: 6.3, seats: 5, doors: 5 },
          { badge: "Premium Hybrid", price: 47490, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 1.6L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Dual Clutch", gears: 6, engineCc: 1580, cylinders: 4, induction: "Naturally Aspirated", power: 104, torque: 265, fuelConsumption: 3.9, seats: 5, doors: 5 },
          { badge: "Premium Electric", price: 66490, fuel: "Electric", fuelDescription: "Electric", drive: "FWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 160, torque: 255, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
    ],
  },
  {
    name: "Mitsubishi", slug: "mitsubishi", kind: "car", brandColour: "#E60012", wmi: "MMC", country: "Japan",
    models: [
      { name: "Triton", series: "MV", body: "Ute", manufacturerBody: "Double Cab Pick Up", category: "Trucks", sinceYear: 2024, shortDescription: "All-new one-tonne ute with a bi-turbo 2.4 litre diesel and Super Select 4WD.",
        dimensions: { fuelTank: 75, lengthMm: 5320, widthMm: 1865, heightMm: 1795, towingKg: 3500, gvmKg: 3200, ancap: 5 }, badges: [
          { badge: "GLX 4x4", price: 56990, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2442, cylinders: 4, induction: "Turbo", power: 150, torque: 470, fuelConsumption: 7.7, seats: 5, doors: 4 },
          { badge: "GLX+ 4x4", price: 59490, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2442, cylinders: 4, induction: "Turbo", power: 150, torque: 470, fuelConsumption: 7.7, seats: 5, doors: 4 },
          { badge: "GLS 4x4", price: 65990, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2442, cylinders: 4, induction: "Turbo", power: 150, torque: 470, fuelConsumption: 7.7, seats: 5, doors: 4 },
          { badge: "GSR 4x4", price: 69990, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2442, cylinders: 4, induction: "Turbo", power: 150, torque: 470, fuelConsumption: 7.7, seats: 5, doors: 4 },
        ] },
      { name: "Outlander", series: "ZM", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2021, shortDescription: "Seven-seat mid-size SUV and Australia's best-known plug-in hybrid family car.",
        dimensions: { fuelTank: 55, lengthMm: 4710, widthMm: 1860, heightMm: 1745, towingKg: 2000, ancap: 5 }, badges: [
          { badge: "ES 2WD", price: 41490, fuel: "Petrol", fuelDescription: "Petrol 4 2.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2488, cylinders: 4, induction: "Naturally Aspirated", power: 135, torque: 245, fuelConsumption: 7.3, seats: 7, doors: 5 },
          { badge: "Aspire AWD", price: 49990, fuel: "Petrol", fuelDescription: "Petrol 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2488, cylinders: 4, induction: "Naturally Aspirated", power: 135, torque: 245, fuelConsumption: 7.5, seats: 7, doors: 5 },
          { badge: "PHEV Aspire", price: 59990, fuel: "PHEV", fuelDescription: "PHEV Petrol 4 2.4L", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: 2360, cylinders: 4, induction: "Naturally Aspirated", power: 185, torque: 450, fuelConsumption: 1.5, seats: 7, doors: 5 },
          { badge: "PHEV Exceed", price: 65990, fuel: "PHEV", fuelDescription: "PHEV Petrol 4 2.4L", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: 2360, cylinders: 4, induction: "Naturally Aspirated", power: 185, torque: 450, fuelConsumption: 1.5, seats: 7, doors: 5 },
        ] },
      { name: "ASX", series: "XD", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2020, shortDescription: "Long-serving value-focused small SUV with simple naturally aspirated engines.",
        dimensions: { fuelTank: 63, lengthMm: 4365, widthMm: 1810, heightMm: 1640, towingKg: 1300 }, badges: [
          { badge: "ES", price: 31490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1998, cylinders: 4, induction: "Naturally Aspirated", power: 110, torque: 197, fuelConsumption: 7.6, seats: 5, doors: 5 },
          { badge: "LS", price: 33490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1998, cylinders: 4, induction: "Naturally Aspirated", power: 110, torque: 197, fuelConsumption: 7.6, seats: 5, doors: 5 },
          { badge: "Exceed", price: 38490, fuel: "Petrol", fuelDescription: "Petrol 4 2.4L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2360, cylinders: 4, induction: "Naturally Aspirated", power: 123, torque: 222, fuelConsumption: 7.9, seats: 5, doors: 5 },
        ] },
      { name: "Pajero Sport", series: "QF", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2016, shortDescription: "Triton-based seven-seat 4x4 wagon with an eight-speed auto and Super Select II.",
        dimensions: { fuelTank: 68, lengthMm: 4825, widthMm: 1815, heightMm: 1835, towingKg: 3100, ancap: 5 }, badges: [
          { badge: "GLX 4WD", price: 53490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2442, cylinders: 4, induction: "Turbo", power: 133, torque: 430, fuelConsumption: 8.0, seats: 5, doors: 5 },
          { badge: "GLS 4WD", price: 58490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2442, cylinders: 4, induction: "Turbo", power: 133, torque: 430, fuelConsumption: 8.0, seats: 7, doors: 5 },
          { badge: "Exceed 4WD", price: 61490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2442, cylinders: 4, induction: "Turbo", power: 133, torque: 430, fuelConsumption: 8.0, seats: 7, doors: 5 },
        ] },
      { name: "Eclipse Cross", series: "YB", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2021, shortDescription: "Coupe-styled small-to-mid SUV with a turbo petrol or plug-in hybrid drivetrain.",
        dimensions: { fuelTank: 60, lengthMm: 4545, widthMm: 1805, heightMm: 1685, towingKg: 1600, ancap: 5 }, badges: [
          { badge: "ES 2WD", price: 35490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1499, cylinders: 4, induction: "Turbo", power: 110, torque: 250, fuelConsumption: 7.3, seats: 5, doors: 5 },
          { badge: "LS 2WD", price: 38490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1499, cylinders: 4, induction: "Turbo", power: 110, torque: 250, fuelConsumption: 7.3, seats: 5, doors: 5 },
          { badge: "PHEV Aspire", price: 52990, fuel: "PHEV", fuelDescription: "PHEV Petrol 4 2.4L", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: 2360, cylinders: 4, induction: "Naturally Aspirated", power: 94, torque: 199, fuelConsumption: 1.9, seats: 5, doors: 5 },
        ] },
    ],
  },
  {
    name: "Volkswagen", slug: "volkswagen", kind: "car", brandColour: "#001E50", wmi: "WVW", country: "Germany",
    models: [
      { name: "Amarok", series: "NW", body: "Ute", manufacturerBody: "Dual Cab Pick-up", category: "Trucks", sinceYear: 2023, shortDescription: "Second-generation Amarok sharing Ranger underpinnings with Volkswagen styling and cabin.",
        dimensions: { fuelTank: 80, lengthMm: 5350, widthMm: 1910, heightMm: 1888, towingKg: 3500, gvmKg: 3280, ancap: 5 }, badges: [
          { badge: "Core TDI500 4MOTION", price: 62490, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 1996, cylinders: 4, induction: "Turbo", power: 154, torque: 500, fuelConsumption: 7.6, seats: 5, doors: 4 },
          { badge: "Life TDI500 4MOTION", price: 67490, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 1996, cylinders: 4, induction: "Turbo", power: 154, torque: 500, fuelConsumption: 7.6, seats: 5, doors: 4 },
          { badge: "Style TDI600 4MOTION", price: 76490, fuel: "Diesel", fuelDescription: "Diesel Turbo V6 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 2993, cylinders: 6, induction: "Turbo", power: 184, torque: 600, fuelConsumption: 8.4, seats: 5, doors: 4 },
          { badge: "Aventura TDI600 4MOTION", price: 86490, fuel: "Diesel", fuelDescription: "Diesel Turbo V6 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 2993, cylinders: 6, induction: "Turbo", power: 184, torque: 600, fuelConsumption: 8.4, seats: 5, doors: 4 },
        ] },
      { name: "Golf", series: "Mk8.5", body: "Hatch", manufacturerBody: "Hatchback", category: "Cars", sinceYear: 2021, shortDescription: "The benchmark small hatch, from frugal TSI through to the GTI and all-wheel-drive R.",
        dimensions: { fuelTank: 50, lengthMm: 4290, widthMm: 1789, heightMm: 1456, ancap: 5 }, badges: [
          { badge: "Life", price: 42490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1498, cylinders: 4, induction: "Turbo", power: 110, torque: 250, fuelConsumption: 5.8, seats: 5, doors: 5 },
          { badge: "R-Line", price: 47490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1498, cylinders: 4, induction: "Turbo", power: 110, torque: 250, fuelConsumption: 5.8, seats: 5, doors: 5 },
          { badge: "GTI", price: 62490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1984, cylinders: 4, induction: "Turbo", power: 195, torque: 370, fuelConsumption: 7.0, seats: 5, doors: 5 },
          { badge: "R", price: 76490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1984, cylinders: 4, induction: "Turbo", power: 245, torque: 420, fuelConsumption: 8.2, seats: 5, doors: 5 },
        ] },
      { name: "Tiguan", series: "5N", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2016, shortDescription: "Refined German mid-size SUV with front-drive and 4MOTION all-wheel-drive options.",
        dimensions: { fuelTank: 58, lengthMm: 4509, widthMm: 1839, heightMm: 1675, towingKg: 2000, ancap: 5 }, badges: [
          { badge: "110TSI Life", price: 47490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.4L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Dual Clutch", gears: 6, engineCc: 1395, cylinders: 4, induction: "Turbo", power: 110, torque: 250, fuelConsumption: 7.1, seats: 5, doors: 5 },
          { badge: "132TSI Life 4MOTION", price: 53490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1984, cylinders: 4, induction: "Turbo", power: 132, torque: 320, fuelConsumption: 8.0, seats: 5, doors: 5 },
          { badge: "162TSI R-Line 4MOTION", price: 66490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1984, cylinders: 4, induction: "Turbo", power: 162, torque: 350, fuelConsumption: 8.4, seats: 5, doors: 5 },
        ] },
      { name: "T-Roc", series: "A1", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2020, shortDescription: "Compact SUV built off the Golf, topped by the 221 kW T-Roc R.",
        dimensions: { fuelTank: 50, lengthMm: 4236, widthMm: 1819, heightMm: 1573, towingKg: 1500, ancap: 5 }, badges: [
          { badge: "110TSI Style", price: 44490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.4L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1395, cylinders: 4, induction: "Turbo", power: 110, torque: 250, fuelConsumption: 6.4, seats: 5, doors: 5 },
          { badge: "140TSI R-Line 4MOTION", price: 53490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1984, cylinders: 4, induction: "Turbo", power: 140, torque: 320, fuelConsumption: 7.8, seats: 5, doors: 5 },
          { badge: "R", price: 67490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1984, cylinders: 4, induction: "Turbo", power: 221, torque: 400, fuelConsumption: 8.3, seats: 5, doors: 5 },
        ] },
      { name: "Crafter", series: "SY", body: "Van", manufacturerBody: "Van", category: "Vans", sinceYear: 2017, shortDescription: "Large van in medium and long wheelbase, popular for trade fit-outs and motorhome conversions.",
        dimensions: { fuelTank: 75, lengthMm: 5986, widthMm: 2040, heightMm: 2590, towingKg: 3000, gvmKg: 3550 }, badges: [
          { badge: "35 TDI340 MWB", price: 66490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1968, cylinders: 4, induction: "Turbo", power: 103, torque: 340, fuelConsumption: 8.9, seats: 3, doors: 4 },
          { badge: "35 TDI410 LWB", price: 76490, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1968, cylinders: 4, induction: "Turbo", power: 130, torque: 410, fuelConsumption: 9.2, seats: 3, doors: 4 },
        ] },
      { name: "ID.4", series: "E21", body: "SUV", manufacturerBody: "Wagon", category: "Electric", sinceYear: 2023, shortDescription: "Volkswagen's MEB-based electric mid-size SUV with a 77 kWh battery.",
        dimensions: { lengthMm: 4584, widthMm: 1852, heightMm: 1631, towingKg: 1000, ancap: 5 }, badges: [
          { badge: "Pro", price: 65490, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 210, torque: 545, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "GTX", price: 77490, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 250, torque: 560, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
    ],
  },
  {
    name: "Nissan", slug: "nissan", kind: "car", brandColour: "#C3002F", wmi: "JN1", country: "Japan",
    models: [
      { name: "Navara", series: "D23", body: "Ute", manufacturerBody: "Dual Cab Pick Up", category: "Trucks", sinceYear: 2015, shortDescription: "Coil-sprung one-tonne ute with a twin-turbo 2.3 litre diesel and seven-speed auto.",
        dimensions: { fuelTank: 80, lengthMm: 5260, widthMm: 1850, heightMm: 1840, towingKg: 3500, gvmKg: 3150 }, badges: [
          { badge: "SL 4x4", price: 55990, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.3L", drive: "4WD", transmission: "Automatic", transmissionDescription: "7 Speed Automatic", gears: 7, engineCc: 2298, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 7.0, seats: 5, doors: 4 },
          { badge: "ST 4x4", price: 61490, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.3L", drive: "4WD", transmission: "Automatic", transmissionDescription: "7 Speed Automatic", gears: 7, engineCc: 2298, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 7.0, seats: 5, doors: 4 },
          { badge: "ST-X 4x4", price: 67490, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.3L", drive: "4WD", transmission: "Automatic", transmissionDescription: "7 Speed Automatic", gears: 7, engineCc: 2298, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 7.0, seats: 5, doors: 4 },
          { badge: "PRO-4X 4x4", price: 70490, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.3L", drive: "4WD", transmission: "Automatic", transmissionDescription: "7 Speed Automatic", gears: 7, engineCc: 2298, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 7.0, seats: 5, doors: 4 },
        ] },
      { name: "X-Trail", series: "T33", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2022, shortDescription: "Family mid-size SUV with optional seven seats and e-POWER e-4ORCE series hybrid.",
        dimensions: { fuelTank: 55, lengthMm: 4680, widthMm: 1840, heightMm: 1725, towingKg: 2000, ancap: 5 }, badges: [
          { badge: "ST 2WD", price: 41490, fuel: "Petrol", fuelDescription: "Petrol 4 2.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2488, cylinders: 4, induction: "Naturally Aspirated", power: 135, torque: 244, fuelConsumption: 7.4, seats: 5, doors: 5 },
          { badge: "ST-L 4WD", price: 50490, fuel: "Petrol", fuelDescription: "Petrol 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2488, cylinders: 4, induction: "Naturally Aspirated", power: 135, torque: 244, fuelConsumption: 7.8, seats: 7, doors: 5 },
          { badge: "Ti e-4ORCE e-POWER", price: 63990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol Turbo 3 1.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: 1497, cylinders: 3, induction: "Turbo", power: 157, torque: 525, fuelConsumption: 6.1, seats: 5, doors: 5 },
          { badge: "Ti-L e-4ORCE e-POWER", price: 69990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol Turbo 3 1.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: 1497, cylinders: 3, induction: "Turbo", power: 157, torque: 525, fuelConsumption: 6.1, seats: 5, doors: 5 },
        ] },
      { name: "Patrol", series: "Y62", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2017, shortDescription: "Big V8 petrol four-wheel drive loved by caravanners and remote-area tourers.",
        dimensions: { fuelTank: 140, lengthMm: 5175, widthMm: 1995, heightMm: 1940, towingKg: 3500, gvmKg: 3500 }, badges: [
          { badge: "Ti", price: 92990, fuel: "Petrol", fuelDescription: "Petrol V8 5.6L", drive: "4WD", transmission: "Automatic", transmissionDescription: "7 Speed Automatic", gears: 7, engineCc: 5552, cylinders: 8, induction: "Naturally Aspirated", power: 298, torque: 560, fuelConsumption: 14.4, seats: 8, doors: 5 },
          { badge: "Warrior", price: 105990, fuel: "Petrol", fuelDescription: "Petrol V8 5.6L", drive: "4WD", transmission: "Automatic", transmissionDescription: "7 Speed Automatic", gears: 7, engineCc: 5552, cylinders: 8, induction: "Naturally Aspirated", power: 298, torque: 560, fuelConsumption: 14.4, seats: 8, doors: 5 },
          { badge: "Ti-L", price: 107990, fuel: "Petrol", fuelDescription: "Petrol V8 5.6L", drive: "4WD", transmission: "Automatic", transmissionDescription: "7 Speed Automatic", gears: 7, engineCc: 5552, cylinders: 8, induction: "Naturally Aspirated", power: 298, torque: 560, fuelConsumption: 14.4, seats: 7, doors: 5 },
        ] },
      { name: "Qashqai", series: "J12", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2022, shortDescription: "Small SUV with a mild-hybrid-ready 1.3 turbo or e-POWER series hybrid.",
        dimensions: { fuelTank: 55, lengthMm: 4425, widthMm: 1835, heightMm: 1625, towingKg: 1500, ancap: 5 }, badges: [
          { badge: "ST", price: 37490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.3L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1332, cylinders: 4, induction: "Turbo", power: 110, torque: 250, fuelConsumption: 6.1, seats: 5, doors: 5 },
          { badge: "ST-L", price: 42490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.3L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1332, cylinders: 4, induction: "Turbo", power: 110, torque: 250, fuelConsumption: 6.1, seats: 5, doors: 5 },
          { badge: "Ti e-POWER", price: 57490, fuel: "Hybrid", fuelDescription: "Hybrid Petrol Turbo 3 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: 1497, cylinders: 3, induction: "Turbo", power: 140, torque: 330, fuelConsumption: 5.3, seats: 5, doors: 5 },
        ] },
      { name: "Z", series: "RZ34", body: "Coupe", manufacturerBody: "Coupe", category: "Performance", sinceYear: 2023, shortDescription: "Retro-inspired twin-turbo V6 sports coupe, the latest of the Z-car line.",
        dimensions: { fuelTank: 62, lengthMm: 4380, widthMm: 1845, heightMm: 1315 }, badges: [
          { badge: "Z Manual", price: 78490, fuel: "Petrol", fuelDescription: "Petrol Twin Turbo V6 3.0L", drive: "RWD", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 2997, cylinders: 6, induction: "Turbo", power: 298, torque: 475, fuelConsumption: 10.8, seats: 2, doors: 2 },
          { badge: "Z Auto", price: 78490, fuel: "Petrol", fuelDescription: "Petrol Twin Turbo V6 3.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 2997, cylinders: 6, induction: "Turbo", power: 298, torque: 475, fuelConsumption: 10.2, seats: 2, doors: 2 },
          { badge: "NISMO", price: 98490, fuel: "Petrol", fuelDescription: "Petrol Twin Turbo V6 3.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 2997, cylinders: 6, induction: "Turbo", power: 309, torque: 520, fuelConsumption: 10.4, seats: 2, doors: 2 },
        ] },
    ],
  },
  {
    name: "Isuzu", slug: "isuzu", kind: "car", brandColour: "#E4002B", wmi: "MPA", country: "Japan",
    models: [
      { name: "D-MAX", series: "RG", body: "Ute", manufacturerBody: "Crew Cab Ute", category: "Trucks", sinceYear: 2020, shortDescription: "Tough one-tonne ute with a proven 3.0 litre turbo diesel, a favourite with tradies and farmers.",
        dimensions: { fuelTank: 76, lengthMm: 5280, widthMm: 1870, heightMm: 1790, towingKg: 3500, gvmKg: 3100, ancap: 5 }, badges: [
          { badge: "SX 4x4 Crew Cab", price: 54490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2999, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 8.0, seats: 5, doors: 4 },
          { badge: "LS-M 4x4 Crew Cab", price: 58990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2999, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 8.0, seats: 5, doors: 4 },
          { badge: "LS-U 4x4 Crew Cab", price: 64490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2999, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 8.0, seats: 5, doors: 4 },
          { badge: "X-Terrain 4x4 Crew Cab", price: 72990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2999, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 8.0, seats: 5, doors: 4 },
        ] },
      { name: "D-MAX Cab Chassis", series: "RG", body: "Cab Chassis", manufacturerBody: "Cab Chassis", category: "Trucks", sinceYear: 2020, shortDescription: "Single and space cab chassis D-MAX ready for a steel or alloy tray.",
        dimensions: { fuelTank: 76, lengthMm: 5330, widthMm: 1860, heightMm: 1785, towingKg: 3500, gvmKg: 3100, ancap: 5 }, badges: [
          { badge: "SX 4x2 Single Cab", price: 38490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 1.9L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1898, cylinders: 4, induction: "Turbo", power: 110, torque: 350, fuelConsumption: 7.0, seats: 2, doors: 2 },
          { badge: "SX 4x4 Single Cab", price: 50490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2999, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 8.0, seats: 2, doors: 2 },
          { badge: "SX 4x4 Space Cab", price: 53490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2999, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 8.0, seats: 4, doors: 4 },
        ] },
      { name: "MU-X", series: "RJ", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2021, shortDescription: "D-MAX-based seven-seat 4x4 wagon with a 3.5 tonne braked towing capacity.",
        dimensions: { fuelTank: 80, lengthMm: 4850, widthMm: 1870, heightMm: 1825, towingKg: 3500, ancap: 5 }, badges: [
          { badge: "LS-M 4x2", price: 52490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2999, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 7.8, seats: 7, doors: 5 },
          { badge: "LS-U 4x4", price: 62990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2999, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 8.3, seats: 7, doors: 5 },
          { badge: "LS-T 4x4", price: 70490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 3.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2999, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 8.3, seats: 7, doors: 5 },
        ] },
    ],
  },
  {
    name: "Subaru", slug: "subaru", kind: "car", brandColour: "#013C74", wmi: "JF1", country: "Japan",
    models: [
      { name: "Outback", series: "BT", body: "Wagon", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2021, shortDescription: "High-riding all-wheel-drive wagon with generous ground clearance and a turbo XT option.",
        dimensions: { fuelTank: 63, lengthMm: 4870, widthMm: 1875, heightMm: 1675, towingKg: 2000, ancap: 5 }, badges: [
          { badge: "AWD 2.5i", price: 49990, fuel: "Petrol", fuelDescription: "Petrol 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2498, cylinders: 4, induction: "Naturally Aspirated", power: 138, torque: 245, fuelConsumption: 7.3, seats: 5, doors: 5 },
          { badge: "AWD Sport 2.5i", price: 54490, fuel: "Petrol", fuelDescription: "Petrol 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2498, cylinders: 4, induction: "Naturally Aspirated", power: 138, torque: 245, fuelConsumption: 7.3, seats: 5, doors: 5 },
          { badge: "AWD Touring XT", price: 64490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.4L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2387, cylinders: 4, induction: "Turbo", power: 183, torque: 350, fuelConsumption: 9.0, seats: 5, doors: 5 },
        ] },
      { name: "Forester", series: "SK", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2018, shortDescription: "Practical boxy SUV with symmetrical all-wheel drive and excellent visibility.",
        dimensions: { fuelTank: 63, lengthMm: 4640, widthMm: 1815, heightMm: 1730, towingKg: 1800, ancap: 5 }, badges: [
          { badge: "2.5i", price: 41490, fuel: "Petrol", fuelDescription: "Petrol 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2498, cylinders: 4, induction: "Naturally Aspirated", power: 136, torque: 239, fuelConsumption: 7.4, seats: 5, doors: 5 },
          { badge: "2.5i-S", price: 50990, fuel: "Petrol", fuelDescription: "Petrol 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2498, cylinders: 4, induction: "Naturally Aspirated", power: 136, torque: 239, fuelConsumption: 7.4, seats: 5, doors: 5 },
          { badge: "Hybrid S", price: 51990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1995, cylinders: 4, induction: "Naturally Aspirated", power: 110, torque: 196, fuelConsumption: 6.7, seats: 5, doors: 5 },
        ] },
      { name: "Crosstrek", series: "GU", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2023, shortDescription: "Small all-wheel-drive SUV, successor to the XV, with a mild hybrid option.",
        dimensions: { fuelTank: 63, lengthMm: 4495, widthMm: 1800, heightMm: 1615, towingKg: 1270, ancap: 5 }, badges: [
          { badge: "2.0i", price: 38490, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1995, cylinders: 4, induction: "Naturally Aspirated", power: 115, torque: 196, fuelConsumption: 7.2, seats: 5, doors: 5 },
          { badge: "2.0R", price: 42990, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1995, cylinders: 4, induction: "Naturally Aspirated", power: 115, torque: 196, fuelConsumption: 7.2, seats: 5, doors: 5 },
          { badge: "Hybrid S", price: 48990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1995, cylinders: 4, induction: "Naturally Aspirated", power: 110, torque: 196, fuelConsumption: 6.5, seats: 5, doors: 5 },
        ] },
      { name: "WRX", series: "VB", body: "Sedan", manufacturerBody: "Sedan", category: "Performance", sinceYear: 2022, shortDescription: "Turbocharged all-wheel-drive sports sedan with a 2.4 litre boxer engine.",
        dimensions: { fuelTank: 63, lengthMm: 4670, widthMm: 1825, heightMm: 1465 }, badges: [
          { badge: "WRX", price: 50490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.4L", drive: "AWD", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 2387, cylinders: 4, induction: "Turbo", power: 202, torque: 350, fuelConsumption: 9.9, seats: 5, doors: 4 },
          { badge: "RS", price: 57490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.4L", drive: "AWD", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 2387, cylinders: 4, induction: "Turbo", power: 202, torque: 350, fuelConsumption: 9.9, seats: 5, doors: 4 },
          { badge: "tS", price: 63490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.4L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2387, cylinders: 4, induction: "Turbo", power: 202, torque: 350, fuelConsumption: 8.5, seats: 5, doors: 4 },
        ] },
      { name: "BRZ", series: "ZD8", body: "Coupe", manufacturerBody: "Coupe", category: "Performance", sinceYear: 2022, shortDescription: "Rear-drive 2+2 sports coupe co-developed with Toyota, with a 2.4 litre boxer four.",
        dimensions: { fuelTank: 50, lengthMm: 4265, widthMm: 1775, heightMm: 1310 }, badges: [
          { badge: "BRZ Manual", price: 46490, fuel: "Petrol", fuelDescription: "Petrol 4 2.4L", drive: "RWD", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 2387, cylinders: 4, induction: "Naturally Aspirated", power: 174, torque: 250, fuelConsumption: 9.5, seats: 4, doors: 2 },
          { badge: "S Auto", price: 50490, fuel: "Petrol", fuelDescription: "Petrol 4 2.4L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2387, cylinders: 4, induction: "Naturally Aspirated", power: 174, torque: 250, fuelConsumption: 8.8, seats: 4, doors: 2 },
        ] },
    ],
  },
  {
    name: "Jeep", slug: "jeep", kind: "car", brandColour: "#3A4A35", wmi: "1C4", country: "USA",
    models: [
      { name: "Wrangler", series: "JL", body: "SUV", manufacturerBody: "Hardtop", category: "SUVs", sinceYear: 2018, shortDescription: "Iconic body-on-frame off-roader with removable roof and doors and solid axles front and rear.",
        dimensions: { fuelTank: 81, lengthMm: 4882, widthMm: 1894, heightMm: 1901, towingKg: 2495 }, badges: [
          { badge: "Sport S 4-Door", price: 71990, fuel: "Petrol", fuelDescription: "Petrol V6 3.6L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 3604, cylinders: 6, induction: "Naturally Aspirated", power: 209, torque: 347, fuelConsumption: 9.6, seats: 5, doors: 5 },
          { badge: "Overland 4-Door", price: 88990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1995, cylinders: 4, induction: "Turbo", power: 200, torque: 400, fuelConsumption: 9.6, seats: 5, doors: 5 },
          { badge: "Rubicon 4-Door", price: 97490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1995, cylinders: 4, induction: "Turbo", power: 200, torque: 400, fuelConsumption: 9.6, seats: 5, doors: 5 },
        ] },
      { name: "Grand Cherokee", series: "WL", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2022, shortDescription: "Large premium SUV with Quadra-Trac 4x4 and a plug-in hybrid 4xe flagship.",
        dimensions: { fuelTank: 87, lengthMm: 4914, widthMm: 1979, heightMm: 1796, towingKg: 2812, ancap: 5 }, badges: [
          { badge: "Night Eagle 4x4", price: 84990, fuel: "Petrol", fuelDescription: "Petrol V6 3.6L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 3604, cylinders: 6, induction: "Naturally Aspirated", power: 210, torque: 344, fuelConsumption: 10.2, seats: 5, doors: 5 },
          { badge: "Limited 4x4", price: 90990, fuel: "Petrol", fuelDescription: "Petrol V6 3.6L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 3604, cylinders: 6, induction: "Naturally Aspirated", power: 210, torque: 344, fuelConsumption: 10.2, seats: 5, doors: 5 },
          { badge: "Summit Reserve 4xe", price: 134990, fuel: "PHEV", fuelDescription: "PHEV Petrol Turbo 4 2.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1995, cylinders: 4, induction: "Turbo", power: 280, torque: 637, fuelConsumption: 2.9, seats: 5, doors: 5 },
        ] },
      { name: "Compass", series: "M6", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2017, shortDescription: "Small-to-medium SUV with turbo front-drive or 4x4 variants.",
        dimensions: { fuelTank: 60, lengthMm: 4404, widthMm: 1874, heightMm: 1629, towingKg: 1000, ancap: 5 }, badges: [
          { badge: "Night Eagle FWD", price: 45990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.3L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Dual Clutch", gears: 6, engineCc: 1332, cylinders: 4, induction: "Turbo", power: 110, torque: 270, fuelConsumption: 6.1, seats: 5, doors: 5 },
          { badge: "Limited 4x4", price: 55490, fuel: "Petrol", fuelDescription: "Petrol 4 2.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 2360, cylinders: 4, induction: "Naturally Aspirated", power: 129, torque: 229, fuelConsumption: 8.9, seats: 5, doors: 5 },
        ] },
      { name: "Gladiator", series: "JT", body: "Ute", manufacturerBody: "Crew Cab Pick-up", category: "Trucks", sinceYear: 2020, shortDescription: "Wrangler-derived crew-cab ute with a removable roof and Pentastar V6.",
        dimensions: { fuelTank: 83, lengthMm: 5591, widthMm: 1894, heightMm: 1843, towingKg: 2721, gvmKg: 2948 }, badges: [
          { badge: "Night Eagle", price: 79990, fuel: "Petrol", fuelDescription: "Petrol V6 3.6L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 3604, cylinders: 6, induction: "Naturally Aspirated", power: 209, torque: 347, fuelConsumption: 12.4, seats: 5, doors: 4 },
          { badge: "Rubicon", price: 89990, fuel: "Petrol", fuelDescription: "Petrol V6 3.6L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 3604, cylinders: 6, induction: "Naturally Aspirated", power: 209, torque: 347, fuelConsumption: 12.4, seats: 5, doors: 4 },
        ] },
    ],
  },
  {
    name: "Suzuki", slug: "suzuki", kind: "car", brandColour: "#E30012", wmi: "JS3", country: "Japan",
    models: [
      { name: "Jimny", series: "GJ", body: "SUV", manufacturerBody: "Hardtop", category: "SUVs", sinceYear: 2018, shortDescription: "Tiny ladder-frame 4x4 with low-range and a cult following.",
        dimensions: { fuelTank: 40, lengthMm: 3645, widthMm: 1645, heightMm: 1720, towingKg: 1300 }, badges: [
          { badge: "Jimny Manual", price: 33490, fuel: "Petrol", fuelDescription: "Petrol 4 1.5L", drive: "4WD", transmission: "Manual", transmissionDescription: "5 Speed Manual", gears: 5, engineCc: 1462, cylinders: 4, induction: "Naturally Aspirated", power: 75, torque: 130, fuelConsumption: 6.4, seats: 4, doors: 3 },
          { badge: "Jimny Auto", price: 35490, fuel: "Petrol", fuelDescription: "Petrol 4 1.5L", drive: "4WD", transmission: "Automatic", transmissionDescription: "4 Speed Automatic", gears: 4, engineCc: 1462, cylinders: 4, induction: "Naturally Aspirated", power: 75, torque: 130, fuelConsumption: 6.9, seats: 4, doors: 3 },
          { badge: "XL 5-Door Auto", price: 38490, fuel: "Petrol", fuelDescription: "Petrol 4 1.5L", drive: "4WD", transmission: "Automatic", transmissionDescription: "4 Speed Automatic", gears: 4, engineCc: 1462, cylinders: 4, induction: "Naturally Aspirated", power: 75, torque: 130, fuelConsumption: 6.9, seats: 4, doors: 5 },
        ] },
      { name: "Swift", series: "AZ", body: "Hatch", manufacturerBody: "Hatchback", category: "Cars", sinceYear: 2024, shortDescription: "Fourth-generation light hatch with a mild-hybrid three-cylinder engine.",
        dimensions: { fuelTank: 37, lengthMm: 3860, widthMm: 1735, heightMm: 1495 }, badges: [
          { badge: "Hybrid", price: 25990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 3 1.2L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1197, cylinders: 3, induction: "Naturally Aspirated", power: 61, torque: 112, fuelConsumption: 4.0, seats: 5, doors: 5 },
          { badge: "Hybrid Plus", price: 27990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 3 1.2L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1197, cylinders: 3, induction: "Naturally Aspirated", power: 61, torque: 112, fuelConsumption: 4.0, seats: 5, doors: 5 },
          { badge: "Hybrid GLX", price: 29990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 3 1.2L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1197, cylinders: 3, induction: "Naturally Aspirated", power: 61, torque: 112, fuelConsumption: 4.0, seats: 5, doors: 5 },
        ] },
      { name: "Vitara", series: "LY", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2015, shortDescription: "Light SUV with a punchy 1.4 turbo and optional ALLGRIP all-wheel drive.",
        dimensions: { fuelTank: 47, lengthMm: 4175, widthMm: 1775, heightMm: 1610, towingKg: 1200 }, badges: [
          { badge: "Vitara", price: 33490, fuel: "Petrol", fuelDescription: "Petrol 4 1.6L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1586, cylinders: 4, induction: "Naturally Aspirated", power: 86, torque: 156, fuelConsumption: 6.2, seats: 5, doors: 5 },
          { badge: "Turbo", price: 38490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.4L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1373, cylinders: 4, induction: "Turbo", power: 103, torque: 220, fuelConsumption: 6.2, seats: 5, doors: 5 },
          { badge: "Turbo ALLGRIP", price: 41990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.4L", drive: "AWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1373, cylinders: 4, induction: "Turbo", power: 103, torque: 220, fuelConsumption: 6.4, seats: 5, doors: 5 },
        ] },
      { name: "S-Cross", series: "JY", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2022, shortDescription: "Small-to-medium SUV with a 1.4 litre turbo and well-equipped Prestige grade.",
        dimensions: { fuelTank: 47, lengthMm: 4300, widthMm: 1785, heightMm: 1585, towingKg: 1200 }, badges: [
          { badge: "S-Cross", price: 36990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.4L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1373, cylinders: 4, induction: "Turbo", power: 103, torque: 220, fuelConsumption: 6.2, seats: 5, doors: 5 },
          { badge: "Prestige ALLGRIP", price: 44990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.4L", drive: "AWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1373, cylinders: 4, induction: "Turbo", power: 103, torque: 220, fuelConsumption: 6.5, seats: 5, doors: 5 },
        ] },
    ],
  },
  {
    name: "MG", slug: "mg", kind: "car", brandColour: "#A6192E", wmi: "LSJ", country: "China",
    models: [
      { name: "ZS", series: "AZS1", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2017, shortDescription: "Sharp-priced small SUV and one of the best-selling cars in its class, including an electric version.",
        dimensions: { fuelTank: 45, lengthMm: 4323, widthMm: 1809, heightMm: 1653 }, badges: [
          { badge: "Excite", price: 25990, fuel: "Petrol", fuelDescription: "Petrol 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "4 Speed Automatic", gears: 4, engineCc: 1498, cylinders: 4, induction: "Naturally Aspirated", power: 84, torque: 150, fuelConsumption: 6.9, seats: 5, doors: 5 },
          { badge: "Essence", price: 30990, fuel: "Petrol", fuelDescription: "Petrol Turbo 3 1.3L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1349, cylinders: 3, induction: "Turbo", power: 115, torque: 230, fuelConsumption: 6.6, seats: 5, doors: 5 },
          { badge: "EV Essence", price: 44990, fuel: "Electric", fuelDescription: "Electric", drive: "FWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 130, torque: 280, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
      { name: "MG4", series: "EH32", body: "Hatch", manufacturerBody: "Hatchback", category: "Electric", sinceYear: 2023, shortDescription: "Rear-drive electric small hatch that brought EV pricing within reach of many Australians.",
        dimensions: { lengthMm: 4287, widthMm: 1836, heightMm: 1504, towingKg: 500, ancap: 5 }, badges: [
          { badge: "Excite 51", price: 37990, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 125, torque: 250, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Excite 64", price: 43990, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 150, torque: 250, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Essence 64", price: 48990, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 150, torque: 250, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "XPOWER", price: 60990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 320, torque: 600, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
      { name: "MG3", series: "SZP2", body: "Hatch", manufacturerBody: "Hatchback", category: "Cars", sinceYear: 2024, shortDescription: "Budget light hatch, now offered with a surprisingly strong full-hybrid drivetrain.",
        dimensions: { fuelTank: 36, lengthMm: 4113, widthMm: 1797, heightMm: 1502 }, badges: [
          { badge: "Excite", price: 21990, fuel: "Petrol", fuelDescription: "Petrol 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1498, cylinders: 4, induction: "Naturally Aspirated", power: 82, torque: 142, fuelConsumption: 6.1, seats: 5, doors: 5 },
          { badge: "Excite Hybrid+", price: 27990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "3 Speed Automatic", gears: 3, engineCc: 1498, cylinders: 4, induction: "Naturally Aspirated", power: 155, torque: 425, fuelConsumption: 4.3, seats: 5, doors: 5 },
          { badge: "Essence Hybrid+", price: 30990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "3 Speed Automatic", gears: 3, engineCc: 1498, cylinders: 4, induction: "Naturally Aspirated", power: 155, torque: 425, fuelConsumption: 4.3, seats: 5, doors: 5 },
        ] },
      { name: "HS", series: "SAS23", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2019, shortDescription: "Value mid-size SUV with a turbo petrol or plug-in hybrid Plus EV drivetrain.",
        dimensions: { fuelTank: 55, lengthMm: 4574, widthMm: 1876, heightMm: 1664, towingKg: 1500, ancap: 5 }, badges: [
          { badge: "Vibe", price: 34990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1490, cylinders: 4, induction: "Turbo", power: 119, torque: 250, fuelConsumption: 7.3, seats: 5, doors: 5 },
          { badge: "Essence", price: 40990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1490, cylinders: 4, induction: "Turbo", power: 119, torque: 250, fuelConsumption: 7.3, seats: 5, doors: 5 },
          { badge: "Essence Plus EV", price: 49990, fuel: "PHEV", fuelDescription: "PHEV Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 1490, cylinders: 4, induction: "Turbo", power: 190, torque: 370, fuelConsumption: 1.7, seats: 5, doors: 5 },
        ] },
    ],
  },
  {
    name: "BYD", slug: "byd", kind: "car", brandColour: "#D7000F", wmi: "LGX", country: "China",
    models: [
      { name: "Atto 3", series: "MY24", body: "SUV", manufacturerBody: "Wagon", category: "Electric", sinceYear: 2022, shortDescription: "Small electric SUV with BYD's Blade battery and a quirky gym-inspired cabin.",
        dimensions: { lengthMm: 4455, widthMm: 1875, heightMm: 1615, towingKg: 750, ancap: 5 }, badges: [
          { badge: "Standard Range", price: 45990, fuel: "Electric", fuelDescription: "Electric", drive: "FWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 150, torque: 310, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Extended Range", price: 49990, fuel: "Electric", fuelDescription: "Electric", drive: "FWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 150, torque: 310, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
      { name: "Seal", series: "MY24", body: "Sedan", manufacturerBody: "Sedan", category: "Electric", sinceYear: 2023, shortDescription: "Sleek electric sedan with cell-to-body battery and a 390 kW dual-motor flagship.",
        dimensions: { lengthMm: 4800, widthMm: 1875, heightMm: 1460, ancap: 5 }, badges: [
          { badge: "Dynamic RWD", price: 51990, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 150, torque: 310, fuelConsumption: null, seats: 5, doors: 4 },
          { badge: "Premium RWD", price: 60990, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 230, torque: 360, fuelConsumption: null, seats: 5, doors: 4 },
          { badge: "Performance AWD", price: 76990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 390, torque: 670, fuelConsumption: null, seats: 5, doors: 4 },
        ] },
      { name: "Dolphin", series: "MY24", body: "Hatch", manufacturerBody: "Hatchback", category: "Electric", sinceYear: 2023, shortDescription: "Affordable electric small hatch, among the cheapest EVs on sale in Australia.",
        dimensions: { lengthMm: 4290, widthMm: 1770, heightMm: 1570, ancap: 5 }, badges: [
          { badge: "Dynamic", price: 39990, fuel: "Electric", fuelDescription: "Electric", drive: "FWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 70, torque: 180, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Premium", price: 45990, fuel: "Electric", fuelDescription: "Electric", drive: "FWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 150, torque: 310, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
      { name: "Sealion 6", series: "MY25", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2024, shortDescription: "Mid-size plug-in hybrid SUV using BYD's DM-i Super Hybrid system.",
        dimensions: { fuelTank: 60, lengthMm: 4775, widthMm: 1890, heightMm: 1670, towingKg: 1500, ancap: 5 }, badges: [
          { badge: "Dynamic FWD", price: 46990, fuel: "PHEV", fuelDescription: "PHEV Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: 1497, cylinders: 4, induction: "Turbo", power: 160, torque: 300, fuelConsumption: 1.1, seats: 5, doors: 5 },
          { badge: "Premium AWD", price: 53990, fuel: "PHEV", fuelDescription: "PHEV Petrol Turbo 4 1.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: 1497, cylinders: 4, induction: "Turbo", power: 239, torque: 550, fuelConsumption: 1.2, seats: 5, doors: 5 },
        ] },
      { name: "Sealion 7", series: "MY25", body: "SUV", manufacturerBody: "Wagon", category: "Electric", sinceYear: 2025, shortDescription: "Coupe-roofed electric mid-size SUV with rear- or all-wheel drive.",
        dimensions: { lengthMm: 4830, widthMm: 1925, heightMm: 1620, towingKg: 1500, ancap: 5 }, badges: [
          { badge: "Premium RWD", price: 58990, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 230, torque: 380, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Performance AWD", price: 65990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 390, torque: 690, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
    ],
  },
  {
    name: "Tesla", slug: "tesla", kind: "car", brandColour: "#E31937", wmi: "LRW", country: "USA",
    models: [
      { name: "Model Y", series: "MY24", body: "SUV", manufacturerBody: "Wagon", category: "Electric", sinceYear: 2022, shortDescription: "Australia's best-selling EV, a Shanghai-built electric mid-size SUV with Supercharger access.",
        dimensions: { lengthMm: 4751, widthMm: 1921, heightMm: 1624, towingKg: 1600, ancap: 5 }, badges: [
          { badge: "RWD", price: 60490, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 220, torque: 420, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Long Range AWD", price: 71990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 378, torque: 493, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Performance AWD", price: 85990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 393, torque: 660, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
      { name: "Model 3", series: "Highland", body: "Sedan", manufacturerBody: "Sedan", category: "Electric", sinceYear: 2019, shortDescription: "Minimalist electric sedan with long range and over-the-air updates.",
        dimensions: { lengthMm: 4720, widthMm: 1849, heightMm: 1441, towingKg: 1000, ancap: 5 }, badges: [
          { badge: "RWD", price: 57990, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 208, torque: 420, fuelConsumption: null, seats: 5, doors: 4 },
          { badge: "Long Range AWD", price: 68990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 366, torque: 493, fuelConsumption: null, seats: 5, doors: 4 },
          { badge: "Performance AWD", price: 79990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 460, torque: 741, fuelConsumption: null, seats: 5, doors: 4 },
        ] },
      { name: "Model X", series: "MY23", body: "SUV", manufacturerBody: "Wagon", category: "Electric", sinceYear: 2017, shortDescription: "Large electric SUV with falcon-wing rear doors and up to seven seats.",
        dimensions: { lengthMm: 5057, widthMm: 2000, heightMm: 1684, towingKg: 2250 }, badges: [
          { badge: "AWD", price: 154990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 500, torque: 900, fuelConsumption: null, seats: 7, doors: 5 },
          { badge: "Plaid", price: 184990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 750, torque: 1420, fuelConsumption: null, seats: 6, doors: 5 },
        ] },
    ],
  },
  {
    name: "Honda", slug: "honda", kind: "car", brandColour: "#E40521", wmi: "MRH", country: "Japan",
    models: [
      { name: "CR-V", series: "RS", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2023, shortDescription: "Sixth-generation mid-size SUV with five or seven seats and an e:HEV hybrid flagship.",
        dimensions: { fuelTank: 57, lengthMm: 4706, widthMm: 1866, heightMm: 1681, towingKg: 1500, ancap: 5 }, badges: [
          { badge: "VTi X FWD", price: 46990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1498, cylinders: 4, induction: "Turbo", power: 140, torque: 240, fuelConsumption: 7.3, seats: 5, doors: 5 },
          { badge: "VTi L7 FWD", price: 50990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1498, cylinders: 4, induction: "Turbo", power: 140, torque: 240, fuelConsumption: 7.3, seats: 7, doors: 5 },
          { badge: "e:HEV RS AWD", price: 65990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "e-CVT", gears: null, engineCc: 1993, cylinders: 4, induction: "Naturally Aspirated", power: 135, torque: 335, fuelConsumption: 5.3, seats: 5, doors: 5 },
        ] },
      { name: "HR-V", series: "RV", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2022, shortDescription: "Compact SUV with clever packaging and an efficient e:HEV hybrid option.",
        dimensions: { fuelTank: 40, lengthMm: 4340, widthMm: 1790, heightMm: 1582, ancap: 5 }, badges: [
          { badge: "Vi X", price: 37990, fuel: "Petrol", fuelDescription: "Petrol 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1498, cylinders: 4, induction: "Naturally Aspirated", power: 89, torque: 145, fuelConsumption: 6.0, seats: 5, doors: 5 },
          { badge: "e:HEV L", price: 47490, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "e-CVT", gears: null, engineCc: 1498, cylinders: 4, induction: "Naturally Aspirated", power: 96, torque: 253, fuelConsumption: 4.3, seats: 5, doors: 5 },
        ] },
      { name: "Civic", series: "FL", body: "Hatch", manufacturerBody: "Hatchback", category: "Cars", sinceYear: 2022, shortDescription: "Eleventh-generation Civic hatch, sold as a hybrid and as the track-ready Type R.",
        dimensions: { fuelTank: 40, lengthMm: 4560, widthMm: 1802, heightMm: 1415 }, badges: [
          { badge: "e:HEV LX", price: 57990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "e-CVT", gears: null, engineCc: 1993, cylinders: 4, induction: "Naturally Aspirated", power: 135, torque: 315, fuelConsumption: 4.2, seats: 5, doors: 5 },
          { badge: "Type R", price: 78990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "FWD", transmission: "Manual", transmissionDescription: "6 Speed Manual", gears: 6, engineCc: 1996, cylinders: 4, induction: "Turbo", power: 235, torque: 420, fuelConsumption: 9.1, seats: 4, doors: 5 },
        ] },
      { name: "ZR-V", series: "RZ", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2023, shortDescription: "Civic-based small-to-medium SUV slotting between HR-V and CR-V.",
        dimensions: { fuelTank: 57, lengthMm: 4568, widthMm: 1840, heightMm: 1620, towingKg: 1000, ancap: 5 }, badges: [
          { badge: "VTi X", price: 41990, fuel: "Petrol", fuelDescription: "Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1997, cylinders: 4, induction: "Naturally Aspirated", power: 118, torque: 186, fuelConsumption: 7.1, seats: 5, doors: 5 },
          { badge: "VTi LX", price: 50990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1498, cylinders: 4, induction: "Turbo", power: 131, torque: 240, fuelConsumption: 7.0, seats: 5, doors: 5 },
          { badge: "e:HEV LX", price: 56990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "e-CVT", gears: null, engineCc: 1993, cylinders: 4, induction: "Naturally Aspirated", power: 135, torque: 315, fuelConsumption: 5.0, seats: 5, doors: 5 },
        ] },
    ],
  },
  {
    name: "Mercedes-Benz", slug: "mercedes-benz", kind: "car", brandColour: "#242424", wmi: "W1K", country: "Germany",
    models: [
      { name: "C-Class", series: "W206", body: "Sedan", manufacturerBody: "Sedan", category: "Cars", sinceYear: 2021, shortDescription: "Mid-size luxury sedan with S-Class-inspired tech and mild-hybrid four-cylinder engines.",
        dimensions: { fuelTank: 66, lengthMm: 4751, widthMm: 1820, heightMm: 1438, towingKg: 1800, ancap: 5 }, badges: [
          { badge: "C 200", price: 83490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "RWD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 1496, cylinders: 4, induction: "Turbo", power: 150, torque: 300, fuelConsumption: 6.9, seats: 5, doors: 4 },
          { badge: "C 300", price: 98990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 1999, cylinders: 4, induction: "Turbo", power: 190, torque: 400, fuelConsumption: 7.0, seats: 5, doors: 4 },
          { badge: "C 350 e", price: 109990, fuel: "PHEV", fuelDescription: "PHEV Petrol Turbo 4 2.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 1999, cylinders: 4, induction: "Turbo", power: 230, torque: 550, fuelConsumption: 0.8, seats: 5, doors: 4 },
        ] },
      { name: "Mercedes-AMG C-Class", series: "W206", body: "Sedan", manufacturerBody: "Sedan", category: "Performance", sinceYear: 2022, shortDescription: "AMG-fettled C-Class with a turbocharged 2.0 litre four, including the 500 kW plug-in C 63 S.",
        dimensions: { fuelTank: 66, lengthMm: 4791, widthMm: 1824, heightMm: 1445, ancap: 5 }, badges: [
          { badge: "C 43 4MATIC", price: 135990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 1991, cylinders: 4, induction: "Turbo", power: 300, torque: 500, fuelConsumption: 8.8, seats: 5, doors: 4 },
          { badge: "C 63 S E PERFORMANCE", price: 209990, fuel: "PHEV", fuelDescription: "PHEV Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 1991, cylinders: 4, induction: "Turbo", power: 500, torque: 1020, fuelConsumption: 6.9, seats: 5, doors: 4 },
        ] },
      { name: "GLC", series: "X254", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2023, shortDescription: "Mercedes-Benz's best-selling SUV, a mid-size luxury wagon with 4MATIC all-wheel drive.",
        dimensions: { fuelTank: 62, lengthMm: 4716, widthMm: 1890, heightMm: 1640, towingKg: 2500, ancap: 5 }, badges: [
          { badge: "GLC 300 4MATIC", price: 100490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 1999, cylinders: 4, induction: "Turbo", power: 190, torque: 400, fuelConsumption: 7.9, seats: 5, doors: 5 },
          { badge: "GLC 300 4MATIC Coupe", price: 112490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 1999, cylinders: 4, induction: "Turbo", power: 190, torque: 400, fuelConsumption: 8.0, seats: 5, doors: 5 },
          { badge: "Mercedes-AMG GLC 43 4MATIC", price: 136490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 1991, cylinders: 4, induction: "Turbo", power: 310, torque: 500, fuelConsumption: 9.8, seats: 5, doors: 5 },
        ] },
      { name: "A-Class", series: "W177", body: "Hatch", manufacturerBody: "Hatchback", category: "Cars", sinceYear: 2018, shortDescription: "Entry-level luxury hatch with the MBUX infotainment system and an AMG A 35 hot version.",
        dimensions: { fuelTank: 43, lengthMm: 4419, widthMm: 1796, heightMm: 1440, ancap: 5 }, badges: [
          { badge: "A 180", price: 58490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.3L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1332, cylinders: 4, induction: "Turbo", power: 100, torque: 200, fuelConsumption: 5.7, seats: 5, doors: 5 },
          { badge: "A 250 4MATIC", price: 72490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Dual Clutch", gears: 8, engineCc: 1991, cylinders: 4, induction: "Turbo", power: 165, torque: 350, fuelConsumption: 7.0, seats: 5, doors: 5 },
          { badge: "Mercedes-AMG A 35 4MATIC", price: 89990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Dual Clutch", gears: 8, engineCc: 1991, cylinders: 4, induction: "Turbo", power: 225, torque: 400, fuelConsumption: 8.4, seats: 5, doors: 5 },
        ] },
      { name: "GLE", series: "V167", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2019, shortDescription: "Large luxury SUV with inline-six and four-cylinder diesel options and a 3.5 tonne tow rating.",
        dimensions: { fuelTank: 85, lengthMm: 4924, widthMm: 1947, heightMm: 1772, towingKg: 3500, ancap: 5 }, badges: [
          { badge: "GLE 300 d 4MATIC", price: 126990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 1950, cylinders: 4, induction: "Turbo", power: 200, torque: 550, fuelConsumption: 6.8, seats: 5, doors: 5 },
          { badge: "GLE 450 4MATIC", price: 148990, fuel: "Petrol", fuelDescription: "Petrol Turbo 6 3.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 2999, cylinders: 6, induction: "Turbo", power: 280, torque: 500, fuelConsumption: 9.4, seats: 7, doors: 5 },
        ] },
      { name: "Sprinter", series: "VS30", body: "Van", manufacturerBody: "Van", category: "Vans", sinceYear: 2018, shortDescription: "Large rear-drive van, the default platform for Australian motorhome and ambulance builds.",
        dimensions: { fuelTank: 93, lengthMm: 5932, widthMm: 2020, heightMm: 2620, towingKg: 3500, gvmKg: 3550 }, badges: [
          { badge: "315 CDI MWB", price: 74990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 1950, cylinders: 4, induction: "Turbo", power: 110, torque: 330, fuelConsumption: 9.1, seats: 3, doors: 4 },
          { badge: "319 CDI LWB", price: 87990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 1950, cylinders: 4, induction: "Turbo", power: 140, torque: 450, fuelConsumption: 9.4, seats: 3, doors: 4 },
        ] },
      { name: "EQA", series: "H243", body: "SUV", manufacturerBody: "Wagon", category: "Electric", sinceYear: 2021, shortDescription: "Compact electric luxury SUV based on the GLA.",
        dimensions: { lengthMm: 4463, widthMm: 1834, heightMm: 1620, towingKg: 750, ancap: 5 }, badges: [
          { badge: "EQA 250", price: 80490, fuel: "Electric", fuelDescription: "Electric", drive: "FWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 140, torque: 385, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "EQA 350 4MATIC", price: 94990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 215, torque: 520, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
    ],
  },
  {
    name: "BMW", slug: "bmw", kind: "car", brandColour: "#0066B1", wmi: "WBA", country: "Germany",
    models: [
      { name: "3 Series", series: "G20", body: "Sedan", manufacturerBody: "Sedan", category: "Cars", sinceYear: 2019, shortDescription: "The benchmark rear-drive sports sedan, with plug-in hybrid and M Performance variants.",
        dimensions: { fuelTank: 59, lengthMm: 4713, widthMm: 1827, heightMm: 1440, towingKg: 1600, ancap: 5 }, badges: [
          { badge: "320i M Sport", price: 80490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1998, cylinders: 4, induction: "Turbo", power: 135, torque: 300, fuelConsumption: 6.4, seats: 5, doors: 4 },
          { badge: "330i M Sport", price: 91490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1998, cylinders: 4, induction: "Turbo", power: 190, torque: 400, fuelConsumption: 6.4, seats: 5, doors: 4 },
          { badge: "330e M Sport", price: 95490, fuel: "PHEV", fuelDescription: "PHEV Petrol Turbo 4 2.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1998, cylinders: 4, induction: "Turbo", power: 215, torque: 420, fuelConsumption: 1.6, seats: 5, doors: 4 },
          { badge: "M340i xDrive", price: 113490, fuel: "Petrol", fuelDescription: "Petrol Turbo 6 3.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2998, cylinders: 6, induction: "Turbo", power: 285, torque: 500, fuelConsumption: 7.8, seats: 5, doors: 4 },
        ] },
      { name: "X1", series: "U11", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2023, shortDescription: "Third-generation compact luxury SUV, also sold as the all-electric iX1.",
        dimensions: { fuelTank: 54, lengthMm: 4500, widthMm: 1845, heightMm: 1642, towingKg: 1800, ancap: 5 }, badges: [
          { badge: "sDrive18i", price: 62490, fuel: "Petrol", fuelDescription: "Petrol Turbo 3 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1499, cylinders: 3, induction: "Turbo", power: 100, torque: 230, fuelConsumption: 6.5, seats: 5, doors: 5 },
          { badge: "xDrive20i M Sport", price: 75990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1998, cylinders: 4, induction: "Turbo", power: 150, torque: 300, fuelConsumption: 7.0, seats: 5, doors: 5 },
          { badge: "iX1 xDrive30", price: 89990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 230, torque: 494, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
      { name: "X3", series: "G01", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2018, shortDescription: "Mid-size luxury SUV with rear-drive dynamics and a strong six-cylinder M40i.",
        dimensions: { fuelTank: 65, lengthMm: 4708, widthMm: 1891, heightMm: 1676, towingKg: 2400, ancap: 5 }, badges: [
          { badge: "sDrive20i", price: 83490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1998, cylinders: 4, induction: "Turbo", power: 135, torque: 300, fuelConsumption: 7.4, seats: 5, doors: 5 },
          { badge: "xDrive30i M Sport", price: 97490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1998, cylinders: 4, induction: "Turbo", power: 185, torque: 350, fuelConsumption: 7.9, seats: 5, doors: 5 },
          { badge: "M40i", price: 126490, fuel: "Petrol", fuelDescription: "Petrol Turbo 6 3.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2998, cylinders: 6, induction: "Turbo", power: 285, torque: 500, fuelConsumption: 8.6, seats: 5, doors: 5 },
        ] },
      { name: "X5", series: "G05", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2019, shortDescription: "Large luxury SUV offered with a smooth six-cylinder diesel, plug-in hybrid or twin-turbo V8.",
        dimensions: { fuelTank: 80, lengthMm: 4935, widthMm: 2004, heightMm: 1765, towingKg: 2700, ancap: 5 }, badges: [
          { badge: "xDrive30d", price: 135490, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 3.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2993, cylinders: 6, induction: "Turbo", power: 219, torque: 670, fuelConsumption: 7.2, seats: 5, doors: 5 },
          { badge: "xDrive50e", price: 155490, fuel: "PHEV", fuelDescription: "PHEV Petrol Turbo 6 3.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2998, cylinders: 6, induction: "Turbo", power: 360, torque: 700, fuelConsumption: 1.1, seats: 5, doors: 5 },
          { badge: "M60i xDrive", price: 185490, fuel: "Petrol", fuelDescription: "Petrol Twin Turbo V8 4.4L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 4395, cylinders: 8, induction: "Turbo", power: 390, torque: 750, fuelConsumption: 10.9, seats: 5, doors: 5 },
        ] },
      { name: "i4", series: "G26", body: "Sedan", manufacturerBody: "Gran Coupe", category: "Electric", sinceYear: 2022, shortDescription: "Electric four-door Gran Coupe with rear-drive eDrive and dual-motor M50 versions.",
        dimensions: { lengthMm: 4783, widthMm: 1852, heightMm: 1448, towingKg: 1600, ancap: 5 }, badges: [
          { badge: "eDrive35 M Sport", price: 89990, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 210, torque: 400, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "eDrive40 M Sport", price: 100490, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 250, torque: 430, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "M50 xDrive", price: 127990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 400, torque: 795, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
    ],
  },
  {
    name: "Audi", slug: "audi", kind: "car", brandColour: "#BB0A30", wmi: "WAU", country: "Germany",
    models: [
      { name: "A3", series: "8Y", body: "Hatch", manufacturerBody: "Sportback", category: "Cars", sinceYear: 2020, shortDescription: "Premium small hatch with quattro options and the 245 kW S3 at the top.",
        dimensions: { fuelTank: 50, lengthMm: 4343, widthMm: 1816, heightMm: 1449, ancap: 5 }, badges: [
          { badge: "35 TFSI", price: 54490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1498, cylinders: 4, induction: "Turbo", power: 110, torque: 250, fuelConsumption: 5.7, seats: 5, doors: 5 },
          { badge: "40 TFSI quattro S line", price: 66490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1984, cylinders: 4, induction: "Turbo", power: 140, torque: 320, fuelConsumption: 7.0, seats: 5, doors: 5 },
          { badge: "S3 quattro", price: 87990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1984, cylinders: 4, induction: "Turbo", power: 245, torque: 420, fuelConsumption: 7.8, seats: 5, doors: 5 },
        ] },
      { name: "Q3", series: "F3", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2019, shortDescription: "Compact premium SUV, also offered in sleeker Sportback form.",
        dimensions: { fuelTank: 60, lengthMm: 4484, widthMm: 1849, heightMm: 1616, towingKg: 2000, ancap: 5 }, badges: [
          { badge: "35 TFSI", price: 58490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.4L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Dual Clutch", gears: 6, engineCc: 1395, cylinders: 4, induction: "Turbo", power: 110, torque: 250, fuelConsumption: 6.8, seats: 5, doors: 5 },
          { badge: "40 TFSI quattro S line", price: 70490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1984, cylinders: 4, induction: "Turbo", power: 132, torque: 320, fuelConsumption: 7.9, seats: 5, doors: 5 },
        ] },
      { name: "Q5", series: "FY", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2017, shortDescription: "Mid-size luxury SUV with quattro all-wheel drive and a torquey SQ5 V6 diesel.",
        dimensions: { fuelTank: 70, lengthMm: 4682, widthMm: 1893, heightMm: 1662, towingKg: 2400, ancap: 5 }, badges: [
          { badge: "40 TDI quattro", price: 82990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1968, cylinders: 4, induction: "Turbo", power: 150, torque: 400, fuelConsumption: 5.4, seats: 5, doors: 5 },
          { badge: "45 TFSI quattro S line", price: 86490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1984, cylinders: 4, induction: "Turbo", power: 183, torque: 370, fuelConsumption: 8.0, seats: 5, doors: 5 },
          { badge: "SQ5 TDI", price: 120490, fuel: "Diesel", fuelDescription: "Diesel Turbo V6 3.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2967, cylinders: 6, induction: "Turbo", power: 251, torque: 700, fuelConsumption: 7.0, seats: 5, doors: 5 },
        ] },
      { name: "Q7", series: "4M", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2016, shortDescription: "Seven-seat large luxury SUV with V6 TDI power and a 3.5 tonne tow rating.",
        dimensions: { fuelTank: 85, lengthMm: 5063, widthMm: 1970, heightMm: 1741, towingKg: 3500, ancap: 5 }, badges: [
          { badge: "45 TDI quattro", price: 119990, fuel: "Diesel", fuelDescription: "Diesel Turbo V6 3.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2967, cylinders: 6, induction: "Turbo", power: 170, torque: 500, fuelConsumption: 7.2, seats: 7, doors: 5 },
          { badge: "50 TDI quattro S line", price: 135990, fuel: "Diesel", fuelDescription: "Diesel Turbo V6 3.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2967, cylinders: 6, induction: "Turbo", power: 210, torque: 600, fuelConsumption: 7.3, seats: 7, doors: 5 },
        ] },
      { name: "Q8 e-tron", series: "GE", body: "SUV", manufacturerBody: "Wagon", category: "Electric", sinceYear: 2023, shortDescription: "Large electric luxury SUV with dual motors and quattro all-wheel drive.",
        dimensions: { lengthMm: 4915, widthMm: 1937, heightMm: 1632, towingKg: 1800, ancap: 5 }, badges: [
          { badge: "50 quattro", price: 135990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 250, torque: 664, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "55 quattro", price: 155990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 300, torque: 664, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
    ],
  },
  {
    name: "GWM", slug: "gwm", kind: "car", brandColour: "#D5001C", wmi: "LGW", country: "China",
    models: [
      { name: "Cannon", series: "NPW", body: "Ute", manufacturerBody: "Dual Cab Pick Up", category: "Trucks", sinceYear: 2021, shortDescription: "Value-packed one-tonne ute with a 2.4 litre turbo diesel and generous standard equipment.",
        dimensions: { fuelTank: 78, lengthMm: 5410, widthMm: 1934, heightMm: 1886, towingKg: 3500, gvmKg: 3150, ancap: 5 }, badges: [
          { badge: "Cannon 4x4", price: 40990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2378, cylinders: 4, induction: "Turbo", power: 135, torque: 480, fuelConsumption: 8.8, seats: 5, doors: 4 },
          { badge: "Lux 4x4", price: 44990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2378, cylinders: 4, induction: "Turbo", power: 135, torque: 480, fuelConsumption: 8.8, seats: 5, doors: 4 },
          { badge: "Ultra 4x4", price: 48990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2378, cylinders: 4, induction: "Turbo", power: 135, torque: 480, fuelConsumption: 8.8, seats: 5, doors: 4 },
        ] },
      { name: "Cannon Alpha", series: "P05", body: "Ute", manufacturerBody: "Dual Cab Pick Up", category: "Trucks", sinceYear: 2023, shortDescription: "Larger dual-cab ute with a diesel or petrol-electric hybrid drivetrain.",
        dimensions: { fuelTank: 80, lengthMm: 5445, widthMm: 1991, heightMm: 1924, towingKg: 3500, gvmKg: 3300, ancap: 5 }, badges: [
          { badge: "Lux Diesel", price: 51990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 2378, cylinders: 4, induction: "Turbo", power: 135, torque: 480, fuelConsumption: 8.8, seats: 5, doors: 4 },
          { badge: "Ultra Diesel", price: 56990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 2378, cylinders: 4, induction: "Turbo", power: 135, torque: 480, fuelConsumption: 8.8, seats: 5, doors: 4 },
          { badge: "Ultra Hybrid", price: 65990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol Turbo 4 2.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 1998, cylinders: 4, induction: "Turbo", power: 255, torque: 648, fuelConsumption: 8.4, seats: 5, doors: 4 },
        ] },
      { name: "Haval Jolion", series: "A01", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2021, shortDescription: "Roomy, keenly priced small SUV with an optional full-hybrid drivetrain.",
        dimensions: { fuelTank: 55, lengthMm: 4472, widthMm: 1841, heightMm: 1619, towingKg: 1200, ancap: 5 }, badges: [
          { badge: "Premium", price: 28990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1497, cylinders: 4, induction: "Turbo", power: 110, torque: 220, fuelConsumption: 8.1, seats: 5, doors: 5 },
          { badge: "Lux", price: 31990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1497, cylinders: 4, induction: "Turbo", power: 110, torque: 220, fuelConsumption: 8.1, seats: 5, doors: 5 },
          { badge: "Ultra Hybrid", price: 37990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "2 Speed Dedicated Hybrid", gears: 2, engineCc: 1497, cylinders: 4, induction: "Naturally Aspirated", power: 140, torque: 375, fuelConsumption: 4.7, seats: 5, doors: 5 },
        ] },
      { name: "Haval H6", series: "B01", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2021, shortDescription: "Mid-size SUV with a 2.0 litre turbo or a 179 kW hybrid at a sharp price.",
        dimensions: { fuelTank: 61, lengthMm: 4653, widthMm: 1886, heightMm: 1724, towingKg: 2000, ancap: 5 }, badges: [
          { badge: "Lux 2WD", price: 36990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1967, cylinders: 4, induction: "Turbo", power: 150, torque: 320, fuelConsumption: 7.4, seats: 5, doors: 5 },
          { badge: "Ultra AWD", price: 43990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1967, cylinders: 4, induction: "Turbo", power: 150, torque: 320, fuelConsumption: 7.9, seats: 5, doors: 5 },
          { badge: "Ultra Hybrid", price: 47990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "2 Speed Dedicated Hybrid", gears: 2, engineCc: 1497, cylinders: 4, induction: "Turbo", power: 179, torque: 530, fuelConsumption: 5.2, seats: 5, doors: 5 },
        ] },
      { name: "Tank 300", series: "P01", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2023, shortDescription: "Boxy body-on-frame off-roader with locking diffs and a punchy hybrid option.",
        dimensions: { fuelTank: 80, lengthMm: 4760, widthMm: 1930, heightMm: 1903, towingKg: 2500, ancap: 5 }, badges: [
          { badge: "Lux Petrol", price: 50490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1967, cylinders: 4, induction: "Turbo", power: 162, torque: 380, fuelConsumption: 9.5, seats: 5, doors: 5 },
          { badge: "Ultra Diesel", price: 56990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 2378, cylinders: 4, induction: "Turbo", power: 135, torque: 480, fuelConsumption: 8.1, seats: 5, doors: 5 },
          { badge: "Ultra Hybrid", price: 60990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol Turbo 4 2.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "9 Speed Automatic", gears: 9, engineCc: 1967, cylinders: 4, induction: "Turbo", power: 255, torque: 648, fuelConsumption: 9.0, seats: 5, doors: 5 },
        ] },
      { name: "Ora", series: "ME", body: "Hatch", manufacturerBody: "Hatchback", category: "Electric", sinceYear: 2022, shortDescription: "Retro-styled electric small hatch with a five-star safety rating.",
        dimensions: { lengthMm: 4235, widthMm: 1825, heightMm: 1603, ancap: 5 }, badges: [
          { badge: "Standard Range", price: 36990, fuel: "Electric", fuelDescription: "Electric", drive: "FWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 126, torque: 250, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Extended Range Ultra", price: 44990, fuel: "Electric", fuelDescription: "Electric", drive: "FWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 126, torque: 250, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
    ],
  },
  {
    name: "LDV", slug: "ldv", kind: "car", brandColour: "#003A70", wmi: "LSH", country: "China",
    models: [
      { name: "T60 Max", series: "SK8C", body: "Ute", manufacturerBody: "Double Cab Pick Up", category: "Trucks", sinceYear: 2021, shortDescription: "Budget one-tonne ute with a bi-turbo diesel and a rear diff lock on upper grades.",
        dimensions: { fuelTank: 75, lengthMm: 5365, widthMm: 1900, heightMm: 1845, towingKg: 3000, gvmKg: 3050, ancap: 5 }, badges: [
          { badge: "Pro 4x4", price: 45990, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1996, cylinders: 4, induction: "Turbo", power: 160, torque: 500, fuelConsumption: 8.9, seats: 5, doors: 4 },
          { badge: "Plus 4x4", price: 48990, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1996, cylinders: 4, induction: "Turbo", power: 160, torque: 500, fuelConsumption: 8.9, seats: 5, doors: 4 },
          { badge: "Luxe 4x4", price: 53990, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1996, cylinders: 4, induction: "Turbo", power: 160, torque: 500, fuelConsumption: 8.9, seats: 5, doors: 4 },
        ] },
      { name: "D90", series: "SV9A", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2018, shortDescription: "Seven-seat body-on-frame SUV with a bi-turbo diesel 4x4 option.",
        dimensions: { fuelTank: 75, lengthMm: 5005, widthMm: 1932, heightMm: 1875, towingKg: 3100, ancap: 5 }, badges: [
          { badge: "Executive 2WD Petrol", price: 43990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1995, cylinders: 4, induction: "Turbo", power: 165, torque: 350, fuelConsumption: 10.4, seats: 7, doors: 5 },
          { badge: "Executive 4WD Diesel", price: 51990, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo 4 2.0L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1996, cylinders: 4, induction: "Turbo", power: 160, torque: 480, fuelConsumption: 8.1, seats: 7, doors: 5 },
        ] },
      { name: "Deliver 9", series: "SV63", body: "Van", manufacturerBody: "Van", category: "Vans", sinceYear: 2020, shortDescription: "Large front-drive van with high-roof and long-wheelbase options at a low price.",
        dimensions: { fuelTank: 80, lengthMm: 5940, widthMm: 2040, heightMm: 2495, towingKg: 2500, gvmKg: 4050 }, badges: [
          { badge: "LWB Mid Roof", price: 51990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1996, cylinders: 4, induction: "Turbo", power: 110, torque: 375, fuelConsumption: 9.1, seats: 3, doors: 4 },
          { badge: "LWB High Roof", price: 54990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1996, cylinders: 4, induction: "Turbo", power: 110, torque: 375, fuelConsumption: 9.3, seats: 3, doors: 4 },
        ] },
      { name: "G10+", series: "SV7C", body: "Van", manufacturerBody: "Van", category: "Vans", sinceYear: 2022, shortDescription: "Mid-size petrol van also offered as a nine-seat people carrier.",
        dimensions: { fuelTank: 75, lengthMm: 5168, widthMm: 1980, heightMm: 1928, towingKg: 1500, gvmKg: 3000 }, badges: [
          { badge: "Van", price: 36990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1995, cylinders: 4, induction: "Turbo", power: 165, torque: 350, fuelConsumption: 10.4, seats: 2, doors: 4 },
          { badge: "9 Seat Wagon", price: 43990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "RWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1995, cylinders: 4, induction: "Turbo", power: 165, torque: 350, fuelConsumption: 10.6, seats: 9, doors: 4 },
        ] },
    ],
  },
  {
    name: "Chery", slug: "chery", kind: "car", brandColour: "#C4122F", wmi: "LVV", country: "China",
    models: [
      { name: "Omoda 5", series: "T19C", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2023, shortDescription: "Fashion-forward small SUV with turbo petrol power and an electric E5 twin.",
        dimensions: { fuelTank: 51, lengthMm: 4400, widthMm: 1830, heightMm: 1588, towingKg: 750, ancap: 5 }, badges: [
          { badge: "BX", price: 29990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1498, cylinders: 4, induction: "Turbo", power: 115, torque: 230, fuelConsumption: 6.9, seats: 5, doors: 5 },
          { badge: "EX", price: 35990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.6L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1598, cylinders: 4, induction: "Turbo", power: 137, torque: 275, fuelConsumption: 7.4, seats: 5, doors: 5 },
          { badge: "E5 BX", price: 43990, fuel: "Electric", fuelDescription: "Electric", drive: "FWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 150, torque: 340, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
      { name: "Tiggo 4 Pro", series: "T1F", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2023, shortDescription: "Light SUV priced against hatchbacks, with a seven-year warranty.",
        dimensions: { fuelTank: 51, lengthMm: 4318, widthMm: 1831, heightMm: 1662, ancap: 5 }, badges: [
          { badge: "Urban", price: 23990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1498, cylinders: 4, induction: "Turbo", power: 108, torque: 210, fuelConsumption: 7.4, seats: 5, doors: 5 },
          { badge: "Ultimate", price: 26990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1498, cylinders: 4, induction: "Turbo", power: 108, torque: 210, fuelConsumption: 7.4, seats: 5, doors: 5 },
        ] },
      { name: "Tiggo 7 Pro", series: "T1E", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2023, shortDescription: "Mid-size SUV undercutting established rivals on price and equipment.",
        dimensions: { fuelTank: 51, lengthMm: 4500, widthMm: 1842, heightMm: 1746, towingKg: 1500, ancap: 5 }, badges: [
          { badge: "Urban", price: 32990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1498, cylinders: 4, induction: "Turbo", power: 115, torque: 230, fuelConsumption: 7.2, seats: 5, doors: 5 },
          { badge: "Ultimate", price: 36990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 1498, cylinders: 4, induction: "Turbo", power: 115, torque: 230, fuelConsumption: 7.2, seats: 5, doors: 5 },
        ] },
      { name: "Tiggo 8 Pro Max", series: "T1D", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2023, shortDescription: "Seven-seat SUV with a 2.0 litre turbo and optional all-wheel drive.",
        dimensions: { fuelTank: 51, lengthMm: 4722, widthMm: 1860, heightMm: 1745, towingKg: 1500, ancap: 5 }, badges: [
          { badge: "Urban FWD", price: 40990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1998, cylinders: 4, induction: "Turbo", power: 145, torque: 290, fuelConsumption: 8.1, seats: 7, doors: 5 },
          { badge: "Ultimate AWD", price: 47990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1998, cylinders: 4, induction: "Turbo", power: 145, torque: 290, fuelConsumption: 8.3, seats: 7, doors: 5 },
        ] },
    ],
  },
  {
    name: "RAM", slug: "ram", kind: "car", brandColour: "#1A1A1A", wmi: "1C6", country: "USA",
    models: [
      { name: "1500", series: "DT", body: "Ute", manufacturerBody: "Crew Cab Pick-up", category: "Trucks", sinceYear: 2021, shortDescription: "Full-size American pickup remanufactured to right-hand drive in Australia, with a 4.5 tonne tow rating.",
        dimensions: { fuelTank: 98, lengthMm: 5916, widthMm: 2085, heightMm: 1971, towingKg: 4500, gvmKg: 3450 }, badges: [
          { badge: "Laramie", price: 154990, fuel: "Petrol", fuelDescription: "Petrol V8 5.7L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 5654, cylinders: 8, induction: "Naturally Aspirated", power: 291, torque: 556, fuelConsumption: 12.2, seats: 5, doors: 4 },
          { badge: "Limited", price: 176990, fuel: "Petrol", fuelDescription: "Petrol V8 5.7L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 5654, cylinders: 8, induction: "Naturally Aspirated", power: 291, torque: 556, fuelConsumption: 12.2, seats: 5, doors: 4 },
        ] },
      { name: "1500 Classic", series: "DS", body: "Ute", manufacturerBody: "Crew Cab Pick-up", category: "Trucks", sinceYear: 2019, shortDescription: "Previous-generation RAM 1500 kept on sale as a lower-priced Hemi V8 pickup.",
        dimensions: { fuelTank: 98, lengthMm: 5816, widthMm: 2017, heightMm: 1970, towingKg: 4500, gvmKg: 3450 }, badges: [
          { badge: "Express", price: 98990, fuel: "Petrol", fuelDescription: "Petrol V8 5.7L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 5654, cylinders: 8, induction: "Naturally Aspirated", power: 291, torque: 556, fuelConsumption: 12.2, seats: 5, doors: 4 },
          { badge: "Warlock", price: 105990, fuel: "Petrol", fuelDescription: "Petrol V8 5.7L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 5654, cylinders: 8, induction: "Naturally Aspirated", power: 291, torque: 556, fuelConsumption: 12.2, seats: 5, doors: 4 },
        ] },
      { name: "2500", series: "DJ", body: "Ute", manufacturerBody: "Crew Cab Pick-up", category: "Trucks", sinceYear: 2019, shortDescription: "Heavy-duty pickup with a Cummins straight-six turbo diesel and 6.2 tonne towing.",
        dimensions: { fuelTank: 117, lengthMm: 6072, widthMm: 2007, heightMm: 2024, towingKg: 6170, gvmKg: 4490 }, badges: [
          { badge: "Laramie", price: 155990, fuel: "Diesel", fuelDescription: "Diesel Turbo 6 6.7L", drive: "4WD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 6690, cylinders: 6, induction: "Turbo", power: 276, torque: 1166, fuelConsumption: null, seats: 5, doors: 4 },
          { badge: "Power Wagon", price: 164990, fuel: "Petrol", fuelDescription: "Petrol V8 6.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 6424, cylinders: 8, induction: "Naturally Aspirated", power: 306, torque: 581, fuelConsumption: null, seats: 5, doors: 4 },
        ] },
    ],
  },
  {
    name: "Skoda", slug: "skoda", kind: "car", brandColour: "#4BA82E", wmi: "TMB", country: "Czech Republic",
    models: [
      { name: "Octavia", series: "NX", body: "Wagon", manufacturerBody: "Wagon", category: "Cars", sinceYear: 2020, shortDescription: "Spacious small-to-medium wagon with a huge boot and a 180 kW RS version.",
        dimensions: { fuelTank: 50, lengthMm: 4689, widthMm: 1829, heightMm: 1468, towingKg: 1500, ancap: 5 }, badges: [
          { badge: "110TSI Style", price: 45490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.4L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1395, cylinders: 4, induction: "Turbo", power: 110, torque: 250, fuelConsumption: 6.1, seats: 5, doors: 5 },
          { badge: "RS", price: 60490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1984, cylinders: 4, induction: "Turbo", power: 180, torque: 370, fuelConsumption: 6.8, seats: 5, doors: 5 },
        ] },
      { name: "Kodiaq", series: "NS", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2017, shortDescription: "Practical seven-seat mid-size SUV with standard all-wheel drive.",
        dimensions: { fuelTank: 60, lengthMm: 4699, widthMm: 1882, heightMm: 1676, towingKg: 2000, ancap: 5 }, badges: [
          { badge: "132TSI Style 4x4", price: 58490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1984, cylinders: 4, induction: "Turbo", power: 132, torque: 320, fuelConsumption: 8.4, seats: 7, doors: 5 },
          { badge: "132TSI Sportline 4x4", price: 64490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1984, cylinders: 4, induction: "Turbo", power: 132, torque: 320, fuelConsumption: 8.4, seats: 7, doors: 5 },
          { badge: "RS", price: 75990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1984, cylinders: 4, induction: "Turbo", power: 180, torque: 370, fuelConsumption: 8.6, seats: 7, doors: 5 },
        ] },
      { name: "Karoq", series: "NU", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2018, shortDescription: "Small-to-medium SUV with flexible VarioFlex rear seating.",
        dimensions: { fuelTank: 50, lengthMm: 4390, widthMm: 1841, heightMm: 1605, towingKg: 2000, ancap: 5 }, badges: [
          { badge: "110TSI Style", price: 44990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1498, cylinders: 4, induction: "Turbo", power: 110, torque: 250, fuelConsumption: 6.2, seats: 5, doors: 5 },
          { badge: "140TSI Sportline 4x4", price: 55990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1984, cylinders: 4, induction: "Turbo", power: 140, torque: 320, fuelConsumption: 7.1, seats: 5, doors: 5 },
        ] },
      { name: "Kamiq", series: "NW4", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2020, shortDescription: "Light SUV with a thrifty three-cylinder turbo and a sporty Monte Carlo grade.",
        dimensions: { fuelTank: 50, lengthMm: 4241, widthMm: 1793, heightMm: 1531, towingKg: 1200, ancap: 5 }, badges: [
          { badge: "85TSI", price: 35990, fuel: "Petrol", fuelDescription: "Petrol Turbo 3 1.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 999, cylinders: 3, induction: "Turbo", power: 85, torque: 200, fuelConsumption: 5.0, seats: 5, doors: 5 },
          { badge: "110TSI Monte Carlo", price: 43990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1498, cylinders: 4, induction: "Turbo", power: 110, torque: 250, fuelConsumption: 5.6, seats: 5, doors: 5 },
        ] },
      { name: "Enyaq", series: "5A", body: "SUV", manufacturerBody: "Wagon", category: "Electric", sinceYear: 2023, shortDescription: "Spacious electric mid-size SUV on the MEB platform, also in Coupe form.",
        dimensions: { lengthMm: 4658, widthMm: 1879, heightMm: 1622, towingKg: 1200, ancap: 5 }, badges: [
          { badge: "85", price: 74990, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 210, torque: 545, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Coupe 85", price: 78990, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 210, torque: 545, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
    ],
  },
  {
    name: "Volvo", slug: "volvo", kind: "car", brandColour: "#003057", wmi: "YV1", country: "Sweden",
    models: [
      { name: "XC40", series: "536", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2018, shortDescription: "Small Scandinavian-designed luxury SUV with mild-hybrid petrol engines.",
        dimensions: { fuelTank: 54, lengthMm: 4440, widthMm: 1863, heightMm: 1652, towingKg: 2000, ancap: 5 }, badges: [
          { badge: "Plus B4", price: 59990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1969, cylinders: 4, induction: "Turbo", power: 145, torque: 300, fuelConsumption: 7.1, seats: 5, doors: 5 },
          { badge: "Ultimate B5 AWD", price: 71990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1969, cylinders: 4, induction: "Turbo", power: 183, torque: 350, fuelConsumption: 7.4, seats: 5, doors: 5 },
        ] },
      { name: "XC60", series: "246", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2018, shortDescription: "Mid-size luxury SUV and Volvo's best seller, including a plug-in hybrid T8.",
        dimensions: { fuelTank: 71, lengthMm: 4708, widthMm: 1902, heightMm: 1658, towingKg: 2400, ancap: 5 }, badges: [
          { badge: "Plus B5 AWD", price: 79990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1969, cylinders: 4, induction: "Turbo", power: 184, torque: 350, fuelConsumption: 7.5, seats: 5, doors: 5 },
          { badge: "Ultimate B5 AWD Dark", price: 87990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1969, cylinders: 4, induction: "Turbo", power: 184, torque: 350, fuelConsumption: 7.5, seats: 5, doors: 5 },
          { badge: "Ultimate T8 Plug-in Hybrid", price: 104990, fuel: "PHEV", fuelDescription: "PHEV Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1969, cylinders: 4, induction: "Turbo", power: 335, torque: 709, fuelConsumption: 1.0, seats: 5, doors: 5 },
        ] },
      { name: "XC90", series: "256", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2016, shortDescription: "Seven-seat luxury SUV with a strong safety reputation.",
        dimensions: { fuelTank: 71, lengthMm: 4953, widthMm: 1958, heightMm: 1776, towingKg: 2400, ancap: 5 }, badges: [
          { badge: "Plus B5 AWD", price: 99990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1969, cylinders: 4, induction: "Turbo", power: 184, torque: 350, fuelConsumption: 8.2, seats: 7, doors: 5 },
          { badge: "Ultimate B6 AWD", price: 114990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1969, cylinders: 4, induction: "Turbo", power: 220, torque: 420, fuelConsumption: 8.6, seats: 7, doors: 5 },
          { badge: "Ultimate T8 Plug-in Hybrid", price: 131990, fuel: "PHEV", fuelDescription: "PHEV Petrol Turbo 4 2.0L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1969, cylinders: 4, induction: "Turbo", power: 335, torque: 709, fuelConsumption: 1.5, seats: 7, doors: 5 },
        ] },
      { name: "EX30", series: "MY25", body: "SUV", manufacturerBody: "Wagon", category: "Electric", sinceYear: 2024, shortDescription: "Compact electric SUV, Volvo's smallest and most affordable model.",
        dimensions: { lengthMm: 4233, widthMm: 1836, heightMm: 1549, towingKg: 1600, ancap: 5 }, badges: [
          { badge: "Plus Single Motor Extended Range", price: 63490, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 200, torque: 343, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Ultra Twin Motor Performance", price: 71990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 315, torque: 543, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
    ],
  },
  {
    name: "Lexus", slug: "lexus", kind: "car", brandColour: "#1B1B1B", wmi: "JTH", country: "Japan",
    models: [
      { name: "RX", series: "ALH10", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2022, shortDescription: "Large luxury SUV with turbo, hybrid and 273 kW performance hybrid choices.",
        dimensions: { fuelTank: 65, lengthMm: 4890, widthMm: 1920, heightMm: 1695, towingKg: 2000, ancap: 5 }, badges: [
          { badge: "RX 350h Luxury", price: 104990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2487, cylinders: 4, induction: "Naturally Aspirated", power: 184, torque: 239, fuelConsumption: 5.1, seats: 5, doors: 5 },
          { badge: "RX 350 F Sport", price: 119990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.4L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2393, cylinders: 4, induction: "Turbo", power: 205, torque: 430, fuelConsumption: 8.5, seats: 5, doors: 5 },
          { badge: "RX 500h F Sport Performance", price: 139990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol Turbo 4 2.4L", drive: "AWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 2393, cylinders: 4, induction: "Turbo", power: 273, torque: 460, fuelConsumption: 6.9, seats: 5, doors: 5 },
        ] },
      { name: "NX", series: "AAZH20", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2022, shortDescription: "Mid-size luxury SUV with petrol, hybrid and plug-in hybrid options.",
        dimensions: { fuelTank: 55, lengthMm: 4660, widthMm: 1865, heightMm: 1660, towingKg: 1500, ancap: 5 }, badges: [
          { badge: "NX 250 Luxury", price: 71990, fuel: "Petrol", fuelDescription: "Petrol 4 2.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2487, cylinders: 4, induction: "Naturally Aspirated", power: 152, torque: 243, fuelConsumption: 7.6, seats: 5, doors: 5 },
          { badge: "NX 350h Luxury AWD", price: 81990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2487, cylinders: 4, induction: "Naturally Aspirated", power: 179, torque: 239, fuelConsumption: 5.0, seats: 5, doors: 5 },
          { badge: "NX 450h+ F Sport", price: 109990, fuel: "PHEV", fuelDescription: "PHEV Petrol 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2487, cylinders: 4, induction: "Naturally Aspirated", power: 227, torque: 227, fuelConsumption: 1.0, seats: 5, doors: 5 },
        ] },
      { name: "ES", series: "AXZH10", body: "Sedan", manufacturerBody: "Sedan", category: "Cars", sinceYear: 2018, shortDescription: "Quiet front-drive hybrid luxury sedan with a spacious rear seat.",
        dimensions: { fuelTank: 50, lengthMm: 4975, widthMm: 1865, heightMm: 1445, ancap: 5 }, badges: [
          { badge: "ES 300h Luxury", price: 69990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 2.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2487, cylinders: 4, induction: "Naturally Aspirated", power: 160, torque: 221, fuelConsumption: 4.8, seats: 5, doors: 4 },
          { badge: "ES 300h F Sport", price: 75990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 2.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2487, cylinders: 4, induction: "Naturally Aspirated", power: 160, torque: 221, fuelConsumption: 4.8, seats: 5, doors: 4 },
          { badge: "ES 300h Sports Luxury", price: 83990, fuel: "Hybrid", fuelDescription: "Hybrid Petrol 4 2.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2487, cylinders: 4, induction: "Naturally Aspirated", power: 160, torque: 221, fuelConsumption: 4.8, seats: 5, doors: 4 },
        ] },
      { name: "LX", series: "VJA310", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2022, shortDescription: "Flagship LandCruiser-based luxury 4x4 with twin-turbo petrol or diesel V6.",
        dimensions: { fuelTank: 80, lengthMm: 5100, widthMm: 1990, heightMm: 1885, towingKg: 3500, gvmKg: 3280 }, badges: [
          { badge: "LX 600 Luxury", price: 174990, fuel: "Petrol", fuelDescription: "Petrol Twin Turbo V6 3.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 3445, cylinders: 6, induction: "Turbo", power: 305, torque: 650, fuelConsumption: 12.1, seats: 7, doors: 5 },
          { badge: "LX 600 F Sport", price: 199990, fuel: "Petrol", fuelDescription: "Petrol Twin Turbo V6 3.4L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 3445, cylinders: 6, induction: "Turbo", power: 305, torque: 650, fuelConsumption: 12.1, seats: 5, doors: 5 },
          { badge: "LX 500d Sports Luxury", price: 199990, fuel: "Diesel", fuelDescription: "Diesel Twin Turbo V6 3.3L", drive: "4WD", transmission: "Automatic", transmissionDescription: "10 Speed Automatic", gears: 10, engineCc: 3346, cylinders: 6, induction: "Turbo", power: 227, torque: 700, fuelConsumption: 8.9, seats: 7, doors: 5 },
        ] },
    ],
  },
  {
    name: "Peugeot", slug: "peugeot", kind: "car", brandColour: "#0A0A0A", wmi: "VF3", country: "France",
    models: [
      { name: "2008", series: "P24", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2020, shortDescription: "Stylish light SUV with a three-cylinder turbo and i-Cockpit dashboard.",
        dimensions: { fuelTank: 44, lengthMm: 4300, widthMm: 1770, heightMm: 1550, towingKg: 1200 }, badges: [
          { badge: "Allure", price: 42990, fuel: "Petrol", fuelDescription: "Petrol Turbo 3 1.2L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1199, cylinders: 3, induction: "Turbo", power: 96, torque: 230, fuelConsumption: 5.9, seats: 5, doors: 5 },
          { badge: "GT", price: 48990, fuel: "Petrol", fuelDescription: "Petrol Turbo 3 1.2L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Automatic", gears: 6, engineCc: 1199, cylinders: 3, induction: "Turbo", power: 96, torque: 230, fuelConsumption: 5.9, seats: 5, doors: 5 },
        ] },
      { name: "3008", series: "P84", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2017, shortDescription: "Design-led mid-size SUV with a 1.6 litre turbo and eight-speed auto.",
        dimensions: { fuelTank: 53, lengthMm: 4447, widthMm: 1841, heightMm: 1624, towingKg: 1500, ancap: 5 }, badges: [
          { badge: "Allure", price: 51990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.6L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1598, cylinders: 4, induction: "Turbo", power: 133, torque: 250, fuelConsumption: 7.0, seats: 5, doors: 5 },
          { badge: "GT", price: 58990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.6L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1598, cylinders: 4, induction: "Turbo", power: 133, torque: 250, fuelConsumption: 7.0, seats: 5, doors: 5 },
          { badge: "GT Sport", price: 63990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.6L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1598, cylinders: 4, induction: "Turbo", power: 133, torque: 250, fuelConsumption: 7.0, seats: 5, doors: 5 },
        ] },
      { name: "308", series: "P51", body: "Hatch", manufacturerBody: "Hatchback", category: "Cars", sinceYear: 2022, shortDescription: "Premium-feeling small hatch with distinctive styling.",
        dimensions: { fuelTank: 52, lengthMm: 4367, widthMm: 1852, heightMm: 1441 }, badges: [
          { badge: "GT", price: 46490, fuel: "Petrol", fuelDescription: "Petrol Turbo 3 1.2L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1199, cylinders: 3, induction: "Turbo", power: 96, torque: 230, fuelConsumption: 5.5, seats: 5, doors: 5 },
          { badge: "GT Premium", price: 52990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.6L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1598, cylinders: 4, induction: "Turbo", power: 133, torque: 250, fuelConsumption: 6.1, seats: 5, doors: 5 },
        ] },
      { name: "Expert", series: "K0", body: "Van", manufacturerBody: "Van", category: "Vans", sinceYear: 2018, shortDescription: "Mid-size front-drive van with a 2.0 litre BlueHDi diesel.",
        dimensions: { fuelTank: 70, lengthMm: 4956, widthMm: 1920, heightMm: 1940, towingKg: 2500, gvmKg: 3100 }, badges: [
          { badge: "Pro Standard", price: 49990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1997, cylinders: 4, induction: "Turbo", power: 110, torque: 370, fuelConsumption: 6.2, seats: 3, doors: 4 },
          { badge: "Pro Long", price: 52990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 1997, cylinders: 4, induction: "Turbo", power: 110, torque: 370, fuelConsumption: 6.4, seats: 3, doors: 4 },
        ] },
    ],
  },
  {
    name: "Renault", slug: "renault", kind: "car", brandColour: "#FFCC33", wmi: "VF1", country: "France",
    models: [
      { name: "Arkana", series: "LJL", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2022, shortDescription: "Coupe-roofed small SUV with a 1.3 litre turbo and dual-clutch auto.",
        dimensions: { fuelTank: 50, lengthMm: 4568, widthMm: 1821, heightMm: 1571, towingKg: 1200, ancap: 5 }, badges: [
          { badge: "Zen", price: 39990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.3L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1332, cylinders: 4, induction: "Turbo", power: 115, torque: 262, fuelConsumption: 6.0, seats: 5, doors: 5 },
          { badge: "Intens", price: 44990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.3L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1332, cylinders: 4, induction: "Turbo", power: 115, torque: 262, fuelConsumption: 6.0, seats: 5, doors: 5 },
        ] },
      { name: "Koleos", series: "HZG", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2017, shortDescription: "Mid-size SUV with a roomy rear seat and optional 4x4.",
        dimensions: { fuelTank: 60, lengthMm: 4672, widthMm: 1843, heightMm: 1678, towingKg: 2000, ancap: 5 }, badges: [
          { badge: "Zen 4x2", price: 41990, fuel: "Petrol", fuelDescription: "Petrol 4 2.5L", drive: "FWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2488, cylinders: 4, induction: "Naturally Aspirated", power: 126, torque: 226, fuelConsumption: 8.1, seats: 5, doors: 5 },
          { badge: "Intens 4x4", price: 50990, fuel: "Petrol", fuelDescription: "Petrol 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "CVT", gears: null, engineCc: 2488, cylinders: 4, induction: "Naturally Aspirated", power: 126, torque: 226, fuelConsumption: 8.3, seats: 5, doors: 5 },
        ] },
      { name: "Captur", series: "JB", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2021, shortDescription: "Light SUV with a sliding rear bench and 1.3 litre turbo.",
        dimensions: { fuelTank: 48, lengthMm: 4227, widthMm: 1797, heightMm: 1576, towingKg: 1200, ancap: 5 }, badges: [
          { badge: "Life", price: 35990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.3L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1332, cylinders: 4, induction: "Turbo", power: 113, torque: 270, fuelConsumption: 6.6, seats: 5, doors: 5 },
          { badge: "Intens", price: 41990, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 1.3L", drive: "FWD", transmission: "Automatic", transmissionDescription: "7 Speed Dual Clutch", gears: 7, engineCc: 1332, cylinders: 4, induction: "Turbo", power: 113, torque: 270, fuelConsumption: 6.6, seats: 5, doors: 5 },
        ] },
      { name: "Trafic", series: "X82", body: "Van", manufacturerBody: "Van", category: "Vans", sinceYear: 2015, shortDescription: "Mid-size van with a 2.0 litre dCi diesel and dual-clutch auto.",
        dimensions: { fuelTank: 80, lengthMm: 5080, widthMm: 1956, heightMm: 1967, towingKg: 2000, gvmKg: 3070 }, badges: [
          { badge: "Pro SWB", price: 55990, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Dual Clutch", gears: 6, engineCc: 1997, cylinders: 4, induction: "Turbo", power: 125, torque: 380, fuelConsumption: 6.8, seats: 3, doors: 4 },
          { badge: "Pro LWB", price: 58490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Dual Clutch", gears: 6, engineCc: 1997, cylinders: 4, induction: "Turbo", power: 125, torque: 380, fuelConsumption: 7.0, seats: 3, doors: 4 },
          { badge: "Lifestyle LWB", price: 63490, fuel: "Diesel", fuelDescription: "Diesel Turbo 4 2.0L", drive: "FWD", transmission: "Automatic", transmissionDescription: "6 Speed Dual Clutch", gears: 6, engineCc: 1997, cylinders: 4, induction: "Turbo", power: 125, torque: 380, fuelConsumption: 7.0, seats: 3, doors: 4 },
        ] },
    ],
  },
  {
    name: "Polestar", slug: "polestar", kind: "car", brandColour: "#2D2D2D", wmi: "LPS", country: "Sweden",
    models: [
      { name: "Polestar 2", series: "MY24", body: "Sedan", manufacturerBody: "Fastback", category: "Electric", sinceYear: 2021, shortDescription: "Electric fastback with Google built-in infotainment and single- or dual-motor drive.",
        dimensions: { lengthMm: 4606, widthMm: 1859, heightMm: 1479, towingKg: 1500, ancap: 5 }, badges: [
          { badge: "Standard Range Single Motor", price: 71990, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 200, torque: 490, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Long Range Single Motor", price: 77990, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 220, torque: 490, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Long Range Dual Motor", price: 83990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 310, torque: 740, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
      { name: "Polestar 3", series: "MY25", body: "SUV", manufacturerBody: "Wagon", category: "Electric", sinceYear: 2024, shortDescription: "Large electric performance SUV with dual motors and a 111 kWh battery.",
        dimensions: { lengthMm: 4900, widthMm: 1968, heightMm: 1614, towingKg: 2200, ancap: 5 }, badges: [
          { badge: "Long Range Dual Motor", price: 139990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 360, torque: 840, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Long Range Dual Motor Performance", price: 154990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 380, torque: 910, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
      { name: "Polestar 4", series: "MY25", body: "SUV", manufacturerBody: "SUV Coupe", category: "Electric", sinceYear: 2024, shortDescription: "Electric SUV coupe with no rear window and a camera-based mirror.",
        dimensions: { lengthMm: 4840, widthMm: 2008, heightMm: 1534, towingKg: 2000, ancap: 5 }, badges: [
          { badge: "Long Range Single Motor", price: 89990, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 200, torque: 343, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Long Range Dual Motor", price: 99990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 400, torque: 686, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
    ],
  },
  {
    name: "Genesis", slug: "genesis", kind: "car", brandColour: "#A36B4F", wmi: "KMT", country: "South Korea",
    models: [
      { name: "GV70", series: "JK1", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2021, shortDescription: "Mid-size luxury SUV with turbo four, twin-turbo V6 or electric power.",
        dimensions: { fuelTank: 66, lengthMm: 4715, widthMm: 1910, heightMm: 1630, towingKg: 2000, ancap: 5 }, badges: [
          { badge: "2.5T AWD", price: 80490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2497, cylinders: 4, induction: "Turbo", power: 224, torque: 422, fuelConsumption: 9.9, seats: 5, doors: 5 },
          { badge: "3.5T AWD Sport", price: 97490, fuel: "Petrol", fuelDescription: "Petrol Twin Turbo V6 3.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 3470, cylinders: 6, induction: "Turbo", power: 279, torque: 530, fuelConsumption: 11.3, seats: 5, doors: 5 },
          { badge: "Electrified AWD", price: 127490, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 320, torque: 700, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
      { name: "GV80", series: "JX1", body: "SUV", manufacturerBody: "Wagon", category: "SUVs", sinceYear: 2020, shortDescription: "Flagship large luxury SUV with seven seats.",
        dimensions: { fuelTank: 80, lengthMm: 4945, widthMm: 1975, heightMm: 1715, towingKg: 2700, ancap: 5 }, badges: [
          { badge: "2.5T AWD", price: 100490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2497, cylinders: 4, induction: "Turbo", power: 224, torque: 422, fuelConsumption: 10.4, seats: 7, doors: 5 },
          { badge: "3.5T AWD Luxury", price: 129990, fuel: "Petrol", fuelDescription: "Petrol Twin Turbo V6 3.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 3470, cylinders: 6, induction: "Turbo", power: 279, torque: 530, fuelConsumption: 11.7, seats: 7, doors: 5 },
        ] },
      { name: "G80", series: "RG3", body: "Sedan", manufacturerBody: "Sedan", category: "Cars", sinceYear: 2020, shortDescription: "Large rear-drive luxury sedan with a twin-turbo V6 AWD option.",
        dimensions: { fuelTank: 73, lengthMm: 4995, widthMm: 1925, heightMm: 1465, ancap: 5 }, badges: [
          { badge: "2.5T", price: 92490, fuel: "Petrol", fuelDescription: "Petrol Turbo 4 2.5L", drive: "RWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 2497, cylinders: 4, induction: "Turbo", power: 224, torque: 422, fuelConsumption: 9.7, seats: 5, doors: 4 },
          { badge: "3.5T AWD Luxury", price: 108490, fuel: "Petrol", fuelDescription: "Petrol Twin Turbo V6 3.5L", drive: "AWD", transmission: "Automatic", transmissionDescription: "8 Speed Automatic", gears: 8, engineCc: 3470, cylinders: 6, induction: "Turbo", power: 279, torque: 530, fuelConsumption: 10.7, seats: 5, doors: 4 },
        ] },
      { name: "GV60", series: "JW1", body: "SUV", manufacturerBody: "Wagon", category: "Electric", sinceYear: 2022, shortDescription: "Electric small luxury SUV on the E-GMP 800-volt platform.",
        dimensions: { lengthMm: 4515, widthMm: 1890, heightMm: 1580, towingKg: 1600, ancap: 5 }, badges: [
          { badge: "Premium RWD", price: 74990, fuel: "Electric", fuelDescription: "Electric", drive: "RWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 168, torque: 350, fuelConsumption: null, seats: 5, doors: 5 },
          { badge: "Performance AWD", price: 89990, fuel: "Electric", fuelDescription: "Electric", drive: "AWD", transmission: "Automatic", transmissionDescription: "1 Speed Reduction Gear", gears: 1, engineCc: null, cylinders: null, induction: "N/A", power: 320, torque: 605, fuelConsumption: null, seats: 5, doors: 5 },
        ] },
    ],
  },
];
