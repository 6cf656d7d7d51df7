import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ModelRange } from "@/components/home/model-range";
import Link from "@/components/ui/link";
import { cn } from "@/lib/utils";
import { modelsPage } from "@/server/services/content/model-range";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Models" };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function FilterLinks({ label, links }: { label: string; links: Array<{ label: string; href: string; current: boolean }> }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={link.current ? "page" : undefined}
              className={cn("inline-block rounded-full border px-4 py-1.5 text-sm font-medium", link.current ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-muted")}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /models: the site's model range (spec 002 §2 footer groups: ?body= suv, trucks, vans, performance, electric, future-vehicles), 21 a page. */
export default async function ModelsPage({ params, searchParams }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const query = await searchParams;
  const view = await modelsPage(site, { body: first(query.body), make: first(query.make), model: first(query.model), query: first(query.query), page: first(query.page) });
  const pageHref = (page: number) => {
    const params = new URLSearchParams(view.baseQuery.replace(/^\?/, ""));
    if (page > 1) params.set("page", String(page));
    const text = params.toString();
    return `/models${text ? `?${text}` : ""}`;
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{view.title}</h1>
      <form role="search" action="/models" method="get" className="mt-4 flex max-w-md gap-2">
        {view.hidden.map((field) => <input key={field.name} type="hidden" name={field.name} value={field.value} />)}
        <label htmlFor="model-search" className="sr-only">Search models</label>
        <input
          id="model-search"
          type="search"
          name="query"
          defaultValue={view.query}
          maxLength={200}
          placeholder="Search models"
          className="min-h-10 min-w-0 flex-1 rounded-md border bg-background px-3 text-sm"
        />
        <button type="submit" className="min-h-10 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground">Search</button>
      </form>
      <FilterLinks label="Body types" links={view.bodies} />
      <FilterLinks label="Makes" links={view.makes} />
      <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
        {view.total === 1 ? "1 model" : `${view.total} models`}
      </p>
      <div className="mt-4">
        {view.models.length > 0 ? <ModelRange models={view.models} /> : <p className="rounded-lg border bg-muted/50 p-6">No models to show here yet. <Link href="/models" className="font-medium text-primary underline">See the whole range</Link>.</p>}
      </div>
      {view.pages > 1 ? (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4">
          {view.page > 1 ? <Link href={pageHref(view.page - 1)} className="font-medium text-primary hover:underline">Previous</Link> : null}
          <span className="text-sm">Page {view.page} of {view.pages}</span>
          {view.page < view.pages ? <Link href={pageHref(view.page + 1)} className="font-medium text-primary hover:underline">Next</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
