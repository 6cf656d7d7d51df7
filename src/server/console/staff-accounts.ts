import "server-only";
import { systemScope } from "@/server/data/scope";
import { anyStaffAccount, insertStaffAccounts, type NewStaffAccount } from "@/server/data/staff";
import { staffAuth } from "./auth";

const STAFF_SEED = systemScope("the demo's staff accounts, written once at first start");

/**
 * Makes staff accounts with `password` hashed as better-auth hashes it (so they sign in through the library like any
 * other), unless staff accounts exist already. Answers how many were written.
 */
export async function seedStaffAccounts(accounts: ReadonlyArray<Omit<NewStaffAccount, "passwordHash" | "platformAdmin"> & { platformAdmin?: boolean }>, password: string): Promise<number> {
  if (await anyStaffAccount(STAFF_SEED)) return 0;
  const context = await (await staffAuth()).$context;
  const passwordHash = await context.password.hash(password);
  return insertStaffAccounts(
    STAFF_SEED,
    accounts.map((a) => ({ ...a, platformAdmin: a.platformAdmin === true, passwordHash })),
  );
}
