import "server-only";

/**
 * Webhook signatures, for lead code and a receiver's tests. They live with the webhook sender in
 * src/server/adapters/webhook-signature.ts, since an adapter may import only other adapters (docs/architecture.md).
 */
export { signWebhook, verifyWebhook, type WebhookVerification } from "@/server/adapters/webhook-signature";
