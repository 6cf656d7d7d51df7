import { describe, expect, it } from "vitest";
import { VEHICLE_ENQUIRY_ID, vehicleEnquiryHref } from "./enquiry-link";

describe("card Enquire and Find Me Something Similar land on the form (issue 39, item 4)", () => {
  it("names the form's own id", () => {
    expect(vehicleEnquiryHref("/cars/2024-toyota-hilux-sr5")).toBe(`/cars/2024-toyota-hilux-sr5#${VEHICLE_ENQUIRY_ID}`);
    expect(vehicleEnquiryHref("/cars/2024-toyota-hilux-sr5", { similar: true })).toBe("/cars/2024-toyota-hilux-sr5?enquiry=similar#enquiry");
  });
});
