import { financeRoute } from "../finance/finance-route";

/** /apply-for-finance: the finance page of the listed dealerships' cars, or a site's own (spec 002 §2); a 404 elsewhere. */
const route = financeRoute("/apply-for-finance");
export const generateMetadata = route.generateMetadata;
export default route.Page;
