import { NoSiteHere } from "@/components/site/no-site-here";

/** 404 for the platform's unknown paths (an unknown host's pages answer it from the site layout: `s/[host]/layout.tsx`). */
export default function NotFound() {
  return <NoSiteHere />;
}
