import { notFound } from "next/navigation";
import { parseRowId } from "@/domain/ids/row-id";
import { requireStaff } from "@/server/http/staff-session";

type Staff = Awaited<ReturnType<typeof requireStaff>>;

/**
 * What every page of a site's editor does first: the staff member (or sign-in, back to this page), the site's id from
 * the path (decimal digits only), and the editor's view of it for them; a bad id, or a site they may not edit (sales,
 * another group's), is the console's 404, the same as one that does not exist.
 */
export async function siteEditorView<T>(params: Promise<{ id: string }>, page: string, load: (staff: Staff, siteId: number) => Promise<T | null>): Promise<T> {
  const { id } = await params;
  const staff = await requireStaff(`/console/sites/${id}/${page}`);
  const siteId = parseRowId(id);
  const view = siteId === null ? null : await load(staff, siteId);
  if (view === null) notFound();
  return view;
}
