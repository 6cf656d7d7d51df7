import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";

export interface HeroLink {
  label: string;
  href: string;
  count?: number;
}

/** The home page banner: the site's headline and a quick way into its stock. */
export function Hero({ title, subtitle, links }: { title: string; subtitle: string; links: HeroLink[] }) {
  return (
    <section className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-4 max-w-2xl text-lg">{subtitle}</p> : null}
        <div className="mt-8 flex flex-wrap gap-3">
          {links.map((link) => (
            <Button key={link.href} asChild variant="accent" size="lg">
              <Link href={link.href}>
                {link.label}
                {link.count !== undefined ? <span className="ml-1">({link.count.toLocaleString("en-AU")})</span> : null}
              </Link>
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
