import { DealerComments } from "@/components/vehicle/dealer-comments";
import { ExpandableList } from "@/components/vehicle/expandable-list";
import { infoSectionId, type InfoSection } from "@/domain/vehicle-page/sections";
import type { VehiclePageView } from "@/view-models/vehicle-page";

/** The info sections in the spec's order (spec 001 §2), each with the content the page model worked out. */
export function VehicleInfoSections({ page }: { page: Pick<VehiclePageView, "sections" | "sectionContent" | "features" | "car"> }) {
  return page.sections.map((section) => (
    <section key={section} aria-labelledby={infoSectionId(section)} className="render-when-near">
      <h2 id={infoSectionId(section)} className="text-xl font-semibold">{section}</h2>
      <div className="mt-3"><SectionBody section={section} page={page} /></div>
    </section>
  ));
}

function SectionBody({ section, page }: { section: InfoSection; page: Pick<VehiclePageView, "sectionContent" | "features" | "car"> }) {
  const content = page.sectionContent;
  switch (section) {
    case "Dealer Comments":
      return <DealerComments comments={page.car.dealerComments} />;
    case "What's Included":
      return <BulletList items={content.whatsIncluded} />;
    case "Why Buy From Us?":
      return <BulletList items={content.whyBuyFromUs} />;
    case "Reserve Online":
      return <p className="text-sm">{content.reservation}</p>;
    case "Protect Your Car":
      return <p className="text-sm">{content.protect}</p>;
    case "Features":
      return page.features ? (
        <ExpandableList className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" list="features" items={page.features.map((feature) => <li key={feature} className="border-b py-1.5">{feature}</li>)} />
      ) : null;
  }
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {items.map((item) => <li key={item}>{item}</li>)}
    </ul>
  );
}
