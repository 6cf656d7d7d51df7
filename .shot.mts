import { launchChromium } from "./e2e/chromium.ts";
const shots = JSON.parse(process.argv[2] ?? "[]") as Array<[string, string, number, number, string?]>;
async function main() {
const browser = await launchChromium();
for (const [name, url, w, h, action] of shots) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  if (action === "holiday") { await page.getByRole("button", { name: "View Holiday Hours" }).first().click(); await page.getByRole("dialog").waitFor(); await page.waitForTimeout(600); }
  if (action?.startsWith("scroll:")) { await page.locator(action.slice(7)).first().scrollIntoViewIfNeeded(); await page.evaluate(() => window.scrollBy(0, -80)); }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.screenshot({ path: `/tmp/wt-loc-${name}.png`, fullPage: action === "full" });
  console.log(name, "overflow", overflow);
  await page.close();
}
await browser.close();
}
void main();
