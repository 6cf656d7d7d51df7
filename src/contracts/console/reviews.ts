/**
 * What the console's reviews page sends to `/console/api/reviews/{id}/visibility` (issue 36): whether the review is
 * hidden from every site that shows its dealership. Strict: a key the page does not send is refused by name.
 */
import { z } from "zod";

export const reviewVisibilitySchema = z.strictObject({
  hidden: z.boolean({ error: "Say whether the review is hidden (true or false)" }),
});

export type ReviewVisibilityRequest = z.infer<typeof reviewVisibilitySchema>;

export interface ReviewVisibilityAnswer {
  id: number;
  hidden: boolean;
}
