"use client";
import { useState } from "react";
import Link from "@/components/ui/link";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { PaymentMethodView } from "@/domain/vehicle-page/sidebar-buttons";
import { PaymentMethodsTrigger } from "./payment-methods-trigger";

export interface PaymentMethodsDialogProps {
  label: string;
  carTitle: string;
  methods: readonly PaymentMethodView[];
  primary?: boolean;
  initiallyOpen?: boolean;
}

/**
 * The sidebar's Payment Methods (spec 002 §2's button list): a dialog of the ways to pay the platform offers on this car
 * (`paymentMethodsOf`), each with its start. Loaded on first use by `PaymentMethodsButton`.
 */
export function PaymentMethodsDialog({ label, carTitle, methods, primary, initiallyOpen = false }: PaymentMethodsDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <PaymentMethodsTrigger label={label} primary={primary} />
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ways to pay</DialogTitle>
          <DialogDescription>For the {carTitle}.</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-4" data-testid="payment-methods">
          {methods.map((method) => (
            <li key={method.id} className="grid gap-1 rounded-md border p-3">
              <p className="font-semibold">{method.title}</p>
              <p className="text-sm text-muted-foreground">{method.text}</p>
              <Link href={method.href} className="mt-1 text-sm font-medium text-primary underline-offset-4 hover:underline">{method.action}</Link>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
