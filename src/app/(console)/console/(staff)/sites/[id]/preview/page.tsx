import type { Metadata } from "next";
import { SiteEditorHeader } from "@/components/console/site-editor-header";
import { siteEditorView } from "../site-editor-view";
import Link from "next/link";
import { sitePreviewOf } from "@/server/console/site-settings";
import { SITE_PREVIEW_PREFIX } from "@/server/http/site-preview";

export const metadata: Metadata = { title: "Preview the draft", robots: { index: false } };

/** The site's pages the preview offers, by their path on the site. */
const PAGES = [
  { path: "/", label: "Home" },
  { path: "/search", label: "Search" },
  { path: "/special-offers", label: "Special offers" },
] as const;

/** The preview's two widths: a phone's and a desktop's, the desktop drawn at half its size. */
const WIDTHS = [
  { name: "Phone", width: 390, height: 844, scale: 1 },
  { name: "Desktop", width: 1440, height: 900, scale: 0.5 },
] as const;

/**
 * `/console/sites/{id}/preview`: the site with its draft applied, at a phone's width (390 px) and a desktop's
 * (1440 px), side by side: two frames of the draft preview (`/console/site-preview/{id}{/path}`, answered by the
 * platform's listener after checking the staff session: src/server/http/site-preview.ts), of the home page, search,
 * offers or any of the site's plain pages (their drafts shown). Shoppers see nothing of the
 * draft until it is published. For the site's owners and managers; anyone else gets the console's 404.
 */
export default async function SitePreviewPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ page?: string | string[] }> }) {
  const preview = await siteEditorView(params, "preview", sitePreviewOf);
  const asked = (await searchParams).page;
  // The site's plain pages too (drafts among them: a page made and not yet published), by their title-less path.
  const offered: Array<{ path: string; label: string }> = [...PAGES, ...preview.pagePaths.filter((path) => !PAGES.some((p) => p.path === path)).map((path) => ({ path, label: path }))];
  const page = offered.find((p) => p.path === asked) ?? PAGES[0];
  const src = `${SITE_PREVIEW_PREFIX}${preview.siteId}${page.path}`;
  return (
    <div className="grid gap-4">
      <SiteEditorHeader siteId={preview.siteId} siteName={preview.name} title="Preview of the draft" current="preview">
        {preview.draft ? "The site as it will look once the draft is published. Shoppers see none of it until then." : "There is no draft: this is the site as shoppers see it now."}
      </SiteEditorHeader>
      <nav aria-label="Page to preview" className="flex flex-wrap gap-3 text-sm font-medium">
        {offered.map((p) => (
          <Link key={p.path} className="underline underline-offset-4" href={`/console/sites/${preview.siteId}/preview?page=${encodeURIComponent(p.path)}`} aria-current={p.path === page.path ? "page" : undefined}>
            {p.label}
          </Link>
        ))}
      </nav>
      <div className="flex flex-wrap items-start gap-6">
        {WIDTHS.map((w) => (
          <figure key={w.name} className="grid max-w-full gap-2">
            <figcaption className="text-sm font-medium">
              {w.name}, {w.width} px{w.scale !== 1 ? ` (shown at ${w.scale * 100}%)` : ""}
            </figcaption>
            <div className="max-w-full overflow-auto rounded-lg border bg-background shadow-sm" tabIndex={0} role="region" aria-label={`${w.name} preview`}>
              <div style={{ width: w.width * w.scale, height: w.height * w.scale }}>
                <iframe
                  src={src}
                  title={`${w.name} preview of the draft, ${w.width} px wide`}
                  data-preview-width={w.width}
                  width={w.width}
                  height={w.height}
                  className="origin-top-left border-0"
                  style={w.scale !== 1 ? { transform: `scale(${w.scale})` } : undefined}
                />
              </div>
            </div>
          </figure>
        ))}
      </div>
    </div>
  );
}
