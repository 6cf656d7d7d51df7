import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { CarLeadForm } from "@/components/forms/car-lead-form";
import { OfferCard } from "@/components/offers/offer-card";
import Link from "@/components/ui/link";
import { OFFERS_PATH } from "@/domain/offers/offers";
import { cutText } from "@/domain/content/cut-text";
import { leadFormContext } from "@/server/services/lead-forms/lead-forms";
import { offerPage } from "@/server/services/content/offers";
import { resolveSite } from "@/server/sites/site-resolver";
import { NOT_FOUND_METADATA, siteNotFound } from "../site-not-found";

/** The enquiry names the offer (as text, cut so the message stays well inside its 2000 characters). */
const OFFER_NAME_IN_MESSAGE = 200;

async function load(host: string, key: string, id: string | null) {
  const site = await resolveSite(host);
  if (!site) return null;
  const outcome = id === null ? await offerPage(site, key, null) : await offerPage(site, id, key);
  if (outcome.kind === "not-found") return null;
  if (outcome.kind === "moved") permanentRedirect(outcome.path);
  return { site, offer: outcome.offer };
}

export async function offerMetadata(host: string, key: string, id: string | null): Promise<Metadata> {
  const loaded = await load(host, key, id);
  return loaded ? { title: loaded.offer.nameText } : NOT_FOUND_METADATA;
}

/**
 * An offer's page (spec 002 §2 "/offers/{id}; /offers/{manufacturer-slug}/{id}"): the single card, then the enquiry
 * form (the enquiry kind, with the offer named in the message) that its Enquire Now leads to. Asked for by the other
 * address form, a 308 to the offer's own.
 */
export async function OfferPageView({ host, offerKey, id }: { host: string; offerKey: string; id: string | null }) {
  const loaded = await load(host, offerKey, id);
  if (!loaded) return siteNotFound();
  const { site, offer } = loaded;
  const forms = await leadFormContext(site);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <p className="mb-4 text-sm">
        <Link href={OFFERS_PATH} className="font-medium text-primary hover:underline">
          ← All special offers
        </Link>
      </p>
      <OfferCard offer={offer} variant="single" headingLevel={1} enquireHref="#enquire" />
      <section id="enquire" aria-labelledby="enquire-heading" className="mt-10 max-w-2xl scroll-mt-24">
        <h2 id="enquire-heading" className="text-2xl font-bold tracking-tight">
          Enquire about this offer
        </h2>
        <div className="mt-4">
          <CarLeadForm
            kind="enquiry"
            settings={forms.settings}
            defaultMessage={`I'm interested in the offer: ${cutText(offer.nameText, OFFER_NAME_IN_MESSAGE).text}`}
            messageLabel="Message"
            label="Offer enquiry"
          />
        </div>
      </section>
    </div>
  );
}
