import { describe, expect, it } from "vitest";
import type { Frame, Page } from "playwright-core";
import { seriousViolations } from "./axe";
import { sharedBrowser, stubPictures } from "./browser-session";
import { signInInBrowser } from "./console-helpers";
import { platformUrl, request } from "./site-http";

const browser = sharedBrowser();
const shots = process.env.E2E_SCREENSHOTS;
const SLUG = "southern-cross-ford";

/** Whether the page's contact block comes before its 'Latest Updates' block (both are the last of the demo's list). */
async function contactFirst(page: Page | Frame): Promise<boolean> {
  return page.evaluate(() => {
    const contact = document.querySelector("section[aria-labelledby=home-contact]");
    const updates = document.querySelector("section[aria-labelledby=home-latest-updates]");
    if (!contact || !updates) throw new Error("the home page lacks its contact or latest updates block");
    return Boolean(contact.compareDocumentPosition(updates) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
}

/** The editor's blocks, in order, as the list shows them. */
const editorOrder = (page: Page) => page.locator("[data-testid=home-blocks] > li").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-block")));

/**
 * The home page's blocks editor (issue 36) in Chromium, by the keyboard only: the owner focuses the Contact block's
 * drag handle, picks it up with Space, moves it up one place with the arrow key and drops it with Space (dnd-kit's
 * keyboard sensor), saves the draft, and the draft preview's home page shows the contact block before 'Latest
 * Updates' while the shopper's does not; Move down puts it back. The draft is discarded at the end, so nothing changes.
 */
describe("the home page's blocks editor", () => {
  it("an owner reorders the blocks with the keyboard and the preview's home page shows the new order, the shopper's the old", async () => {
    const owner = await signInInBrowser(browser(), "owner@southerncross.demo");
    // The preview's two frames each draw the home page with its cars' pictures; the order of its blocks is what this
    // checks, so the pictures are stubbed (a fresh server making each of them on CI's loaded cores holds `goto`,
    // which waits for the frames' load; CI once timed this test out at 120 s).
    await stubPictures(owner);
    await owner.goto(platformUrl("/console/sites"));
    const settingsPath = await owner.getByRole("link", { name: "Settings of Southern Cross Ford" }).getAttribute("href");
    const siteId = Number(/\/console\/sites\/(\d+)\/settings/.exec(settingsPath ?? "")?.[1]);
    expect(siteId).toBeGreaterThan(0);
    try {
      await owner.goto(platformUrl(`/console/sites/${siteId}/home`));
      await owner.getByRole("heading", { level: 1, name: "Home page blocks of Southern Cross Ford" }).waitFor();
      expect(await seriousViolations(owner)).toEqual([]);
      const before = await editorOrder(owner);
      expect(before.slice(-3)).toEqual(["blog", "latestUpdates", "contactBlock"]);

      // Space, ArrowUp, Space on the handle: the contact block one place up.
      await owner.getByRole("button", { name: /^Drag Contact block/ }).focus();
      await owner.keyboard.press("Space");
      await owner.waitForTimeout(200);
      await owner.keyboard.press("ArrowUp");
      await owner.waitForTimeout(300);
      await owner.keyboard.press("Space");
      await owner.waitForTimeout(300);
      expect((await editorOrder(owner)).slice(-3)).toEqual(["blog", "contactBlock", "latestUpdates"]);
      // Move up and Move down by the keyboard too: down once undoes the drag, up once makes it again.
      await owner.getByRole("button", { name: "Move Contact block down" }).focus();
      await owner.keyboard.press("Enter");
      expect((await editorOrder(owner)).slice(-2)).toEqual(["latestUpdates", "contactBlock"]);
      await owner.getByRole("button", { name: "Move Contact block up" }).focus();
      await owner.keyboard.press("Enter");
      expect((await editorOrder(owner)).slice(-2)).toEqual(["contactBlock", "latestUpdates"]);

      await owner.getByRole("button", { name: "Save draft" }).focus();
      await owner.keyboard.press("Enter");
      await owner.getByText("Draft saved. Shoppers see nothing of it until it is published: preview it first.").waitFor();
      if (shots) await owner.screenshot({ path: `${shots}/console-home-blocks-1440.png`, fullPage: true });

      // The preview's frames draw the draft's order; the shopper's home page keeps the live one.
      await owner.goto(platformUrl(`/console/sites/${siteId}/preview`));
      await owner.getByRole("heading", { level: 1, name: "Preview of the draft" }).waitFor();
      for (const width of [390, 1440]) {
        const frame = await (await owner.locator(`iframe[data-preview-width="${width}"]`).elementHandle())?.contentFrame();
        expect(frame).toBeTruthy();
        await frame!.locator("section[aria-labelledby=home-latest-updates]").waitFor();
        expect([width, await contactFirst(frame!)]).toEqual([width, true]);
      }
      const live = (await request(`${SLUG}.localhost`, "/")).body;
      const at = (block: string) => live.indexOf(`aria-labelledby="${block}"`);
      expect(at("home-contact")).toBeGreaterThan(0);
      expect(at("home-latest-updates")).toBeGreaterThan(0);
      expect(at("home-contact")).toBeGreaterThan(at("home-latest-updates"));
    } finally {
      // Leave the site as it was: the draft discarded from the settings editor.
      await owner.goto(platformUrl(`/console/sites/${siteId}/settings`));
      const discard = owner.getByRole("button", { name: "Discard draft" });
      if (await discard.isEnabled()) {
        owner.once("dialog", (dialog) => void dialog.accept());
        await discard.click();
        await owner.waitForTimeout(500);
      }
      await owner.context().close();
    }
  }, 120_000);
});
