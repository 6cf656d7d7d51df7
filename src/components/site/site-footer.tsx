import { AcceptedPayments } from "@/components/home/content-blocks";
import type { FooterGroup } from "@/domain/site/settings";
import { formatAustralianPhone, telHref } from "@/domain/contact/phone-format";
import type { LocationSummary, SocialLink } from "@/view-models/site-shell";


/**
 * Footer: link groups from settings, the site's locations with phones, legal line. Its links are plain links in a
 * `data-soft` block (followed inside the page by the layout's SoftLinks), not a client component each: every page draws them.
 */
export function SiteFooter({ siteName, groups, locations, acceptedPayments = false, social = [] }: { siteName: string; groups: FooterGroup[]; locations: LocationSummary[]; acceptedPayments?: boolean; social?: SocialLink[] }) {
  return (
    <footer className="mt-16 border-t bg-muted/60 render-when-near print:hidden">
      <div data-soft className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold">{group.title}</h2>
            <ul className="footer-links mt-3 grid gap-2 text-sm text-muted-foreground">
              {/* Keyed by place: the list is the site's settings, never reordered in the page (a key of its text would travel again in the payload). */}
              {group.links.map((link, index) => (
                <li key={index}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {locations.length > 0 ? (
          <section aria-labelledby="footer-locations">
            <h2 id="footer-locations" className="text-sm font-semibold">Locations</h2>
            <ul className="mt-3 grid gap-3 text-sm text-muted-foreground">
              {locations.slice(0, 4).map((location) => (
                <li key={location.id}>
                  <a href={location.href} className="footer-place">{location.name}</a>
                  <span className="block">{location.street}, {location.city} {location.state} {location.postcode}</span>
                  {location.phone ? (
                    <a href={telHref(location.phone)} className="hover:underline">{formatAustralianPhone(location.phone)}</a>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {acceptedPayments || social.length > 0 ? (
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 pb-6">
          {acceptedPayments ? <AcceptedPayments /> : null}
          {social.length > 0 ? (
            <nav aria-label="Follow us">
              <ul className="flex flex-wrap gap-4 text-sm">
                {social.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} rel="noopener noreferrer" target="_blank" className="font-medium text-primary hover:underline">
                      {link.label}<span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      ) : null}
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground">
          © {new Date().getFullYear()} {siteName}. Prices in AUD. Images are for illustration.
        </p>
      </div>
    </footer>
  );
}
