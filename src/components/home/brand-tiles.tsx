import Link from "@/components/ui/link";

export interface BrandTileData {
  name: string;
  href: string;
  logoUrl: string | null;
  /** An address outside the site (a brand's own site): opened in a new tab, which the link says. */
  external?: boolean;
}

const TILE = "flex flex-col items-center gap-2 rounded-lg border bg-card p-3 text-center text-sm shadow-sm hover:shadow-md";

/** Brand logo tiles linking to each brand's stock (or overview, or where the site sends the brand). */
export function BrandTiles({ brands, label }: { brands: BrandTileData[]; label: string }) {
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8" aria-label={label}>
      {brands.map((brand) => {
        const tile = (
          <>
            {brand.logoUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- small generated SVG logo
              <img src={brand.logoUrl} alt="" width={64} height={64} className="size-16" loading="lazy" />
            ) : null}
            <span className="font-medium">{brand.name}</span>
            {brand.external ? <span className="sr-only"> (opens the brand&apos;s own site in a new tab)</span> : null}
          </>
        );
        return (
          <li key={brand.href}>
            {brand.external ? (
              <a href={brand.href} target="_blank" rel="noopener noreferrer" className={TILE}>
                {tile}
              </a>
            ) : (
              <Link href={brand.href} className={TILE}>
                {tile}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
