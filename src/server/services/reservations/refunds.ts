import "server-only";
import type { PaymentProvider } from "@/server/adapters/payments";
import { claimDueRefunds, markRefunded } from "@/server/data/reservations";
import type { SiteScope, SystemScope } from "@/server/data/scope";
import { logger } from "@/server/logger";

/**
 * Gives owed deposits back (all that are due, the sweep's; or one reservation's, the site's at once). Failures stay
 * due and are tried again later.
 */
export async function refundDeposits(scope: SiteScope | SystemScope, now: Date, payments: PaymentProvider, only?: number): Promise<number> {
  let refunded = 0;
  for (const due of await claimDueRefunds(scope, now, only === undefined ? 50 : 1, 60, only)) {
    try {
      const refund = await payments.refund(due.paymentIntentId, { amountCents: due.depositCents, idempotencyKey: `reservation-${due.id}-refund` });
      await markRefunded(scope, due.id, refund.reference, now);
      refunded += 1;
    } catch (error) {
      logger.warn({ err: error, reservation: due.id }, "deposit refund failed; it is tried again after its lease");
    }
  }
  return refunded;
}
