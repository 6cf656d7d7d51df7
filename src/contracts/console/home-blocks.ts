/**
 * The home page's blocks editor (`/console/sites/{id}/home`) and its handler (`POST /console/api/sites/{id}/home`)
 * share this: the blocks in order, saved into the site's draft as `content.homeBlocks` (so they are previewed,
 * published, kept as a revision and rolled back with every other setting). Each block is one of the catalogue's
 * (`HOME_BLOCKS`), at least one, each once (`homeBlockListProblem`): a 400 names `blocks` (or `blocks.2`) with the
 * message the editor shows. Like every edit of a site's draft, it carries the draft version and revision the editor
 * loaded: a save over someone else's is a 409.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { HOME_BLOCKS, homeBlockListProblem } from "@/domain/site/home-blocks";
import type { SettingChange } from "@/domain/site/settings-publishing";

const counter = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} must be 0 or more`)
    .max(2_147_483_647, `${what} is too large`);

export const siteHomeBlocksRequestSchema = z.strictObject({
  draftVersion: counter("The draft version"),
  revision: counter("The revision"),
  blocks: z
    .array(z.enum(HOME_BLOCKS, { error: "is not a block the home page can show" }), { error: "must be a list of blocks" })
    .max(HOME_BLOCKS.length, `may hold at most ${HOME_BLOCKS.length} blocks`)
    .superRefine((blocks, ctx) => {
      const problem = homeBlockListProblem(blocks);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});
export type SiteHomeBlocksRequest = z.infer<typeof siteHomeBlocksRequestSchema>;

/** The answer to saved blocks: the draft's version and what the draft changes from the live settings. */
export interface SiteHomeBlocksSaved {
  draftVersion: number;
  revision: number;
  changes: SettingChange[];
}
