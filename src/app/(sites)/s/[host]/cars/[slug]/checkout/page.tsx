import { checkoutRoute } from "./checkout-route";

/** /cars/{slug}/checkout: the reserve page on sites whose `checkout.path` is checkout (the default). */
const route = checkoutRoute("checkout");
export const generateMetadata = route.generateMetadata;
export default route.Page;
