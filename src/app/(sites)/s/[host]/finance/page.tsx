import { financeRoute } from "./finance-route";

/** /finance: the default finance page (spec 002 §2); a 404 on sites whose finance page is elsewhere. */
const route = financeRoute("/finance");
export const generateMetadata = route.generateMetadata;
export default route.Page;
