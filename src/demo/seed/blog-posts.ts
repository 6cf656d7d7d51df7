/**
 * The demo's blog posts (spec 002 §3 blog card): each a card in the site's `content.blogPosts` and a plain page at
 * its /blog/... address, its body dealer-written HTML (rendered only through the sanitiser).
 */
import { generatedImageUrl } from "@/demo/art/generated-media";

export interface DemoBlogPost {
  path: string;
  heading: string;
  date: string;
  description: string;
  imageUrl: string | null;
  bodyHtml: string;
}

const picture = (body: "SUV" | "Ute" | "Van" | "Coupe", colour: string, seed: number) =>
  generatedImageUrl({ body, colour, seed, shot: { kind: "photo", index: 0 }, size: "large" });

const POSTS: Record<string, DemoBlogPost[]> = {
  "coastal-toyota": [
    {
      path: "/blog/rav4-hybrid-first-drive",
      heading: "RAV4 Hybrid: a week on the Sunshine Coast",
      date: "2026-11-12",
      description: "We took the new RAV4 Hybrid from Maroochydore to the hinterland and back for a week of school runs, beach trips and a weekend away: here is what we found about its fuel use, comfort and room.",
      imageUrl: picture("SUV", "#EB0A1E", 4201),
      bodyHtml: `<p>For a week the new RAV4 Hybrid was our family car: school runs in Buderim, a beach trip to Mooloolaba and a weekend in Maleny.</p>
<h2>Fuel</h2><p>Around town it ran on electricity far more than we expected, and the week averaged under five litres per hundred kilometres.</p>
<h2>Room</h2><p>Two child seats, a pram and the weekly shop fitted with space to spare. <a href="/search/new-cars">See the RAV4s in stock</a>.</p>`,
    },
    {
      path: "/blog/hilux-towing-guide",
      heading: "Towing with a HiLux: what the numbers mean",
      date: "2026-10-28",
      description: "Braked towing capacity, tow ball download and gross combination mass explained in plain words, so you can tow your caravan or boat safely and legally.",
      imageUrl: picture("Ute", "#EB0A1E", 4202),
      bodyHtml: `<p>A HiLux is rated to tow up to 3,500 kg braked, but the number that matters is what your loaded ute and trailer weigh together.</p>
<ul><li><strong>Braked towing capacity</strong>: the heaviest trailer with its own brakes.</li><li><strong>Tow ball download</strong>: about 10 per cent of the trailer's weight.</li><li><strong>Gross combination mass</strong>: ute, load, passengers and trailer together.</li></ul>
<p>Our service team can fit a genuine tow bar and brake controller: <a href="/service">book a time</a>.</p>`,
    },
    {
      path: "/blog/capped-price-servicing",
      heading: "Capped-price servicing, explained",
      date: "2026-09-30",
      description: "What Toyota Service Advantage covers, and why a stamped log book keeps your new car's warranty intact.",
      imageUrl: null,
      bodyHtml: `<p>Toyota Service Advantage caps the price of your car's scheduled services for the first five years or 75,000 km, whichever comes first.</p><p>Services are every 12 months or 15,000 km. <a href="/service">Book your next service</a>.</p>`,
    },
  ],
  "southern-cross-ford": [
    {
      path: "/blog/ranger-raptor-vs-wildtrak",
      heading: "Ranger Raptor or Wildtrak? Choosing your Ranger",
      date: "2026-11-18",
      description: "Both are the top of the Ranger range, but they are built for different jobs. We compare engines, suspension, towing and price to help you choose.",
      imageUrl: picture("Ute", "#003478", 5201),
      bodyHtml: `<p>The Wildtrak is the Ranger for towing and touring; the Raptor is built for speed off the road.</p>
<h2>Towing</h2><p>The Wildtrak tows 3,500 kg braked; the Raptor 2,500 kg.</p>
<h2>Suspension</h2><p>The Raptor's long-travel suspension and FOX shocks soak up corrugations at speed. <a href="/models/ranger">Explore the Ranger range</a>.</p>`,
    },
    {
      path: "/blog/everest-family-road-trip",
      heading: "Melbourne to the Grampians in an Everest",
      date: "2026-10-20",
      description: "Seven seats, a full boot and three days of gravel roads: our family road trip in a Ford Everest Platinum.",
      imageUrl: picture("SUV", "#003478", 5202),
      bodyHtml: `<p>Three days, five people and a boot full of camping gear: the Everest Platinum took all of it in its stride.</p><p><a href="/search/demo-cars">See our demo Everests</a>.</p>`,
    },
  ],
};

/** The site's demo blog posts (none for most sites). */
export function demoBlogPosts(slug: string): DemoBlogPost[] {
  return POSTS[slug] ?? [];
}

/** The posts as the site's `content.blogPosts` cards. */
export function demoBlogCards(slug: string) {
  return demoBlogPosts(slug).map((post) => ({ heading: post.heading, href: post.path, description: post.description, date: post.date, imageUrl: post.imageUrl }));
}
