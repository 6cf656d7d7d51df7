import "server-only";

/**
 * The request header in which the platform's listener hands Next the path a page was asked for (`/cars/…`, before the
 * proxy's rewrite to /s/{host}/…): the site layout draws the header's phone from it. Set on every request Next
 * renders, so a visitor's own header of that name never gets through.
 */
export const PAGE_PATH_HEADER = "x-forecourt-page-path";
