"use client";
import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { PaymentMethodView } from "@/domain/vehicle-page/sidebar-buttons";

/**
 * The sidebar's Payment Methods (spec 002 §2's button list): a dialog of the ways to pay the platform offers on this car
 * (`paymentMethodsOf`), each with its start. The button shows only when there is at least one.
 */
export function PaymentMethodsDialog({ label, carTitle, methods, primary }: { label: string; carTitle: string; methods: readonly PaymentMethodView[]; primary?: boolean }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant={primary ? "default" : "outline"} className="w-full">{label}</Button>
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
