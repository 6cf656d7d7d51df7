/**
 * The spec's analytics event ids (both documents). Client and server share this list; the analytics API
 * accepts only these ids.
 */
export const ANALYTICS_EVENTS = {
  usedVehicleDetailView: 4,
  financeEnquiryModal: 9,
  newEnquiry: 14,
  usedEnquiry: 15,
  testDriveNew: 17,
  offerAccepted: 18,
  enquiryDefault: 22,
  phoneClick: 25,
  calculatorUse: 26,
  favouriteSave: 39,
  usedTestDrive: 48,
  searchPageView: 49,
  careersEnquiry: 51,
  historyReport: 60,
  print: 61,
} as const;

export type AnalyticsEventId = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

export const ANALYTICS_EVENT_IDS: readonly number[] = Object.values(ANALYTICS_EVENTS);

export function isAnalyticsEventId(id: number): id is AnalyticsEventId {
  return ANALYTICS_EVENT_IDS.includes(id);
}
