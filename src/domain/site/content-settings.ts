/** The site settings' home page and brand content (settings.ts `content`). */
import { z } from "zod";
import { HOME_BLOCKS } from "./home-blocks";
import { path } from "./settings-fields";

/** Home page and brand content. */
export const contentSettings = z
  .strictObject({
    heroTitle: z.string().default(""),
    heroSubtitle: z.string().default(""),
    /**
     * How many of the site's own in-stock cars the home hero shows beside its headline (newest first, one per model:
     * `siteHeroCars`), each a picture linked to the car. 0: the plain colour hero. A site without such a car shows the
     * plain hero whatever this says.
     */
    heroCars: z.number().int().min(0).max(3).default(3),
    /**
     * The brands page statistics (the dealer-group variant: locations, brands, years). `{ count: "locations" }` and
     * `{ count: "brands" }` are counted from the site's data (`brandStatValues`); a typed `value` is the dealer's statement.
     */
    brandStats: z
      .array(
        z.union([
          z.strictObject({ value: z.string().min(1), label: z.string().min(1) }),
          z.strictObject({ count: z.enum(["locations", "brands"]), label: z.string().min(1) }),
        ]),
      )
      .default([]),
    /**
     * Brand entries of the brands page that go elsewhere than the brand's overview (spec 001 §2): a path of the site,
     * or an https address (`brandEntryLink`). At most one entry a brand.
     */
    brandLinks: z
      .array(
        z.strictObject({
          brand: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "must be a brand's slug"),
          href: z.string().max(500).regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s/]+(\/[^\s]*)?)$/, "must be a path of the site or an https address"),
        }),
      )
      .max(100)
      .refine((links) => new Set(links.map((l) => l.brand)).size === links.length, "names a brand twice")
      .default([]),
    aboutText: z.string().default(""),
    warrantyYears: z.literal([3, 5, 7]).default(3),
    campaignTiles: z
      .array(
        z.strictObject({
          title: z.string().min(1),
          href: path,
          startsAt: z.iso.datetime({ offset: true }),
          endsAt: z.iso.datetime({ offset: true }),
        }),
      )
      .default([]),
    /** The accepted-payment strip in the footer (spec 002 §2: We accept: Mastercard, Visa, Maestro, Google Pay, Apple Pay). */
    acceptedPayments: z.boolean().default(false),
    /**
     * Which blocks the home page shows under the hero, in order (spec 002 §2 custom blocks). An empty list:
     * the template's default order (`defaultHomeBlocks` in src/domain/site/home-blocks.ts).
     */
    homeBlocks: z.array(z.enum(HOME_BLOCKS)).default([]),
    /** The promotions slider's slides (spec 002 §3 Slide; §9: 540 px high at 1920 wide). */
    slides: z
      .array(
        z.strictObject({
          name: z.string().min(1),
          description: z.string().default(""),
          url: path,
          /** No dark overlay over the slide's picture (the picture carries its own text). */
          hideOverlay: z.boolean().default(false),
          imageUrl: path.nullable().default(null),
        }),
      )
      .max(12)
      .default([]),
    /** The three-feature banner: three short selling points. */
    featureBanner: z
      .array(z.strictObject({ title: z.string().min(1), text: z.string().min(1) }))
      .max(3)
      .default([]),
    /** A dismissible banner at the top of the home page (spec 002 §4: dismissible then hidden). */
    notice: z.strictObject({ text: z.string().min(1), href: path.nullable().default(null) }).nullable().default(null),
    /** An expandable banner whose content shows with 'Click to View' (spec 002 §4). */
    expander: z.strictObject({ title: z.string().min(1), text: z.string().min(1) }).nullable().default(null),
    /**
     * The blog cards block (spec 002 §3 "Blog card: href, heading, image, description, date"): newest first, the
     * description cut at 120 characters (`blogExcerpt`). `href` is usually one of the site's plain pages (/blog/...).
     */
    blogPosts: z
      .array(
        z.strictObject({
          heading: z.string().min(1),
          href: path,
          description: z.string().default(""),
          date: z.iso.date(),
          /** A local picture (no remote images); none: a text card. */
          imageUrl: path.nullable().default(null),
        }),
      )
      .max(24)
      .default([]),
    /** The 'Latest Updates' social feed carousel (spec 002 §2 custom blocks): the dealer's posts, newest first. */
    socialPosts: z
      .array(
        z.strictObject({
          network: z.enum(["Facebook", "Instagram"]),
          text: z.string().min(1),
          date: z.iso.date(),
          /** The post on the network, opened as a plain link (nothing of the network is loaded by the page). */
          href: z.url().nullable().default(null),
        }),
      )
      .max(24)
      .default([]),
  })
  .prefault({});
