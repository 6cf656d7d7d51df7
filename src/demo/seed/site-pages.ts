/**
 * The demo sites' plain pages (about us, terms and conditions, privacy policy, finance and insurance, and for
 * franchised dealers warranty and roadside assist): dealer-written HTML as a dealer would paste it in, rendered by
 * the platform only through its sanitiser.
 */
import { demoBlogPosts } from "./blog-posts";
import { allMakes } from "./catalogue";
import type { DemoSiteDefinition } from "./demo-sites";

export interface DemoSitePage {
  path: string;
  title: string;
  bodyHtml: string;
}

const STATE_NAMES: Record<string, string> = {
  QLD: "Queensland", NSW: "New South Wales", VIC: "Victoria", SA: "South Australia", WA: "Western Australia",
  TAS: "Tasmania", ACT: "the Australian Capital Territory", NT: "the Northern Territory",
};

const listOf = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);

export function demoSitePages(def: DemoSiteDefinition): DemoSitePage[] {
  const name = def.name;
  const email = def.settings.contact?.email ?? `privacy@${def.slug}.example.com.au`;
  const states = listOf(def.states.map((s) => STATE_NAMES[s] ?? s));
  const make = def.manufacturerSlug ? (allMakes.find((m) => m.slug === def.manufacturerSlug)?.name ?? null) : null;
  const warrantyYears = def.settings.content?.warrantyYears ?? 3;
  const dealerships = def.dealerships.length;

  const pages: DemoSitePage[] = [
    {
      path: "/about-us",
      title: "About Us",
      bodyHtml: `<h2>Who we are</h2>
<p>${name} is an Australian-owned ${make ? `${make} dealership` : "motor dealer"} serving ${states}${dealerships > 1 ? ` from ${dealerships} dealerships` : ""}. We sell new, demo and used vehicles, arrange finance and insurance, and look after what we sell in our own workshops.</p>
<h2>What we promise</h2>
<ul>
<li>Clear, drive-away pricing on every vehicle we advertise.</li>
<li>No pressure: take your time, ask questions and book a test drive when it suits you.</li>
<li>Every used vehicle inspected and sold with a clear title (a PPSR check is included).</li>
<li>A team that is still here after the sale, for servicing, parts and advice.</li>
</ul>
<h2>Visit us</h2>
<p>Our locations, opening hours and phone numbers are on the <a href="/contact">contact page</a>. We are also hiring: see <a href="/careers">careers</a>.</p>`,
    },
    {
      path: "/terms-and-conditions",
      title: "Terms and Conditions",
      bodyHtml: `<p>These terms apply to your use of the ${name} website. By using the website you agree to them.</p>
<h2>Vehicle information and prices</h2>
<p>We take care to describe our vehicles accurately, but details, features, photographs and prices may change or contain errors. Prices are in Australian dollars and include GST. Unless a price is marked as drive away, it excludes government charges such as registration, stamp duty and CTP insurance, and dealer delivery. Please confirm price, availability and specifications with us before you buy.</p>
<h2>Finance and repayment examples</h2>
<p>Repayment figures are estimates only and are not an offer of finance. Finance is subject to the lender's credit assessment, terms, conditions, fees and charges. Comparison rates are based on the examples stated and may not include all fees and charges.</p>
<h2>Online reservations</h2>
<p>A reservation deposit holds a vehicle for the period shown at checkout. It is fully refundable if you decide not to proceed before the hold ends, and is credited to the purchase price if you buy the vehicle.</p>
<h2>Your consumer rights</h2>
<p>Nothing in these terms excludes, restricts or modifies any right or remedy you have under the Australian Consumer Law or other laws that cannot be excluded.</p>
<h2>Use of the website</h2>
<p>You must not misuse the website, interfere with its operation or copy its content for commercial use without our written permission. Links to other websites are provided for convenience; we are not responsible for their content.</p>
<h2>Contact</h2>
<p>Questions about these terms can be sent to <a href="mailto:${email}">${email}</a>. These terms are governed by the laws of ${STATE_NAMES[def.states[0] ?? "QLD"] ?? "Queensland"}.</p>`,
    },
    {
      path: "/privacy-policy",
      title: "Privacy Policy",
      bodyHtml: `<p>${name} respects your privacy. This policy explains how we handle personal information in line with the <em>Privacy Act 1988</em> (Cth) and the Australian Privacy Principles (APPs).</p>
<h2>What we collect</h2>
<p>When you enquire, book a test drive or service, apply for finance or reserve a vehicle, we collect the details you give us: your name, phone number, email address, postcode and the vehicle you are interested in, and for finance applications the information the lender needs. We also collect how you use our website (pages visited, vehicles viewed) to improve it.</p>
<h2>How we use it</h2>
<ul>
<li>To answer your enquiry and provide the vehicle, finance, service or parts you ask for (APP 6).</li>
<li>To pass your details to a lender or insurer you ask us to deal with, and to the manufacturer for warranty and recall purposes.</li>
<li>To send you information about offers, only if you agreed; you can opt out at any time (APP 7).</li>
</ul>
<h2>Storage and security</h2>
<p>We store personal information in Australia on secure systems and take reasonable steps to protect it from misuse, interference, loss and unauthorised access (APP 11). We keep it only as long as we need it.</p>
<h2>Access and correction</h2>
<p>You may ask for the personal information we hold about you and ask us to correct it (APPs 12 and 13). We will answer within 30 days.</p>
<h2>Complaints</h2>
<p>Contact our privacy officer at <a href="mailto:${email}">${email}</a>. If you are not satisfied with our response, you may complain to the Office of the Australian Information Commissioner at <a href="https://www.oaic.gov.au">www.oaic.gov.au</a>.</p>`,
    },
    {
      path: "/finance-and-insurance",
      title: "Finance and Insurance",
      bodyHtml: `<p>Our finance team arranges car loans, chattel mortgages for ABN holders and novated leases with a panel of Australian lenders, and can usually give you an answer the same day.</p>
<h2>Finance</h2>
<ul>
<li>Secured loans over one to seven years, with or without a balloon payment.</li>
<li>Pre-approval before you choose your vehicle, so you know your budget.</li>
<li>Business finance for sole traders, companies and fleets.</li>
</ul>
<p>Start with the <a href="${def.settings.finance?.pagePath ?? "/finance"}">finance calculator and application</a>.</p>
<h2>Insurance</h2>
<p>We can arrange comprehensive motor insurance, gap cover and loan protection from the day you drive away. Cover is issued by the insurer and is subject to its product disclosure statement; read it before you decide.</p>
<p><strong>Finance is subject to the lender's approval. Fees, terms and conditions apply.</strong></p>`,
    },
  ];

  // Introductions of the pages that carry a form (their routes show the form under them).
  pages.push(
    {
      path: "/careers",
      title: "Careers",
      bodyHtml: `<p>${name} is always looking for people who like cars and like people: sales consultants, qualified technicians and apprentices, parts interpreters and customer service staff.</p>
<p>We offer ongoing manufacturer training, a five-day roster where the role allows, and a team that has stayed together for years. Tell us about yourself below, even if no role is advertised.</p>`,
    },
    {
      path: "/fleet",
      title: "Fleet",
      bodyHtml: `<p>From one work ute to a national fleet, our fleet team handles pricing, finance, fit-outs, delivery and servicing for businesses, government and not-for-profits.</p>
<ul><li>Fleet pricing and volume discounts</li><li>Chattel mortgage, finance lease and novated lease options</li><li>Priority servicing and loan vehicles</li></ul>`,
    },
  );
  if (def.settings.navigation?.items?.some((item) => item.href === "/service" || item.children?.some((child) => child.href.startsWith("/service")))) {
    pages.push(
      {
        path: "/service",
        title: "Book a Service",
        bodyHtml: `<p>Our ${make ? `${make}-trained ` : ""}technicians service every make and model using genuine or equivalent parts, and keep your log book stamped so your warranty stays intact.</p>
<p>Tell us about your vehicle and when suits you, and we will confirm a time. Courtesy shuttles and loan cars are available on request.</p>`,
      },
      {
        path: "/vehicle-parts-and-accessories",
        title: "Genuine Parts and Accessories",
        bodyHtml: `<p>Our parts interpreters source ${make ? `genuine ${make}` : "genuine and quality aftermarket"} parts and accessories, usually by the next business day: tow bars, roof racks, floor mats, bull bars and everything in between, fitted by our workshop if you like.</p>`,
      },
    );
  }

  if (make) {
    pages.push(
      {
        path: "/warranty",
        title: "Warranty",
        bodyHtml: `<p>Every new ${make} sold by ${name} comes with the manufacturer's ${warrantyYears}-year, unlimited-kilometre new vehicle warranty, honoured by any authorised ${make} dealer in Australia.</p>
<h2>What is covered</h2>
<p>Repairs of defects in materials or workmanship, parts and labour, for ${warrantyYears} years from the date of first registration. Servicing at the scheduled intervals (at ${name} or any qualified repairer using genuine or equivalent parts) keeps the warranty in force.</p>
<h2>Used vehicles</h2>
<p>Used vehicles carry any balance of the manufacturer's warranty, and a statutory warranty where the law of ${STATE_NAMES[def.states[0] ?? "QLD"] ?? "your state"} gives one. Ask about extended warranty on any used vehicle.</p>
<h2>Your consumer guarantees</h2>
<p>The warranty is in addition to the consumer guarantees of the Australian Consumer Law, which cannot be excluded.</p>`,
      },
      {
        path: "/roadside-assist",
        title: "Roadside Assist",
        bodyHtml: `<p>New ${make} vehicles sold by ${name} include complimentary roadside assistance, available 24 hours a day, 7 days a week, anywhere in Australia.</p>
<h2>What it covers</h2>
<ul>
<li>Flat battery jump-starts and flat tyre changes.</li>
<li>Emergency fuel when you run out.</li>
<li>Lost or locked-in keys.</li>
<li>Towing to the nearest authorised ${make} dealer when your vehicle cannot be fixed on the spot.</li>
</ul>
<h2>Keep it going</h2>
<p>Roadside assistance is renewed for another twelve months each time your vehicle is serviced at ${name}. <a href="/service">Book a service</a>.</p>`,
      },
    );
  }
  for (const post of demoBlogPosts(def.slug)) pages.push({ path: post.path, title: post.heading, bodyHtml: post.bodyHtml });
  return pages;
}
