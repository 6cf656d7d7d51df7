"use client";

/** The count of new leads beside "Leads" (the inbox's own work replaces this with a live count). */
export function NewLeadBadge() {
  return null;
}
