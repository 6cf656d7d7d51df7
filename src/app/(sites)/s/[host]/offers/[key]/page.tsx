import type { Metadata } from "next";
import { offerMetadata, OfferPageView } from "../offer-route";

type Props = { params: Promise<{ host: string; key: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, key } = await params;
  return offerMetadata(host, key, null);
}

/** /offers/{id}. */
export default async function OfferByIdPage({ params }: Props) {
  const { host, key } = await params;
  return <OfferPageView host={host} offerKey={key} id={null} />;
}
