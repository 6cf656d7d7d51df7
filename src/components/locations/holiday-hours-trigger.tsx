import { CalendarDays } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The View Holiday Hours button (the dialog's trigger, and its stand-in until the dialog has loaded). */
export function HolidayHoursTrigger(props: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="link" size="sm" {...props}>
      <CalendarDays aria-hidden />
      View Holiday Hours
    </Button>
  );
}
