"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { PaymentMethodsDialogProps } from "./payment-methods-dialog";
import { PaymentMethodsTrigger } from "./payment-methods-trigger";

const loadDialog = () => import("./payment-methods-dialog");

/**
 * Payment Methods on the car page: the button is there from the start, and the dialog's script (Radix's dialog,
 * about 13 KB gzipped, which nothing else on a car page's first load needs) arrives when a shopper hovers, focuses
 * or presses it. Pressed, it opens; it stays mounted afterwards.
 */
export function PaymentMethodsButton(props: Omit<PaymentMethodsDialogProps, "initiallyOpen">) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return <PaymentMethodsTrigger label={props.label} primary={props.primary} onClick={() => setWanted(true)} onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()} />;
  }
  return <LazyDialog {...props} initiallyOpen />;
}

const LazyDialog = dynamic(() => loadDialog().then((m) => m.PaymentMethodsDialog), {
  ssr: false,
  loading: () => <PaymentMethodsTrigger label="Loading…" disabled />,
});
