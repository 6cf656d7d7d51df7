import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { consoleLocations } from "@/server/console/locations";
import { requireStaff } from "@/server/http/staff-session";

export const metadata: Metadata = { title: "Locations" };

/**
 * `/console/locations`: the member's dealerships' locations, each linking to its opening hours and holiday hours.
 * A member of no dealership gets the console's 404.
 */
export default async function LocationsPage() {
  const staff = await requireStaff("/console/locations");
  const rows = await consoleLocations(staff);
  if (staff.scope.dealershipIds.length === 0) notFound();
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Locations</h1>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">Each location&apos;s opening hours and holiday hours, as every site that shows its dealership lists them.</p>
      </header>
      {rows.length === 0 ? (
        <p className="text-sm">No locations yet.</p>
      ) : (
        <div className="min-w-0 max-w-full overflow-x-auto rounded-lg border bg-background" role="region" aria-label="Locations" tabIndex={0}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Locations, by dealership</caption>
            <thead className="border-b bg-muted/50">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Location</th>
                <th scope="col" className="px-3 py-2 font-medium">Dealership</th>
                <th scope="col" className="px-3 py-2 font-medium">Suburb</th>
                <th scope="col" className="px-3 py-2 font-medium">On the sites</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b last:border-0">
                  <th scope="row" className="px-3 py-2 font-medium">
                    <Link className="underline underline-offset-4" href={`/console/locations/${row.id}`} aria-label={`Hours of ${row.name}`}>
                      {row.name}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{row.dealershipName}</td>
                  <td className="px-3 py-2">{row.city}</td>
                  <td className="px-3 py-2">{row.visible ? "Shown" : "Hidden"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
