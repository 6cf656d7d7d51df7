import { reviewVisibilitySchema } from "@/contracts/console/reviews";
import { parseRowId } from "@/domain/ids/row-id";
import { setReviewVisibility } from "@/server/console/reviews";
import { consoleAction, consoleAnswer, consoleRefusal } from "@/server/http/console-route";

/**
 * `POST /console/api/reviews/{id}/visibility` `{ hidden }`: a manager or owner hides or shows a review of their
 * dealership. Sales are refused (403) and nothing is written; another group's review is the same 404 as none.
 */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await context.params;
  const reviewId = parseRowId(id);
  return consoleAction(request, reviewVisibilitySchema, async (staff, input) => (reviewId === null ? consoleRefusal({ kind: "not_found" }) : consoleAnswer(await setReviewVisibility(staff, reviewId, input.hidden))));
}
