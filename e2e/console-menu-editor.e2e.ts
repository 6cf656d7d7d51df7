import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { sharedBrowser } from "./browser-session";
import { asStaff, signInInBrowser, staffCookie } from "./console-helpers";
import { platformUrl, request } from "./site-http";

const browser = sharedBrowser();
const shots = process.env.E2E_SCREENSHOTS;
const stamp = Date.now().toString(36).slice(-4);

/** The shopper's home page of Coastal Toyota, until `test` passes on its header (a publish reaches it within a second). */
async function shopperHeaderUntil(test: (header: string) => boolean): Promise<string> {
  const started = Date.now();
  for (;;) {
    const body = (await request("coastal-toyota.localhost", "/")).body;
    const header = /<header[\s\S]*?<\/header>/.exec(body)?.[0] ?? "";
    if (test(header) || Date.now() - started > 5_000) return header;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("the menu editor (issue 36)", () => {
  it("an owner renames a header item and adds one linking to a search with the keyboard, publishes, and the shopper's header shows both; then rolls back", async () => {
    const renamed = `Demo Toyotas ${stamp}`;
    const added = `Hybrids ${stamp}`;
    const page = await signInInBrowser(browser(), "owner@coastal.demo");
    await page.goto(platformUrl("/console/sites"));
    await page.getByRole("link", { name: "Menus and logo of Coastal Toyota" }).click();
    await page.getByRole("heading", { level: 1, name: "Menus and logo of Coastal Toyota" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/console-menu-editor-1440.png`, fullPage: true });

    const header = page.getByRole("region", { name: "Header menu" });
    // Rename the third item by the keyboard: its label field, everything selected, typed over.
    const label = header.getByRole("textbox", { name: /^Label/ }).nth(2);
    expect(await label.inputValue()).toBe("Demo Cars");
    await label.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(renamed);

    // Add an item: the button by the keyboard; the new item's label takes the focus.
    await page.getByRole("button", { name: "Add a header item" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.type(added);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(added);
    const item = header.getByRole("listitem").filter({ has: page.getByRole("group", { name: `Move or remove ${added}` }) }).first();
    await item.getByRole("combobox", { name: "Links to" }).selectOption("search");
    // A path field offers the site's pages or searches (a datalist), so it is a combobox.
    const path = item.getByRole("combobox", { name: /^Search path/ });
    await path.fill("/search/new-and-demo-cars");

    // Up by the keyboard, twice: the focus stays on the moved item's button.
    const up = page.getByRole("button", { name: `Move ${added} up` });
    await up.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Move ${added} up`);
    const labels = await header.getByRole("textbox", { name: /^Label/ }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(labels.slice(4, 7)).toEqual(["Finance", added, "Service"]);

    // Dragged by the keyboard: its handle, Space, one place down (past Service and its two links), Space (dnd-kit's
    // keyboard sensor); then by the mouse (its pointer sensor), its middle onto Finance's: it takes Finance's place.
    const readLabels = () => header.getByRole("textbox", { name: /^Label/ }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    // Each key waits for what dnd-kit's live region says it did (picked up; over the next place) before the next.
    const said = (text: string) => page.locator("[id^=DndLiveRegion]").getByText(text).waitFor({ state: "attached" });
    await page.getByRole("button", { name: `Drag ${added}` }).focus();
    await page.keyboard.press("Space");
    await said(`${added} is over place 6 of 8.`);
    await page.keyboard.press("ArrowDown");
    await said(`${added} is over place 7 of 8.`);
    await page.keyboard.press("Space");
    await page.getByText(`Moved ${added} to place 7.`).waitFor();
    expect((await readLabels()).slice(4)).toEqual(["Finance", "Service", "Book a Service", "Parts and Accessories", added, "Contact"]);
    const itemOf = (name: string) => header.locator("li[data-menu-node]").filter({ has: page.getByRole("button", { name: `Drag ${name}`, exact: true }) });
    // Both the dragged item and Finance on the screen at once (a person drags what they see): a tall window, with both
    // out of its top and bottom fifths, where dnd-kit scrolls the page by the clock while the pointer is there (a drag
    // that ends there lands wherever a loaded machine's timers have scrolled it to). Finance's middle at 30% of it.
    const TALL = 2400;
    await page.setViewportSize({ width: 1440, height: TALL });
    await itemOf("Finance").evaluate((el, at) => {
      const box = el.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - at);
    }, TALL * 0.3);
    const handle = (await page.getByRole("button", { name: `Drag ${added}` }).boundingBox())!;
    const from = (await itemOf(added).boundingBox())!;
    const onto = (await itemOf("Finance").boundingBox())!;
    const dy = onto.y + onto.height / 2 - (from.y + from.height / 2);
    for (const box of [from, onto]) expect(box.y + box.height / 2).toBeGreaterThan(TALL * 0.2);
    expect(from.y + from.height / 2).toBeLessThan(TALL * 0.8);
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 - 8, { steps: 2 });
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 + dy, { steps: 12 });
    await said(`${added} is over place 5 of 8.`);
    await page.mouse.up();
    await page.getByText(`Moved ${added} to place 5.`).waitFor();
    expect((await readLabels()).slice(4)).toEqual([added, "Finance", "Service", "Book a Service", "Parts and Accessories", "Contact"]);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("Draft saved; every link goes to a page of the site.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Publish" }).click();
    const published = page.getByText(/Published as revision (\d+): shoppers see it now\./);
    await published.waitFor();
    const revision = Number(/revision (\d+)/.exec((await published.textContent()) ?? "")?.[1]);
    expect(revision).toBeGreaterThan(1);

    const shopper = await shopperHeaderUntil((h) => h.includes(added));
    expect(shopper).toContain(`>${added}<`);
    expect(shopper).toContain('href="/search/new-and-demo-cars"');
    expect(shopper).toContain(`>${renamed}<`);
    expect(shopper).not.toContain(">Demo Cars<");

    // The phone width: nothing wider than the screen, axe clean.
    const phone = await signInInBrowser(browser(), "owner@coastal.demo", { width: 390, height: 844 });
    await phone.goto(page.url());
    await phone.getByRole("heading", { level: 1 }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(phone)).toEqual([]);
    if (shots) await phone.screenshot({ path: `${shots}/console-menu-editor-390.png`, fullPage: true });
    await phone.context().close();
    await page.context().close();

    // Rolled back: the menus as they were, on the shopper's header too.
    const cookie = await staffCookie("owner@coastal.demo");
    const sites = (await asStaff(cookie, "/console/sites")).body;
    const siteId = /href="\/console\/sites\/(\d+)\/menus"/.exec(sites)?.[1];
    const back = await asStaff(cookie, `/console/api/sites/${siteId}/rollback`, { method: "POST", body: { revision, toRevision: revision - 1 } });
    expect(back.status).toBe(200);
    const restored = await shopperHeaderUntil((h) => !h.includes(added));
    expect(restored).not.toContain(added);
    expect(restored).toContain(">Demo Cars<");
  });
});
