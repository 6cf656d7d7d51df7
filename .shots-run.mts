import { launchChromium } from "/work/wt-offers/e2e/chromium";
const port = process.env.SHOT_PORT ?? "3231";
const shots: Array<[string, string, string]> = [
  ["coastal-toyota", "/special-offers", "offers-coastal"],
  ["metro-motor-group", "/special-offers", "offers-metro"],
  ["coastal-toyota", "/reviews", "reviews-coastal"],
  ["metro-motor-group", "/reviews", "reviews-metro"],
];
const extra = (process.env.SHOT_EXTRA ?? "").split(",").filter(Boolean);
for (const e of extra) { const [slug, path, name] = e.split("|"); shots.push([slug!, path!, name!]); }
(async () => {
const browser = await launchChromium();
for (const [w, h] of [[390, 844], [1440, 900]] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const [slug, path, name] of shots) {
    const response = await page.goto(`http://${slug}.localhost:${port}${path}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(700);
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    if (name.startsWith("reviews")) await page.locator("section[data-reviews-style]").scrollIntoViewIfNeeded().catch(() => {});
    console.log(name, w, response?.status(), "scrollWidth", sw, "active", await page.locator("[aria-current=true]").getAttribute("aria-label").catch(() => null));
    await page.screenshot({ path: `/tmp/shot-${name}-${w}.png`, fullPage: false });
  }
  await page.close();
}
await browser.close();
})();
