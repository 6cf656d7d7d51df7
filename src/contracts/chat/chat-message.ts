/**
 * An Instant Message from the vehicle page's chat (Chat With Us, Instant Message, or Autobot handing a question
 * to the team), as the chat panel validates it and as POST /api/chat-messages receives it. A chat asks less
 * than an enquiry form: a first name and a mobile to reply to. The questions the shopper asked Autobot since
 * their last message travel with it, so the dealer sees what was already asked. Only the shopper's own words
 * are sent: Autobot's answers came from the listing, and a lead must not carry text a visitor could pass off as
 * the dealer's. Unknown keys are refused.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { australianPhone, personName } from "@/contracts/leads/fields";
import { safeText, vehicleIdSchema } from "@/lib/stored-text";

export const AUTOBOT_QUESTIONS_MAX = 20;

export const chatMessageSchema = z.strictObject({
  firstName: personName("first name"),
  phone: australianPhone,
  message: safeText().trim().min(1, "Please type your message").max(2000, "Your message must be at most 2000 characters"),
  carId: vehicleIdSchema,
  /** What the shopper asked Autobot before this message, oldest first (none when they did not use it). */
  autobotQuestions: z
    .array(safeText().trim().min(1, "must not be empty").max(500, "must be at most 500 characters"))
    .max(AUTOBOT_QUESTIONS_MAX, `must hold at most ${AUTOBOT_QUESTIONS_MAX} questions`)
    .default([]),
});

export type ChatMessageInput = z.input<typeof chatMessageSchema>;
export type ChatMessage = z.output<typeof chatMessageSchema>;
