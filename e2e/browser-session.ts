import { afterAll, beforeAll } from "vitest";
import type { Browser, Page } from "playwright-core";
import { OPTIMISED_IMAGE_PREFIX } from "../src/lib/responsive-image";
import { launchChromium } from "./chromium";
import { pageSettled, probeSettling } from "./page-settled";

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

const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==", "base64");

/**
 * Serves the cars' pictures from the platform's image optimiser as a 1 × 1 GIF, for a test whose checks do not depend
 * on them (widths, where buttons sit, axe: every picture sits in a box of its own size and keeps its alt text): making
 * hundreds of JPEGs on a fresh server would cost such a test most of its time. Pages name the optimiser's pictures by
 * its short paths (`/img/{width}/…`, `optimisedImageUrl`); Next's own form is stubbed too.
 */
export async function stubPictures(page: Page): Promise<() => number> {
  let stubbed = 0;
  await page.route(
    (url) => url.pathname.startsWith(OPTIMISED_IMAGE_PREFIX) || url.pathname === "/_next/image",
    (route) => {
      stubbed += 1;
      return route.fulfill({ status: 200, contentType: "image/gif", body: PIXEL });
    },
  );
  // How many pictures were stubbed: a test can check that the stub still matches the pages' picture URLs.
  return () => stubbed;
}

/**
 * Go to a page and wait until it has hydrated and settled (its effects run, the data they asked for loaded: see
 * page-settled.ts), as a person's next click would.
 */
export async function open(page: Page, url: string): Promise<void> {
  await probeSettling(page);
  await page.goto(url);
  await pageSettled(page);
}

/**
 * For a check that something does NOT happen after a delay (a hover that must not open a menu, a spin that
 * must stay still): moves the page's clock on by `ms` at once, firing every timer due in that time, then waits
 * until the page has run the work those timers queued (React renders their state changes in a posted-message
 * task, queued before this one). The delay passes exactly, with no sleep. Call `page.clock.install()` before
 * the page loads.
 */
export async function runPageTimers(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** How many pixels the page scrolls sideways (0: nothing is wider than the window). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
