/**
 * What the console's location hours editor sends to `/console/api/locations/{id}/hours` (issue 36): the week's seven
 * days and the holiday (special) hours, validated by the same schema in the browser and on the server. The rules are
 * the domain's (src/domain/locations/hours-edit.ts); each refusal names its field (`openingHours.2.close`,
 * `specialHours.0.date`). Strict: a key the form does not send is refused by name.
 */
import { z } from "zod";
import { MAX_SPECIAL_HOURS, specialHoursProblem, weeklyHoursProblem, type HoursProblem } from "@/domain/locations/hours-edit";

const status = z.enum(["Open", "Closed"], { error: "Choose Open or Closed" });
const time = z.string({ error: "Give a time as HH:MM" }).max(5, { error: "Give a time as HH:MM" }).nullable();

export const weeklyHourSchema = z.strictObject({
  weekday: z.number({ error: "Give the day as 0 (Sunday) to 6 (Saturday)" }).int().min(0).max(6),
  status,
  open: time,
  close: time,
});

export const specialHourSchema = z.strictObject({
  date: z.string({ error: "Give a real date as YYYY-MM-DD" }).max(10, { error: "Give a real date as YYYY-MM-DD" }),
  name: z.string().max(200).nullable(),
  status,
  startHour: time,
  endHour: time,
});

const addProblem = (problem: HoursProblem | null, ctx: z.RefinementCtx) => {
  if (problem) ctx.addIssue({ code: "custom", path: problem.field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: problem.message });
};

export const locationHoursSchema = z
  .strictObject({
    /** The hours the editor loaded were last changed at (ISO), so a save over someone else's change is told. */
    updatedAt: z.string().max(40),
    openingHours: z.array(weeklyHourSchema).max(7, { error: "Give all seven days of the week, Sunday to Saturday" }),
    // One past the limit is read, so the domain's message (which names the limit) is the one answered.
    specialHours: z.array(specialHourSchema).max(MAX_SPECIAL_HOURS + 1, { error: `At most ${MAX_SPECIAL_HOURS} holiday hours a location; remove past ones first` }),
  })
  .superRefine((value, ctx) => {
    addProblem(weeklyHoursProblem(value.openingHours), ctx);
    addProblem(specialHoursProblem(value.specialHours), ctx);
  });

export type LocationHoursRequest = z.infer<typeof locationHoursSchema>;

export interface LocationHoursSaved {
  id: number;
  updatedAt: string;
}
