import { PagePhone } from "@/components/site/header-phone-slot";
import { carHeaderPhone, loadSiteCar } from "./load-car";

/**
 * A car's pages (the car, its checkout, its history report…): the header shows the car's one number
 * (`carContactPhone`, as the sidebar and the print view do) while any of them is open. The site layout draws it when
 * the page is asked for; this keeps it when the shopper comes here from another page in the browser.
 */
export default async function CarLayout({ children, params }: { children: React.ReactNode; params: Promise<{ host: string; slug: string }> }) {
  const { host, slug } = await params;
  const loaded = await loadSiteCar(host, slug);
  if (!loaded) return children;
  return (
    <>
      <PagePhone phone={await carHeaderPhone(loaded)} />
      {children}
    </>
  );
}
