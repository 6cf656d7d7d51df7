import { TradeInRoute, tradeInMetadata } from "./trade-in-route";

type Props = { params: Promise<{ host: string }> };

export const metadata = tradeInMetadata(false);

/** /trade-in (spec 002 §2, the Buyer Tools and Trade In links): value a car by its rego. */
export default async function TradeInPage({ params }: Props) {
  return <TradeInRoute host={(await params).host} carIdParam={null} />;
}
