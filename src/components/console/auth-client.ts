"use client";
import { createAuthClient } from "better-auth/client";
import { twoFactorClient } from "better-auth/client/plugins";

/** The browser's side of the console's staff auth: better-auth's client on its endpoints under /console. */
export const staffAuthClient = createAuthClient({
  basePath: "/console/api/auth",
  plugins: [twoFactorClient()],
});
