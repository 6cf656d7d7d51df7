import { inject, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { sharedBrowser } from "./browser-session";
import { signInInBrowser } from "./console-helpers";
import { platformUrl, request } from "./site-http";

const browser = sharedBrowser();
const shots = process.env.E2E_SCREENSHOTS;
const SLUG = "southern-cross-ford";
const PATH = "/terms-and-conditions";

/** The shopper's page as a shopper's request gets it (through the page cache): its title and its dealer-written body. */
async function shopperPage(): Promise<{ title: string; body: string }> {
  const answer = await request(`${SLUG}.localhost`, PATH);
  expect(answer.status).toBe(200);
  const title = /<h1[^>]*>([^<]*)<\/h1>/.exec(answer.body)?.[1] ?? "";
  const body = /<div data-dealer-html=""[^>]*>([\s\S]*?)<\/div><\/article>/.exec(answer.body)?.[1] ?? "";
  return { title, body };
}

/** Puts the page back as it was written (HTML, no document), through the end-to-end tests' dealer content hook. */
async function restore(original: { title: string; body: string }): Promise<void> {
  const answer = await request("localhost", "/__test-hooks/dealer-content", {
    method: "POST",
    body: JSON.stringify({ site: SLUG, pages: [{ path: PATH, title: original.title, bodyHtml: original.body }] }),
    headers: { "content-type": "application/json", "x-forecourt-test-hooks": inject("testHooksToken") },
  });
  expect(answer.status, answer.body).toBe(201);
}

/**
 * A site's plain pages in the console (issue 36), in a browser against the built platform: a manager opens the site's
 * pages, edits one with the rich-text editor (a new paragraph made bold with the toolbar's button) and saves it as a
 * draft: the site's preview shows it at both widths, the shopper's page does not; the manager publishes from the
 * site's pages, and the shopper's page shows it within a second of the publish; then the page is put back as it was.
 */
describe("the console's plain page editor", () => {
  it("a manager edits a page's text with Tiptap and saves a draft: shoppers see it only once it is published, within a second", async () => {
    const original = await shopperPage();
    expect(original.title).toBe("Terms and Conditions");
    expect(original.body).toContain("<h2>");
    const words = `Edited in the console ${Date.now().toString(36)}`;
    const page = await signInInBrowser(browser(), "manager@southerncross.demo");
    try {
      await page.goto(platformUrl("/console/sites"));
      await page.getByRole("link", { name: "Settings of Southern Cross Ford" }).click();
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.getByRole("navigation", { name: "Southern Cross Ford's editor" }).getByRole("link", { name: "Pages", exact: true }).click();
      await page.getByRole("heading", { level: 1, name: "Pages of Southern Cross Ford" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "Terms and Conditions" }).click();
      await page.getByRole("heading", { level: 1, name: "Edit Terms and Conditions" }).waitFor();

      const body = page.getByRole("textbox", { name: "Page body" });
      await body.waitFor();
      // The seed's HTML read into the editor: its first heading is there to edit.
      expect(await body.locator("h2").count()).toBeGreaterThan(0);
      await body.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.press("Enter");
      await page.keyboard.type(words);
      await page.keyboard.press("Shift+Home");
      const bold = page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Bold" });
      await bold.click();
      expect(await bold.getAttribute("aria-pressed")).toBe("true");
      expect(await body.locator("strong", { hasText: words }).count()).toBe(1);
      // The pressed button's colours change over the buttons' transition (150 ms): axe reads them once settled.
      await page.mouse.move(0, 0);
      await page.waitForTimeout(300);
      expect(await seriousViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/console-page-editor-1440.png`, fullPage: true });

      await page.getByRole("button", { name: "Save page" }).click();
      await page.getByText(/^Saved as a draft\. Shoppers see it once the site is published/).waitFor();
      expect(await page.getByText(/^You are editing the page's draft/).count()).toBe(1);
      // A draft: the shopper's page is as it was, a second after the save and more.
      await page.waitForTimeout(1_500);
      expect(await shopperPage()).toEqual(original);

      // The site's preview of the page shows the draft, at a phone's width and a desktop's.
      await page.getByRole("link", { name: "preview it" }).click();
      await page.getByRole("heading", { level: 1, name: "Preview of the draft" }).waitFor();
      for (const width of [390, 1440]) await page.frameLocator(`iframe[data-preview-width="${width}"]`).locator("strong", { hasText: words }).waitFor({ timeout: 15_000 });
      expect(await shopperPage()).toEqual(original);

      // Published from the site's pages: the shopper's page shows it within a second.
      await page.goto(platformUrl(page.url().replace(/^https?:\/\/[^/]+/, "").replace(/\/preview\?.*$/, "/pages")));
      await page.getByRole("heading", { level: 1, name: "Pages of Southern Cross Ford" }).waitFor();
      expect(await page.getByRole("row", { name: /Terms and Conditions/ }).getByText("Changed, not yet published").count()).toBe(1);
      await page.getByRole("button", { name: "Publish the draft" }).click();
      await page.getByText(/^Published as revision \d+: shoppers see it now\./).waitFor();
      const savedAt = Date.now();
      let shown = await shopperPage();
      while (!shown.body.includes(`<strong>${words}</strong>`) && Date.now() - savedAt < 5_000) shown = await shopperPage();
      const after = Date.now() - savedAt;
      expect(shown.body).toContain(`<p><strong>${words}</strong></p>`);
      // The rest of the page is still there, read from the HTML it was written with.
      expect(shown.body).toContain("<h2>");
      expect(after).toBeLessThan(1_000);
    } finally {
      await page.context().close();
      await restore(original);
    }
    const restored = await shopperPage();
    expect(restored.body).not.toContain(words);
    expect(restored.title).toBe(original.title);
  }, 90_000);
});
