/**
 * A site's plain page in the console's rich-text editor (`/console/sites/{id}/pages/{pageId}`) and its handler
 * (`POST /console/api/sites/{id}/pages/{pageId}`) share this: the title and the body as the editor's document
 * (ProseMirror JSON on the allow-list of src/domain/content/page-doc.ts, `pageDocProblem`), so the form shows the
 * very message the handler's 400 names (`doc: "image" is not allowed in a page`). A save carries the `updatedAt` the
 * editor loaded: a save over someone else's is a 409. A save is the page's draft: shoppers see it once the site is
 * published. A new page (`POST /console/api/sites/{id}/pages`) names its title and its address (`slug`), and a delete
 * (`POST /console/api/sites/{id}/pages/{pageId}/delete`) carries the `updatedAt` the editor loaded; both are drafts too.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { pageDocOf, type PageDoc } from "@/domain/content/page-doc";
import { pageSlugProblem } from "@/domain/content/page-drafts";

export const PAGE_TITLE_MAX = 120;

const pageTitle = z.string({ error: "Give the page a title" }).trim().min(1, "Give the page a title").max(PAGE_TITLE_MAX, `At most ${PAGE_TITLE_MAX} characters`);
const loadedAt = z.string({ error: "must be the time the page was loaded" }).min(1, "must be the time the page was loaded").max(40, "must be the time the page was loaded");

export const sitePageSaveSchema = z.strictObject({
  title: pageTitle,
  doc: z.unknown().transform((value, ctx): PageDoc => {
    const checked = pageDocOf(value);
    if (checked.ok) return checked.doc;
    ctx.addIssue({ code: "custom", message: checked.problem });
    return z.NEVER;
  }),
  updatedAt: loadedAt,
});
export type SitePageSaveRequest = z.input<typeof sitePageSaveSchema>;
export type SitePageSave = z.output<typeof sitePageSaveSchema>;

/** The answer to a saved page: the time to carry into the next save. */
export interface SitePageSaved {
  id: number;
  updatedAt: string;
}

/** A new page: its title and its address on the site (one segment, `pageSlugProblem`; the site's own routes are checked by the handler). */
export const sitePageCreateSchema = z.strictObject({
  title: pageTitle,
  slug: z
    .string({ error: "Give the page an address, such as our-team" })
    .trim()
    .superRefine((slug, ctx) => {
      const problem = pageSlugProblem(slug);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});
export type SitePageCreateRequest = z.input<typeof sitePageCreateSchema>;
export type SitePageCreate = z.output<typeof sitePageCreateSchema>;

/** A page's delete (a draft until the site is published): the time the editor loaded it. */
export const sitePageDeleteSchema = z.strictObject({ updatedAt: loadedAt });
export type SitePageDelete = z.output<typeof sitePageDeleteSchema>;
