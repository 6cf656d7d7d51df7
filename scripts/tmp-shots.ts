import { launchChromium } from "../e2e/chromium";
const b = await launchChromium();
const p = await b.newPage({ viewport: { width: 1366, height: 1000 } });
await p.goto("http://drive-local.localhost:3000/search/used-cars?make=Toyota", { waitUntil: "networkidle" });
const box = await p.locator('a:has-text("Polestar")').first().boundingBox();
const aside = await p.locator("aside").boundingBox();
const span = await p.locator('a:has-text("Polestar") > span').last().evaluate((e) => { const s = getComputedStyle(e); return [e.textContent, s.color, s.display, (e as HTMLElement).offsetLeft, (e as HTMLElement).offsetWidth]; });
console.log(box, aside, span);
await b.close();
