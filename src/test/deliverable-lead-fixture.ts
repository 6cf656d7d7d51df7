import type { DeliverableLead } from "@/server/leads/deliverable-lead";

/** A test-drive lead on a car, with a trade-in, an appointment and every contact field: the fullest lead the platform sends. */
export function testDriveLead(overrides: Partial<DeliverableLead> = {}): DeliverableLead {
  return {
    id: 4821,
    createdAt: new Date("2025-03-10T23:15:42.000Z"),
    site: { slug: "coastal-toyota", name: "Coastal Toyota", origin: "https://www.coastaltoyota.com.au" },
    category: "Vehicle Enquiry",
    subcategory: "Test Drive",
    department: "sales",
    customer: {
      firstName: "Mia",
      lastName: "Nguyen",
      email: "mia.nguyen@example.com",
      phone: "+61412345678",
      postcode: "4217",
      optIn: true,
      preferredContactMethod: "Phone",
    },
    message: "Is it still available? Can I bring my dog?",
    vehicle: {
      id: 90311,
      title: "2021 Toyota HiLux SR5",
      year: 2021,
      make: "Toyota",
      model: "HiLux",
      badge: "SR5",
      vin: "MR0HA3CD100123456",
      stockNumber: "U12345",
      condition: "used",
      price: 52990,
      odometerKm: 48210,
      colour: "Glacier White",
      url: "https://www.coastaltoyota.com.au/cars/2021-toyota-hilux-sr5-u12345",
    },
    tradeIn: { year: 2014, make: "Mazda", model: "3", odometerKm: 162000, rego: "ABC123" },
    dealership: { name: "Coastal Toyota Southport", slug: "coastal-toyota-southport" },
    location: { name: "Coastal Toyota Southport", phone: "+61755551234" },
    appointment: { localTime: "2025-03-14T10:30", timeZone: "Australia/Brisbane" },
    pageUrl: "https://www.coastaltoyota.com.au/cars/2021-toyota-hilux-sr5-u12345",
    details: [
      ["Rego", "ABC123"],
      ["Additional services", "Finance, Insurance"],
    ],
    ...overrides,
  };
}

/** A general enquiry with no car, no trade-in, no appointment and only a phone number. */
export function generalEnquiryLead(overrides: Partial<DeliverableLead> = {}): DeliverableLead {
  const base = testDriveLead();
  return {
    ...base,
    id: 4822,
    category: "General Enquiry",
    subcategory: null,
    customer: { ...base.customer, lastName: null, email: null, postcode: null, optIn: false, preferredContactMethod: null },
    message: "What are your opening hours on Saturday?",
    vehicle: null,
    tradeIn: null,
    appointment: null,
    details: [],
    pageUrl: "https://www.coastaltoyota.com.au/contact-us",
    ...overrides,
  };
}
