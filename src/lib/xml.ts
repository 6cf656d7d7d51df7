/** Text for XML (the sitemap, generated SVG pictures): one escaping rule for every place that writes XML. */

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Escapes text for XML content or a quoted attribute, and drops the control characters XML forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}
