"use client";
import { useState } from "react";
import { HolidayHoursTrigger } from "./holiday-hours-trigger";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { HolidayHoursLine } from "@/domain/locations/opening-hours";

export interface HolidayHoursDialogProps {
  locationName: string;
  lines: HolidayHoursLine[];
  initiallyOpen?: boolean;
}

/** The View Holiday Hours dialog (spec 002 §2): a location's coming holidays and their hours, 12-hour times. */
export function HolidayHoursDialog({ locationName, lines, initiallyOpen = false }: HolidayHoursDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <HolidayHoursTrigger />
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Holiday Hours</DialogTitle>
          <DialogDescription>{locationName}</DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <caption className="sr-only">Holiday hours of {locationName}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Hours</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.date} className="border-b last:border-b-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  <time dateTime={line.date} className="block font-medium">{line.dateText}</time>
                  {line.name ? <span className="block text-muted-foreground">{line.name}</span> : null}
                </th>
                <td className="py-2 text-right align-top whitespace-nowrap">{line.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
