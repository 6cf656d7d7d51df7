import { notFound } from "next/navigation";

/** Any path a site does not serve: the site's own branded 404 (not-found.tsx beside the layout). */
export default function UnknownSitePath(): never {
  notFound();
}
