import { checkoutRoute } from "../checkout/checkout-route";

/** /cars/{slug}/buy-online: the reserve page on sites whose `checkout.path` is buy-online. */
const route = checkoutRoute("buy-online");
export const generateMetadata = route.generateMetadata;
export default route.Page;
