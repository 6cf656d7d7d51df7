"use client";

import * as React from "react";
import type { ExternalToast } from "sonner";

/**
 * Toasts without their cost on first load: the outlet is an empty placeholder until the first toast, which
 * loads the toast library and its outlet, waits for the outlet to be on the page, then shows the toast.
 * Mount <ToastOutlet /> once (the site layout) and call `toast.success(...)` / `toast.error(...)` from here.
 */

type Kind = "success" | "error" | "message";

let requestOutlet: (() => void) | null = null;
let outletWanted = false;
let markOutletReady: () => void = () => undefined;
const outletReady = new Promise<void>((resolve) => {
  markOutletReady = resolve;
});

async function show(kind: Kind, message: string, options?: ExternalToast): Promise<void> {
  if (!outletWanted) {
    outletWanted = true;
    requestOutlet?.();
  }
  const [{ toast: sonner }] = await Promise.all([import("sonner"), outletReady]);
  sonner[kind](message, options);
}

function report(error: unknown): void {
  console.error("toast not shown", error);
}

export const toast = {
  success: (message: string, options?: ExternalToast) => void show("success", message, options).catch(report),
  error: (message: string, options?: ExternalToast) => void show("error", message, options).catch(report),
  message: (message: string, options?: ExternalToast) => void show("message", message, options).catch(report),
};

export function ToastOutlet() {
  const [Outlet, setOutlet] = React.useState<React.ComponentType | null>(null);

  React.useEffect(() => {
    const load = () => {
      void import("./sonner").then(
        (module) => setOutlet(() => module.Toaster),
        (error: unknown) => console.error("toast outlet not loaded", error),
      );
    };
    requestOutlet = load;
    if (outletWanted) load();
    return () => {
      requestOutlet = null;
    };
  }, []);

  // Effects run child first: by now the toast library's outlet has subscribed, so a toast sent next is shown.
  React.useEffect(() => {
    if (Outlet) markOutletReady();
  }, [Outlet]);

  return Outlet ? <Outlet /> : null;
}
