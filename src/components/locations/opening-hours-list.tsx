import { Clock } from "lucide-react";
import Link from "@/components/ui/link";
import type { OpenNow, OpeningHoursLine } from "@/domain/locations/opening-hours";
import { cn } from "@/lib/utils";

/** 'Open now - closes at 5:30 pm' / 'Closed now - opens ...' (by the location's own clock). */
export function OpenNowBadge({ status, className }: { status: OpenNow; className?: string }) {
  return (
    <p className={cn("flex items-center gap-1.5 text-sm font-medium", status.open ? "text-success" : "text-muted-foreground", className)}>
      <Clock aria-hidden className="size-4 shrink-0" />
      {status.text}
    </p>
  );
}

/** The week's opening hours (spec 002 §4): Monday - Friday on one line when equal, then Saturday and Sunday. */
export function OpeningHoursList({ lines, enquiryHref, className }: { lines: OpeningHoursLine[]; enquiryHref: string; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm", className)}>
      {lines.map((line) => (
        <div key={line.days} className="contents">
          <dt className="font-medium">{line.days}</dt>
          <dd className="text-right tabular-nums">
            {line.hours.kind === "enquiry" ? (
              <Link href={enquiryHref} className="text-primary underline underline-offset-4">{line.hours.text}</Link>
            ) : (
              line.hours.text
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
