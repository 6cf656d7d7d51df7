import Link from "@/components/ui/link";

export interface BrandTileData {
  name: string;
  href: string;
  logoUrl: string | null;
}

/** Brand logo tiles linking to each brand's stock. */
export function BrandTiles({ brands, label }: { brands: BrandTileData[]; label: string }) {
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8" aria-label={label}>
      {brands.map((brand) => (
        <li key={brand.href}>
          <Link href={brand.href} className="flex flex-col items-center gap-2 rounded-lg border bg-card p-3 text-center text-sm shadow-sm hover:shadow-md">
            {brand.logoUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- small generated SVG logo
              <img src={brand.logoUrl} alt="" width={64} height={64} className="size-16" loading="lazy" />
            ) : null}
            <span className="font-medium">{brand.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
