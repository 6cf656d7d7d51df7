import type { Metadata } from "next";
import { offerMetadata, OfferPageView } from "../../offer-route";

type Props = { params: Promise<{ host: string; key: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, key, id } = await params;
  return offerMetadata(host, key, id);
}

/** /offers/{manufacturer-slug}/{id}. */
export default async function OfferByMakePage({ params }: Props) {
  const { host, key, id } = await params;
  return <OfferPageView host={host} offerKey={key} id={id} />;
}
