import "server-only";
import { DeliveryError } from "@/server/adapters/delivery-error";
import { mailSender } from "@/server/adapters/mail-sender";
import { smsSender } from "@/server/adapters/sms-sender";
import { postWebhook } from "@/server/adapters/webhook-sender";
import type { Site } from "@/server/sites/site-store";
import type { LeadChannels } from "./delivery-worker";
import { leadEmailMessage } from "./lead-email";
import { leadSmsText } from "./lead-sms";
import { leadWebhookBody, webhookEventId } from "./lead-webhook-body";

/**
 * The delivery worker's channels on the process's adapters: the ADF email through `mailSender()` (SMTP_URL, or the
 * demo's mail catcher), the signed webhook with the site's `leadDelivery.webhook` secret, the chat text through
 * `smsSender()`. Each answers a line for the attempt log with the receiver's reply only; failures are DeliveryErrors.
 * `webhookTimeoutMs`: how long a receiver may take to answer (postWebhook's 10 s by default).
 */
export function leadChannels(options: { webhookTimeoutMs?: number } = {}): LeadChannels {
  return {
    async email(lead, to, site) {
      const from = { name: `${site.name} via Forecourt`, address: site.settings.leadDelivery.from };
      const sent = await mailSender().send(leadEmailMessage(lead, { to, from }));
      return sent.rejected.length > 0 ? `${sent.response} (${sent.rejected.length} of ${to.length} recipients refused)` : sent.response;
    },
    async webhook(lead, url, site: Site) {
      const webhook = site.settings.leadDelivery.webhook;
      if (!webhook) throw new DeliveryError("The site no longer has a webhook configured", { retryable: false, code: "ENOWEBHOOK" });
      const { status } = await postWebhook({
        url,
        secret: webhook.secret,
        eventId: webhookEventId(lead),
        body: leadWebhookBody(lead),
        ...(options.webhookTimeoutMs === undefined ? {} : { timeoutMs: options.webhookTimeoutMs }),
      });
      return `HTTP ${status}`;
    },
    async sms(lead, to) {
      await smsSender().send({ to, body: leadSmsText(lead) });
      return "sent";
    },
  };
}
