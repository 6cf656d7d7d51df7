/**
 * A site's plain page in the console's rich-text editor (`/console/sites/{id}/pages/{pageId}`) and its handler
 * (`POST /console/api/sites/{id}/pages/{pageId}`) share this: the title and the body as the editor's document
 * (ProseMirror JSON on the allow-list of src/domain/content/page-doc.ts, `pageDocProblem`), so the form shows the
 * very message the handler's 400 names (`doc: "image" is not allowed in a page`). A save carries the `updatedAt` the
 * editor loaded: a save over someone else's is a 409.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { pageDocOf, type PageDoc } from "@/domain/content/page-doc";

export const PAGE_TITLE_MAX = 120;

export const sitePageSaveSchema = z.strictObject({
  title: z.string({ error: "Give the page a title" }).trim().min(1, "Give the page a title").max(PAGE_TITLE_MAX, `At most ${PAGE_TITLE_MAX} characters`),
  doc: z.unknown().transform((value, ctx): PageDoc => {
    const checked = pageDocOf(value);
    if (checked.ok) return checked.doc;
    ctx.addIssue({ code: "custom", message: checked.problem });
    return z.NEVER;
  }),
  updatedAt: z.string({ error: "must be the time the page was loaded" }).min(1, "must be the time the page was loaded").max(40, "must be the time the page was loaded"),
});
export type SitePageSaveRequest = z.input<typeof sitePageSaveSchema>;
export type SitePageSave = z.output<typeof sitePageSaveSchema>;

/** The answer to a saved page: the time to carry into the next save. */
export interface SitePageSaved {
  id: number;
  updatedAt: string;
}
