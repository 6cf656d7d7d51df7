import "server-only";
import { getDb } from "@/server/db/client";
import { leads } from "@/server/db/schema";

/** A lead as the platform stores it: the columns a form may fill, named one by one. */
export interface LeadInput {
  category: string;
  subcategory: string | null;
  firstName: string;
  lastName: string;
  email: string;
  /** E.164 (+61...). */
  phone: string;
  postcode: string | null;
  message: string;
  /** Everything else worth keeping with the lead (the search it came from). */
  payload: Record<string, unknown>;
}

/** Stores a lead of the site; the id identifies it to the visitor's confirmation. */
export async function recordLead(siteId: number, lead: LeadInput): Promise<{ id: number }> {
  const db = await getDb();
  const [row] = await db
    .insert(leads)
    .values({
      siteId,
      category: lead.category,
      subcategory: lead.subcategory,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode,
      message: lead.message,
      payload: lead.payload,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error("The lead insert returned no row");
  return row;
}
