import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogCards } from "@/components/home/blog-cards";
import { siteBlogCards } from "@/server/services/content/home-page";
import { resolveSite } from "@/server/sites/site-resolver";
import { NOT_FOUND_METADATA, siteNotFound } from "../site-not-found";

type Props = { params: Promise<{ host: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await resolveSite((await params).host);
  return site && siteBlogCards(site).length > 0 ? { title: "News" } : NOT_FOUND_METADATA;
}

/** /blog: every post of the site's blog (`content.blogPosts`) as cards, newest first; a site without posts has no blog. */
export default async function BlogPage({ params }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const cards = siteBlogCards(site);
  if (cards.length === 0) return siteNotFound();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">News</h1>
      <BlogCards cards={cards} />
    </div>
  );
}
