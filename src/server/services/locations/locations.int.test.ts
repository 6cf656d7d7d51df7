import { describe, expect, it } from "vitest";
import { LOCATION_DETAIL_ROUTES, contactUsSlug } from "@/domain/locations/location-routes";
import { seededDemo } from "@/test/seeded-demo";
import { dealershipDirectory, locationPage, nearestLocationSearch, siteLocationViews } from "./locations";

/** Wednesday 25 November 2026, 10:00 in Brisbane. */
const NOW = new Date("2026-11-25T00:00:00Z");
const { site } = seededDemo({ seed: 31, referenceDate: NOW, vehicles: 60 });

describe("the site's locations as shown", () => {
  it("leaves hidden locations out and lists the rest by name, each linked to the page of the site's route", async () => {
    const views = await siteLocationViews(site("coastal-toyota"), NOW);
    expect(views.map((v) => v.name)).toEqual(["Coastal Toyota Caboolture Service", "Coastal Toyota Maroochydore Sales"]);
    expect(views.map((v) => v.detailHref)).toEqual(["/our-location/coastal-toyota-caboolture-service", "/our-location/coastal-toyota-maroochydore-sales"]);
    // The service location's week, with the site's Closed wording; open at 10:00 on a Wednesday in Brisbane.
    expect(views[0]?.hours.map((l) => `${l.days}: ${l.hours.text}`)).toEqual(["Monday - Friday: 7:30 am - 5:00 pm", "Saturday: 8:00 am - 12:00 pm", "Sunday: By appointment only"]);
    expect(views[0]?.openNow).toEqual({ open: true, text: "Open now - closes at 5:00 pm" });
    expect(views[0]?.holidayHours[0]).toMatchObject({ date: "2026-12-25", dateText: "Friday 25 December 2026", name: "Christmas Day" });
    expect(views[0]?.map).toMatchObject({ kind: "drawn", zoom: 10, tileUrl: null });
  });

  it("reads the clock of each location's state: at 23:15 UTC it is 7:15 in Perth (before any opens) and 9:15 in Brisbane", async () => {
    const instant = new Date("2026-11-24T23:15:00Z");
    const perth = await siteLocationViews(site("ridgeline-moto-truck"), instant);
    expect(perth.length).toBeGreaterThan(0);
    for (const view of perth) expect(view.openNow.text).toMatch(/^Closed now - opens at (7:30|8:00|8:30) am$/);
    for (const view of await siteLocationViews(site("coastal-toyota"), instant)) expect(view.openNow.text).toMatch(/^Open now - closes at \d:\d{2} pm$/);
  });

  it("on a site whose Closed day is an enquiry link, links it to the contact form with the location chosen", async () => {
    const service = (await siteLocationViews(site("bayside-caravans"), NOW)).find((v) => v.locationType === "service");
    if (!service) throw new Error("no service location");
    expect(service.hours.at(-1)).toEqual({ days: "Sunday", hours: { kind: "enquiry", text: "Enquire for an appointment" } });
    expect(service.enquiryHref).toBe(`/contact?location=${service.id}#contact-form`);
  });

  it("follows a custom order, then the rest by name", async () => {
    const metro = site("metro-motor-group");
    const byName = await siteLocationViews(metro, NOW);
    const last = byName.at(-1);
    if (!last) throw new Error("no locations");
    const ordered = await siteLocationViews({ ...metro, settings: { ...metro.settings, locations: { ...metro.settings.locations, customOrder: [last.slug] } } }, NOW);
    expect(ordered.map((v) => v.slug)).toEqual([last.slug, ...byName.slice(0, -1).map((v) => v.slug)]);
  });
});

describe("location pages", () => {
  it("serves only the route the site names", async () => {
    for (const slug of ["coastal-toyota", "southern-cross-ford", "metro-motor-group"]) {
      const s = site(slug);
      const [first] = await siteLocationViews(s, NOW);
      if (!first) throw new Error(`no locations on ${slug}`);
      for (const route of LOCATION_DETAIL_ROUTES) {
        const pathSlug = route === "contact-us" ? contactUsSlug(first.name) : first.slug;
        const page = await locationPage(s, route, pathSlug, NOW);
        expect(page === null, `${slug} /${route}/${pathSlug}`).toBe(route !== s.settings.locations.detailRoute);
      }
    }
  });

  it("contact-us: the place's name without its suffix; manufacturer sites send View Location to /contact", async () => {
    const page = await locationPage(site("southern-cross-ford"), "contact-us", "southern-cross-ford-dandenong", NOW);
    expect(page?.title).toBe("Southern Cross Ford Dandenong Sales");
    expect(page?.block.locations.map((l) => l.viewHref)).toEqual(["/contact"]);
  });

  it("locations: a dealership's slug shows its visible locations under its name", async () => {
    const metro = site("metro-motor-group");
    const [dealer] = (await dealershipDirectory(metro, NOW)).filter((d) => d.locations.length > 1);
    if (!dealer) throw new Error("no dealership with two locations");
    const page = await locationPage(metro, "locations", dealer.slug, NOW);
    expect(page?.title).toBe(dealer.name);
    expect(page?.block.tabs.map((t) => t.label)).toEqual(["Sales", "Service"]);
    expect(await locationPage(metro, "locations", "no-such-dealer", NOW)).toBeNull();
  });
});

describe("the nearest location to a postcode", () => {
  it("is the API's answer, shown as a location; a bad postcode says so", async () => {
    const metro = site("metro-motor-group");
    const views = await siteLocationViews(metro, NOW);
    const found = await nearestLocationSearch(metro, { postcode: "2150" }, views);
    expect(found.result).toMatchObject({ ok: true, place: "2150 NSW" });
    expect(await nearestLocationSearch(metro, { postcode: "12" }, views)).toMatchObject({ result: { ok: false, field: "postcode", message: "Invalid postcode. Please enter a 4-digit number." } });
    expect(await nearestLocationSearch(metro, { postcode: "0000" }, views)).toMatchObject({ result: { ok: false, field: "postcode", message: "Invalid postcode" } });
    expect(await nearestLocationSearch(metro, { postcode: "2150", type: "parts" }, views)).toMatchObject({ result: { ok: false, field: "type", message: "Metro Motor Group has no parts location" } });
    expect(await nearestLocationSearch(metro, {}, views)).toEqual({ postcode: "", type: null, result: null });
  });
});
