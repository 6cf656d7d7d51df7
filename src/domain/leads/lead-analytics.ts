/**
 * The analytics event a lead fires when it is accepted (spec 002 §7's table): a finance enquiry 9; an enquiry about
 * a new or demo car 14, a used one 15; a test drive 17 (new, demo, test-drive-only, or no car yet), 48 for a used
 * car; a careers enquiry 51; a trade-in offer accepted 18; any other enquiry 22.
 */
import { ANALYTICS_EVENTS, type AnalyticsEventId } from "../analytics/analytics-events";
import type { LeadKind } from "./lead-kinds";

export function leadEventId(kind: LeadKind, car: { carType: "new" | "used" | "demo"; testDriveOnly?: boolean } | null, category?: string): AnalyticsEventId {
  switch (kind) {
    case "finance":
      return ANALYTICS_EVENTS.financeEnquiryModal;
    case "enquiry":
      return car ? (car.carType === "used" ? ANALYTICS_EVENTS.usedEnquiry : ANALYTICS_EVENTS.newEnquiry) : ANALYTICS_EVENTS.enquiryDefault;
    case "test-drive":
      return car?.carType === "used" && !car.testDriveOnly ? ANALYTICS_EVENTS.usedTestDrive : ANALYTICS_EVENTS.testDriveNew;
    case "careers":
      return ANALYTICS_EVENTS.careersEnquiry;
    case "trade-in-offer-accepted":
      return ANALYTICS_EVENTS.offerAccepted;
    case "contact":
      return category === "Careers Enquiry" ? ANALYTICS_EVENTS.careersEnquiry : ANALYTICS_EVENTS.enquiryDefault;
    default:
      return ANALYTICS_EVENTS.enquiryDefault;
  }
}
