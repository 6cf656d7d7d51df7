import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { LocationHoursForm } from "@/components/console/location-hours-form";
import { parseRowId } from "@/domain/ids/row-id";
import { locationHoursEditor } from "@/server/console/locations";
import { requireStaff } from "@/server/http/staff-session";

export const metadata: Metadata = { title: "Location hours" };

/**
 * `/console/locations/{id}`: a location's opening hours and holiday hours. Managers and owners of its dealership edit
 * them (saved at once, shown on every site that shows the dealership); sales read them; another group's location is the
 * console's 404.
 */
export default async function LocationHoursPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const staff = await requireStaff(`/console/locations/${id}`);
  const locationId = parseRowId(id);
  const view = locationId === null ? null : await locationHoursEditor(staff, locationId);
  if (!view) notFound();
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <p className="text-sm">
          <Link className="underline underline-offset-4" href="/console/locations">
            Locations
          </Link>{" "}
          / {view.location.dealershipName}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">Hours: {view.location.name}</h1>
        <p className="max-w-prose text-sm text-muted-foreground">Times are the location&apos;s own, 24-hour. A day closes after it opens; each holiday date is listed once.</p>
      </header>
      <LocationHoursForm key={view.hours.updatedAt} locationId={view.location.id} initial={view.hours} editable={view.canEdit} />
    </div>
  );
}
