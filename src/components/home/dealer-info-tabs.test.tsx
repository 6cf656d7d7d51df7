import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LocationView } from "@/view-models/locations";
import { ContactBlock } from "./contact-block";
import { DealerInfoTabs } from "./dealer-info-tabs";

const location: LocationView = {
  id: 3,
  name: "Coastal Toyota Maroochydore",
  slug: "maroochydore",
  dealershipName: "Coastal Toyota",
  dealershipSlug: "coastal-toyota",
  locationType: "sales",
  departments: ["sales"],
  typeLabel: "Sales",
  street: "12 Aerodrome Road",
  city: "Maroochydore",
  state: "QLD",
  postcode: "4558",
  phones: [{ label: "Phone", display: "07 5443 0000", href: "tel:+61754430000" }],
  email: "sales@coastal.example.com.au",
  dealerLicenceNumber: null,
  motorVehicleRepairer: null,
  hours: [{ days: "Monday - Friday", hours: { kind: "open", text: "8:30 am - 5:30 pm" } }, { days: "Sunday", hours: { kind: "enquiry", text: "Closed" } }] as LocationView["hours"],
  openNow: { open: true, text: "Open now - closes at 5:30 pm" },
  holidayHours: [],
  detailHref: "/locations/maroochydore",
  viewHref: "/locations/maroochydore",
  enquiryHref: "/contact?location=3#contact-form",
  map: { kind: "drawn", lat: -26.6, lng: 153.1, zoom: 10, label: "Coastal Toyota Maroochydore, 12 Aerodrome Road", addressLine: "12 Aerodrome Road", others: [], tileUrl: null, attribution: null, directionsUrl: "https://www.google.com/maps/dir/?api=1&destination=-26.6,153.1" },
};

describe("DealerInfoTabs", () => {
  it("puts About, Opening Hours and Contact in the server's HTML as tabs, only the first panel shown", () => {
    const markup = renderToStaticMarkup(<DealerInfoTabs name="Coastal Toyota" about="Thirty years on the coast." location={location} />);
    expect(markup).toContain('role="tablist"');
    expect(markup.match(/role="tab"/g)).toHaveLength(3);
    expect(markup).toMatch(/aria-selected="true"[^>]*>About<\/button>/);
    expect(markup).toContain("Thirty years on the coast.");
    // The other panels are in the page for readers without script, hidden until chosen.
    expect(markup).toContain("Monday - Friday");
    expect(markup).toContain('href="tel:+61754430000"');
    expect(markup.match(/role="tabpanel"[^>]*data-state="inactive"/g) ?? markup.match(/data-state="inactive"[^>]*role="tabpanel"/g)).toHaveLength(2);
  });

  it("opens on Opening Hours when the site has no about text", () => {
    const markup = renderToStaticMarkup(<DealerInfoTabs name="Coastal Toyota" about="  " location={location} />);
    expect(markup.match(/role="tab"/g)).toHaveLength(2);
    expect(markup).toMatch(/aria-selected="true"[^>]*>Opening Hours<\/button>/);
  });
});

describe("ContactBlock", () => {
  it("shows the main location's phone, email and address, and links /contact", () => {
    const markup = renderToStaticMarkup(<ContactBlock location={location} contactHref="/contact" />);
    expect(markup).toContain(">07 5443 0000</a>");
    expect(markup).toContain('href="mailto:sales@coastal.example.com.au"');
    expect(markup).toContain("12 Aerodrome Road, Maroochydore QLD 4558");
    expect(markup).toMatch(/href="\/contact"[^>]*>Contact Us<\/a>/);
  });
});
