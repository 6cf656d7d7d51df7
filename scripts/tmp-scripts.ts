// @ts-nocheck
import { chromium } from "playwright-core";
import { gzipSync } from "node:zlib";
const port = process.env.PORT;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--host-resolver-rules=MAP * 127.0.0.1"] });
for (const path of ["/cars/2021-toyota-landcruiser-300-sahara-ctx110001", "/", "/search/new-used-and-demo-cars"]) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const scripts = [];
  page.on("response", async (r) => { if (r.request().resourceType() === "script") { try { const b = await r.body(); scripts.push([new URL(r.url()).pathname, gzipSync(b, { level: 9 }).length]); } catch {} } });
  await page.goto(`http://coastal-toyota.localhost:${port}${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(3000);
  const html = await (await fetch(`http://127.0.0.1:${port}${path}`, { headers: { host: `coastal-toyota.localhost:${port}` } })).text();
  const total = scripts.reduce((s, [, n]) => s + n, 0);
  console.log(path, (total / 1024).toFixed(1), "KB");
  for (const [p, n] of scripts) if (!html.includes(p)) console.log("   lazy:", p, (n / 1024).toFixed(1));
  await page.close();
}
await browser.close();
