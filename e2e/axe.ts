import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { pageSettled } from "./page-settled";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's serious and critical violations of the page as a person sees it (after it has settled). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // The page has loaded (goto waited for it); its settling (hydrated, its requests answered: page-settled.ts) is a best
  // effort. Twice in CI's PostgreSQL run the unknown host's 404 page never went quiet within 30 s (not reproduced
  // alone: a request of the page's that a loaded machine left hanging): axe then checks the page as it stands rather
  // than failing an accessibility test on it.
  await pageSettled(page, 10_000).catch(() => {});
  // After a client-side navigation Next streams the new page's <title> in with its metadata, which can land just after
  // the network settles: give it a moment (a page that never gets a title still fails axe's document-title rule).
  await page.waitForFunction(() => document.title.trim() !== "", undefined, { timeout: 5_000 }).catch(() => {});
  // Evaluated by the browser's debugging protocol, not added as a <script>: the pages' Content-Security-Policy (no
  // inline script without its nonce or hash) refuses an added script tag, as it would anyone's.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> }> } }).axe;
    return axe.run(document, { resultTypes: ["violations"] });
  });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
}
