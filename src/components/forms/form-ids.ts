"use client";
import { createContext, useContext } from "react";

/** The ids of a lead form's fields (unique per form on the page), for labels, errors and the error summary's links. */
export interface LeadFormIds {
  idFor: (name: string) => string;
}
export const LeadFormIdsContext = createContext<LeadFormIds | null>(null);

export function useLeadFormIds(): LeadFormIds {
  const value = useContext(LeadFormIdsContext);
  if (!value) throw new Error("A lead form field must be inside <LeadForm>");
  return value;
}
