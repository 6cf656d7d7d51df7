import { Button } from "@/components/ui/button";

/** The Payment Methods button: the dialog's trigger, and its stand-in until the dialog's script has loaded. */
export function PaymentMethodsTrigger({ label, primary, ...props }: { label: string; primary?: boolean } & Omit<React.ComponentProps<typeof Button>, "variant" | "type">) {
  return (
    <Button type="button" variant={primary ? "default" : "outline"} className="w-full" {...props}>
      {label}
    </Button>
  );
}
