import { redirect } from "next/navigation";
import { TRADE_IN_PATH, TradeInRoute, tradeInMetadata } from "../../trade-in/trade-in-route";

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata = tradeInMetadata(true);

/**
 * /cars/trade-in?car_id= (spec 002 §2, the sidebar's Get Change Over Price): the valuation with the car's change-over
 * price. Without a car_id it is the plain valuation at /trade-in.
 */
export default async function ChangeOverPage({ params, searchParams }: Props) {
  const query = await searchParams;
  if (!Object.hasOwn(query, "car_id")) redirect(TRADE_IN_PATH);
  return <TradeInRoute host={(await params).host} carIdParam={query.car_id} />;
}
