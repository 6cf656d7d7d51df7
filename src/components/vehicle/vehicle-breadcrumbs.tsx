import { Fragment } from "react";
import Link from "@/components/ui/link";
import { Breadcrumb, BreadcrumbItem, BreadcrumbLink, BreadcrumbList, BreadcrumbPage, BreadcrumbSeparator } from "@/components/ui/breadcrumb";
import type { Breadcrumb as Crumb } from "@/domain/vehicle-page/breadcrumbs";

/** The vehicle page's breadcrumbs, ending in the car's title. */
export function VehicleBreadcrumbs({ crumbs, title }: { crumbs: readonly Crumb[]; title: string }) {
  return (
    <Breadcrumb>
      <BreadcrumbList>
        {/* Separators are list items of their own, between the crumbs (never inside one: an <li> in an <li> is re-nested by the HTML parser and breaks hydration). */}
        {crumbs.map((crumb, i) => (
          <Fragment key={crumb.href}>
            {i > 0 ? <BreadcrumbSeparator /> : null}
            <BreadcrumbItem>
              <BreadcrumbLink asChild><Link href={crumb.href}>{crumb.label}</Link></BreadcrumbLink>
            </BreadcrumbItem>
          </Fragment>
        ))}
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>{title}</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  );
}
