import type { LocationBlockLayout } from "@/domain/locations/location-layout";
import { cn } from "@/lib/utils";
import type { LocationBlockView, LocationView } from "@/view-models/locations";
import { LocationDetails } from "./location-details";
import { LocationMap } from "./location-map";
import { LocationTabs } from "./location-tabs";

const GRID_COLUMNS: Record<4 | 6, string> = {
  4: "sm:grid-cols-2 lg:grid-cols-4",
  6: "sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-6",
};

function LocationCard({ location, showViewLink, brief = false }: { location: LocationView; showViewLink: boolean; brief?: boolean }) {
  return (
    <div className="h-full rounded-lg border bg-card p-4 shadow-sm">
      <LocationDetails location={location} heading="h3" compact brief={brief} showViewLink={showViewLink} />
    </div>
  );
}

/** Locations laid out by their count (spec 002 §2, §9): one as map plus details; two or three as a swipeable row with the Swipe hint; more as a grid. */
function LocationsLaidOut({ layout, locations, headingLevel, showViewLink, nameShown }: { layout: LocationBlockLayout; locations: LocationView[]; headingLevel: "h2" | "h3"; showViewLink: boolean; nameShown: boolean }) {
  switch (layout.kind) {
    case "none":
      return <p className="text-sm text-muted-foreground">No locations to show.</p>;
    case "single": {
      const location = locations[0];
      if (!location) return null;
      return (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <LocationMap map={location.map} name={location.name} />
          <LocationDetails location={location} heading={headingLevel} showViewLink={showViewLink} showDirections={false} nameShown={nameShown} />
        </div>
      );
    }
    case "carousel":
      return (
        <div className="min-w-0">
          <p className="mb-2 text-sm text-muted-foreground md:hidden" aria-hidden>Swipe ›</p>
          <ul aria-label={`${locations.length} locations`} className="relative -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0">
            {locations.map((location) => (
              <li key={location.id} className="w-[82%] shrink-0 snap-start md:w-auto">
                <LocationCard location={location} showViewLink={showViewLink} />
              </li>
            ))}
          </ul>
        </div>
      );
    case "mapTabs":
      return (
        <LocationTabs
          label="Locations"
          tabs={locations.map((location) => ({
            key: String(location.id),
            label: location.name,
            content: (
              <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
                <LocationMap map={location.map} name={location.name} />
                <LocationDetails location={location} heading={headingLevel} showViewLink={showViewLink} showDirections={false} nameShown />
              </div>
            ),
          }))}
        />
      );
    case "grid":
      return (
        <ul className={cn("grid gap-4", GRID_COLUMNS[layout.columns])}>
          {locations.map((location) => (
            <li key={location.id}>
              <LocationCard location={location} showViewLink={showViewLink} brief={layout.columns === 6} />
            </li>
          ))}
        </ul>
      );
  }
}

/**
 * The location block (spec 002 §2): tabs by type (sales, service, parts) when the locations are of several, each tab's
 * locations laid out by their count.
 */
export function LocationBlock({
  block,
  label,
  headingLevel = "h2",
  showViewLink = true,
  singleNameShown = true,
}: {
  block: LocationBlockView;
  label: string;
  headingLevel?: "h2" | "h3";
  showViewLink?: boolean;
  /** False on a page whose heading is the one location's name. */
  singleNameShown?: boolean;
}) {
  if (block.tabs.length > 1) {
    return (
      <LocationTabs
        label={label}
        tabs={block.tabs.map((tab) => ({
          key: tab.department,
          label: tab.label,
          content: <LocationsLaidOut layout={tab.layout} locations={tab.locations} headingLevel={headingLevel} showViewLink={showViewLink} nameShown />,
        }))}
      />
    );
  }
  return <LocationsLaidOut layout={block.layout} locations={block.locations} headingLevel={headingLevel} showViewLink={showViewLink} nameShown={singleNameShown} />;
}
