import { FeatureBanner, ServiceBanner } from "@/components/home/content-blocks";
import { DealerInfoTabs } from "@/components/home/dealer-info-tabs";
import type { VehicleDetailBlockView } from "@/view-models/vehicle-page";

/** The dealer's blocks under a car's details, in the site's order (`vehiclePage.detailBlocks`; spec 002 §2). */
export function VehicleDetailBlocks({ blocks }: { blocks: VehicleDetailBlockView[] }) {
  if (blocks.length === 0) return null;
  return (
    <div className="mt-10 space-y-6">
      {blocks.map((view) => {
        switch (view.block) {
          case "featureBanner":
            return <FeatureBanner key={view.block} features={view.features} />;
          case "dealerInfoTabs":
            return <DealerInfoTabs key={view.block} name={view.name} about={view.about} location={view.location} />;
          case "serviceBanner":
            return <ServiceBanner key={view.block} id="vehicle-service-banner" href={view.href} />;
        }
      })}
    </div>
  );
}
