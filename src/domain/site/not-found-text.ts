/**
 * What a site's 404 says. Only a dead car address may say the car may have sold; any other dead link says the
 * page is not there (issue 15: the page promises only what it knows).
 */
export const NOT_FOUND_TITLE = "We couldn't find that page";

export function notFoundMessage(kind: "vehicle" | "page"): string {
  return kind === "vehicle"
    ? "This vehicle is no longer listed: it may have sold, or the link may be out of date. Our current stock is one click away."
    : "The page may have moved, or the link may be out of date. Our current stock is one click away.";
}
