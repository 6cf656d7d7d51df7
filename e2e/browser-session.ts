import { afterAll, beforeAll } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "./chromium";

/** One Chromium for a test file: launched before its tests, closed after. Call at the file's top level. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("Chromium is not running: call sharedBrowser() at the top of the test file");
    return browser;
  };
}

/** Go to a page and wait until it has hydrated (scripts and data loaded), as a person's next click would. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}
