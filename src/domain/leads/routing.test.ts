import { describe, expect, it } from "vitest";
import { leadDepartment, leadRecipients } from "./routing";

describe("leadDepartment", () => {
  it("reads the department from the spec's categories", () => {
    expect(leadDepartment("General Enquiry", "Vehicle Enquiry")).toBe("sales");
    expect(leadDepartment("Test Drive", null)).toBe("sales");
    expect(leadDepartment("Finance", "Finance Enquiry")).toBe("finance");
    expect(leadDepartment("Service", "Service Booking")).toBe("service");
    expect(leadDepartment("Parts", null)).toBe("parts");
    expect(leadDepartment("Fleet", null)).toBe("fleet");
    // The spec: a Careers Enquiry converts to General Enquiry with subcategory Career Enquiry.
    expect(leadDepartment("General Enquiry", "Career Enquiry")).toBe("careers");
  });
});

describe("leadRecipients", () => {
  const delivery = {
    email: ["Sales@Group.example"],
    routes: [
      { department: "service" as const, email: ["service@group.example"] },
      { dealership: "north", email: ["north@group.example"] },
      { dealership: "north", department: "finance" as const, email: ["north-finance@group.example"] },
      { location: "north-parts", email: ["parts-desk@group.example"] },
      { location: "north-parts", department: "parts" as const, email: ["parts-manager@group.example", "PARTS-manager@group.example"] },
    ],
  };
  it("falls back to the site's recipients, lower-cased", () => {
    expect(leadRecipients(delivery, { dealership: "south", location: null, department: "sales" })).toEqual(["sales@group.example"]);
  });
  it("takes the most specific matching route", () => {
    expect(leadRecipients(delivery, { dealership: "south", location: null, department: "service" })).toEqual(["service@group.example"]);
    expect(leadRecipients(delivery, { dealership: "north", location: null, department: "sales" })).toEqual(["north@group.example"]);
    expect(leadRecipients(delivery, { dealership: "north", location: null, department: "finance" })).toEqual(["north-finance@group.example"]);
    expect(leadRecipients(delivery, { dealership: "north", location: "north-parts", department: "service" })).toEqual(["parts-desk@group.example"]);
    expect(leadRecipients(delivery, { dealership: "north", location: "north-parts", department: "parts" })).toEqual(["parts-manager@group.example"]);
  });
  it("gives nobody when the site has no recipients", () => {
    expect(leadRecipients({ email: [], routes: [] }, { dealership: null, location: null, department: "sales" })).toEqual([]);
  });
});
