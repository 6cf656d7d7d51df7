import "server-only";
import type { ReviewVisibilityAnswer } from "@/contracts/console/reviews";
import { reviewDateText } from "@/domain/reviews/reviews";
import { setReviewHidden, staffReviews } from "@/server/data/reviews";
import { NOT_FOUND, refused, type ConsoleOutcome } from "./outcome";
import type { ConsoleStaff } from "./staff-session";

/**
 * The console's reviews (issue 36): the reviews of the member's dealerships with whether each is hidden, and hiding or
 * showing one. Reviews are the dealership's data, shown by every site that shows the dealership, so a change is a
 * direct edit with an audit entry rather than a site draft. Managers and owners change them; sales read them (a change
 * is a 403); a review of another group's dealership is the console's 404.
 */

export interface ConsoleReview {
  id: number;
  customerName: string;
  text: string;
  rating: number;
  dateText: string;
  source: string;
  hidden: boolean;
}

export interface ConsoleReviewsView {
  /** The member's dealerships, to choose among. */
  dealerships: Array<{ id: number; name: string }>;
  /** The one shown: its reviews, newest first (at most STAFF_REVIEWS_READ_LIMIT). */
  dealership: { id: number; name: string; canEdit: boolean; reviews: ConsoleReview[] };
}

/**
 * The reviews page of one of the member's dealerships (`dealershipId`, else their first), or null: a member of no
 * dealership, or a dealership not theirs (the page's 404, the same for another group's and for none).
 */
export async function consoleReviews(staff: ConsoleStaff, dealershipId?: number): Promise<ConsoleReviewsView | null> {
  const dealerships = staff.dealerships.filter((d) => staff.scope.dealershipIds.includes(d.id)).map((d) => ({ id: d.id, name: d.name }));
  const chosen = dealershipId === undefined ? dealerships[0] : dealerships.find((d) => d.id === dealershipId);
  if (!chosen) return null;
  const rows = await staffReviews(staff.scope, chosen.id);
  return {
    dealerships,
    dealership: {
      ...chosen,
      canEdit: staff.scope.managedDealershipIds.includes(chosen.id),
      reviews: rows.map((r) => ({ id: r.id, customerName: r.customerName, text: r.text, rating: r.rating, dateText: reviewDateText(r.reviewDate), source: r.source, hidden: r.hidden })),
    },
  };
}

/** Hides or shows a review: gone from (or back on) the shopper's pages of every site showing the dealership at commit. */
export async function setReviewVisibility(staff: ConsoleStaff, reviewId: number, hidden: boolean): Promise<ConsoleOutcome<ReviewVisibilityAnswer>> {
  const outcome = await setReviewHidden(staff.scope, reviewId, hidden);
  if (outcome.ok) return { ok: true, value: { id: reviewId, hidden: outcome.hidden } };
  if (outcome.refused === "not_found") return NOT_FOUND;
  return refused({ kind: "forbidden", field: "hidden", message: "Only a manager or owner may hide or show a review; as sales you may read them." });
}
