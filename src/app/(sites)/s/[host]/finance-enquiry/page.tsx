import { financeRoute } from "../finance/finance-route";

/** /finance-enquiry: the finance page of the sites whose setting names it (spec 002 §2); a 404 elsewhere. */
const route = financeRoute("/finance-enquiry");
export const generateMetadata = route.generateMetadata;
export default route.Page;
