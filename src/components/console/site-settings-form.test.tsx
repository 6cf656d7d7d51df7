import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { siteSettingsSchema } from "@/domain/site/settings";
import { settingKeys } from "@/domain/site/settings-editor";
import { SiteSettingsForm } from "./site-settings-form";
import { SiteRevisionsList } from "./site-revisions-list";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));

const theme = { primary: "#1d4ed8", primaryForeground: "#ffffff", accent: "#facc15", accentForeground: "#ffffff", header: "#0b1f2a", headerForeground: "#ffffff", logoUrl: null, radius: 0.5 };
const props = { siteId: 4, settings: siteSettingsSchema.parse({ content: { heroTitle: "Welcome" } }), theme, draftVersion: 0, revision: 0, draft: null, pending: [] };

describe("the site settings form, as the server renders it", () => {
  it("labels every setting, groups them by the schema's sections, and shows each colour pair's contrast", () => {
    const html = renderToStaticMarkup(<SiteSettingsForm {...props} role="owner" />);
    // One control per setting (and per theme field), each with a label.
    expect((html.match(/<label/g) ?? []).length).toBeGreaterThanOrEqual(settingKeys().length + 8);
    expect(html).toContain("Hero title");
    expect(html).toContain("Home page");
    // White on the accent yellow is far below AA; white on the dark header passes.
    expect(html).toMatch(/Text on accent on Accent colour: 1\.\d\d:1, <strong[^>]*>below WCAG AA/);
    expect(html).toMatch(/Header text on Header colour: \d+\.\d\d:1, passes WCAG AA/);
    expect(html).toContain("No draft: the form shows the live settings.");
    // An owner may change every setting: no control is read-only (only Publish and Discard wait for a draft).
    expect(html).not.toMatch(/<(input|select|textarea)[^>]*disabled=""/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Publish<\/button>/);
  });

  it("offers Publish when only the site's pages have a draft, and says so", () => {
    const html = renderToStaticMarkup(<SiteSettingsForm {...props} role="manager" pageDrafts={2} />);
    expect(html).toContain("2 pages have a draft too (see Pages)");
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>Publish<\/button>/);
    expect(html).toMatch(/<button[^>]*>Publish<\/button>/);
  });

  it("shows a manager the owners' settings read-only, and their content editable", () => {
    const html = renderToStaticMarkup(<SiteSettingsForm {...props} role="manager" />);
    expect(html).toMatch(/<input[^>]*disabled=""[^>]*name="theme__primary"|<input[^>]*name="theme__primary"[^>]*disabled=""/);
    expect(html).not.toMatch(/<input[^>]*disabled=""[^>]*name="content__heroTitle"|<input[^>]*name="content__heroTitle"[^>]*disabled=""/);
    expect(html).toContain("Only an owner may change this.");
  });

  it("lists revisions with who, when and what changed, and Roll back on every one but the live one", () => {
    const html = renderToStaticMarkup(
      <SiteRevisionsList
        siteId={4}
        current={2}
        revisions={[
          {
            number: 2,
            authorName: "Olivia Owens",
            createdAt: "2026-03-02T10:32:00Z",
            rolledBackFrom: null,
            changes: [
              { key: "content.heroTitle", label: "Hero title", before: "–", after: "Spring" },
              { key: "Page 'About us'", label: "Page 'About us'", before: "", after: "body changed" },
            ],
          },
          { number: 1, authorName: null, createdAt: "2026-03-01T10:00:00Z", rolledBackFrom: null, changes: [] },
        ]}
      />,
    );
    expect(html).toContain("Olivia Owens");
    expect(html).toContain("Hero title</span>: – → Spring");
    // A page the revision changed is named, with what changed about it.
    expect(html).toContain("Page &#x27;About us&#x27;</span>: body changed");
    expect(html).toContain("before the first publish");
    expect((html.match(/Roll back to revision/g) ?? []).length).toBe(1);
    expect(html).toContain('aria-label="Roll back to revision 1"');
  });
});
