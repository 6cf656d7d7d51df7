/** Column helpers shared by the schema's tables. */
import { timestamp } from "drizzle-orm/pg-core";

/** When a row was made and last changed. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
};
