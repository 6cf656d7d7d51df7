import Link from "@/components/ui/link";

/** A titled home-page section with an optional "see all" link. */
export function Section({ id, title, href, linkLabel, children }: { id: string; title: string; href?: string; linkLabel?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold tracking-tight">{title}</h2>
        {href ? (
          <Link href={href} className="text-sm font-medium text-primary hover:underline">
            {linkLabel ?? "See all"}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
