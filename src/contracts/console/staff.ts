import "@/lib/zod-jitless";
import { z } from "zod";

/** An owner's invitation: who, as what, and (for a manager or sales member) at which of the group's dealerships. */
export const inviteStaffSchema = z
  .object({
    groupId: z.string().trim().min(1, "Choose the dealer group").max(64, "That is not a dealer group"),
    email: z.string().trim().toLowerCase().min(1, "Enter their email address").max(254, "That email address is too long").email("Enter a valid email address, like name@dealership.com.au"),
    role: z.enum(["owner", "manager", "sales"], { message: "Choose owner, manager or sales" }),
    dealershipIds: z.array(z.number().int().positive("That is not a dealership")).max(200, "Choose at most 200 dealerships").default([]),
  })
  .strict()
  .refine((v) => v.role === "owner" || v.dealershipIds.length > 0, { path: ["dealershipIds"], message: "Choose at least one dealership they work at" });
export type InviteStaff = z.infer<typeof inviteStaffSchema>;

/** Accepting an invitation: the name to show and the password to sign in with. */
export const acceptInvitationSchema = z
  .object({
    name: z.string().trim().min(1, "Enter your name").max(120, "A name is at most 120 characters"),
    password: z.string().min(10, "Choose a password of at least 10 characters").max(128, "A password is at most 128 characters"),
  })
  .strict();
