import { notFound } from "next/navigation";

/** Any other console address: the console's 404 (its own layout's), never another group's page. */
export default function ConsoleUnknownPath(): never {
  notFound();
}
