/**
 * An Instant Message from the vehicle page's chat (Chat With Us, Instant Message, or Autobot handing a question
 * to the team), as the chat panel validates it and as POST /api/chat-messages receives it. A chat asks less
 * than an enquiry form: a first name and a mobile to reply to. Autobot's questions and answers before the
 * hand-over travel with it, so the dealer sees what was already said. Unknown keys are refused.
 */
import { z } from "zod";
import { australianPhone, personName } from "./lead-request";

/** The category and subcategory the dealer sees (an enquiry, marked as a chat). */
export const CHAT_LEAD = { category: "General Enquiry", subcategory: "Instant Message" } as const;

export const CHAT_TRANSCRIPT_MAX = 40;

export const chatMessageSchema = z.strictObject({
  firstName: personName("first name"),
  phone: australianPhone,
  message: z.string().trim().min(1, "Please type your message").max(2000, "Your message must be at most 2000 characters"),
  carId: z.number({ error: "must be a vehicle id" }).int("must be a vehicle id").positive("must be a vehicle id").max(2_147_483_647, "must be a vehicle id"),
  /** Which button opened the chat. */
  widget: z.enum(["chat", "autobot"]),
  /** Autobot's conversation before the hand-over, oldest first. */
  transcript: z
    .array(z.strictObject({ from: z.enum(["shopper", "autobot"]), text: z.string().max(2000, "must be at most 2000 characters") }))
    .max(CHAT_TRANSCRIPT_MAX, `must hold at most ${CHAT_TRANSCRIPT_MAX} messages`)
    .default([]),
});

export type ChatMessageInput = z.input<typeof chatMessageSchema>;
export type ChatMessage = z.output<typeof chatMessageSchema>;
