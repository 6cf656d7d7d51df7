/** How sanitised dealer HTML is laid out inside an offer (paragraphs, lists, links, tables), without a global stylesheet. */
export const DEALER_HTML_CLASSES =
  "[&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_a]:text-primary [&_a]:underline [&_table]:w-full [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_h2]:font-bold [&_h3]:font-bold";
