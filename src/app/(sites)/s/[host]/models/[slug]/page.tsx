import type { Metadata } from "next";
import { cache } from "react";
import { ModelPage } from "@/components/content/model-page";
import { modelPage } from "@/server/services/content/model-range";
import { resolveSite } from "@/server/sites/site-resolver";
import { NOT_FOUND_METADATA, siteNotFound } from "../../site-not-found";

type Props = { params: Promise<{ host: string; slug: string }> };

const load = cache(async (host: string, slug: string) => {
  const site = await resolveSite(host);
  return site ? modelPage(site, slug) : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, slug } = await params;
  const model = await load(host, slug);
  return model ? { title: model.fullName } : NOT_FOUND_METADATA;
}

/** /models/{slug}: one model of the site's range; a model the site does not show is its 404. */
export default async function Page({ params }: Props) {
  const { host, slug } = await params;
  const model = await load(host, slug);
  if (!model) return siteNotFound();
  return <ModelPage model={model} />;
}
