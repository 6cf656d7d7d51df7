/**
 * The site settings for the dealer console (settings.ts): the inbox's response target. (When an unanswered lead is
 * reassigned is each dealership's own, in its lead rules: src/domain/console/assignment.ts.)
 */
import { z } from "zod";
import { DEFAULT_RESPONSE_TARGET_MINUTES } from "../console/assignment";

/** Minutes, 5 to 1440 (a day): a target shorter than five minutes cannot be met, one longer than a day is no target. */
const minutes = (what: string) =>
  z
    .number({ error: `${what} must be a number of minutes` })
    .int(`${what} must be a whole number of minutes`)
    .min(5, `${what} must be at least 5 minutes`)
    .max(1440, `${what} must be at most 1440 minutes (a day)`);

export const consoleSettings = z
  .strictObject({
    /**
     * The response target, in business minutes (the site's locations' opening hours): a lead still New and unanswered
     * for longer is shown as Overdue in the inbox. Business time, so a lead that arrives on Saturday night is not late
     * by Monday's opening. Default two hours.
     */
    responseTargetMinutes: minutes("The response target").default(DEFAULT_RESPONSE_TARGET_MINUTES),
  })
  .prefault({});
