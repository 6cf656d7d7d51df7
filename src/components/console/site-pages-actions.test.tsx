import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { SitePageCreateForm, SitePublishBar } from "./site-pages-actions";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));

describe("the site's Publish (pages list, offers page) and new page form, as the server renders them", () => {
  it("offers Publish and Discard only while something waits to be published, saying what", () => {
    const waiting = renderToStaticMarkup(<SitePublishBar siteId={4} revision={3} draftVersion={0} settingsDraft={false} pageDrafts={2} />);
    expect(waiting).toContain("2 pages have a draft. Shoppers see none of it until it is published.");
    expect(waiting).not.toMatch(/<button[^>]*disabled=""[^>]*>Publish the draft/);
    const both = renderToStaticMarkup(<SitePublishBar siteId={4} revision={3} draftVersion={2} settingsDraft pageDrafts={1} />);
    expect(both).toContain("1 page has a draft and the site&#x27;s settings have one.");
    const promos = renderToStaticMarkup(<SitePublishBar siteId={4} revision={3} draftVersion={2} settingsDraft pageDrafts={1} promoDrafts={2} />);
    expect(promos).toContain("1 page has a draft, 2 promos have a draft and the site&#x27;s settings have one.");
    const promoOnly = renderToStaticMarkup(<SitePublishBar siteId={4} revision={3} draftVersion={0} settingsDraft={false} pageDrafts={0} promoDrafts={1} />);
    expect(promoOnly).toContain("1 promo has a draft. Shoppers see none of it until it is published.");
    expect(promoOnly).not.toMatch(/<button[^>]*disabled=""[^>]*>Publish the draft/);
    const none = renderToStaticMarkup(<SitePublishBar siteId={4} revision={3} draftVersion={0} settingsDraft={false} pageDrafts={0} />);
    expect(none).toContain("Nothing is waiting to be published");
    expect(none).toMatch(/<button[^>]*disabled=""[^>]*>Publish the draft/);
    expect(none).toMatch(/<button[^>]*disabled=""[^>]*>Discard the draft/);
  });

  it("labels the new page's title and address, with how an address is written", () => {
    const html = renderToStaticMarkup(<SitePageCreateForm siteId={4} />);
    expect(html).toMatch(/<label[^>]*>Title of the new page<\/label>/);
    expect(html).toMatch(/<label[^>]*>Address of the new page<\/label>/);
    expect(html).toContain("lower-case letters, digits and hyphens");
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Add the page as a draft/);
  });
});
