import "server-only";
import sanitizeHtml from "sanitize-html";

/**
 * Dealer-written HTML (offer names, descriptions and disclaimers, page content, review text) reaches a page only
 * through `sanitizeDealerHtml`: one allow-list, on sanitize-html. Everything not listed is dropped: scripts, styles,
 * iframes, forms, event-handler attributes, `style`, and any URL whose scheme is not http(s), mailto or tel
 * (so no `javascript:` or `data:` link survives, however it is encoded). Links to another site open in a new tab
 * with `rel="noopener noreferrer"`.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "small", "sup", "sub", "span",
    "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol", "li", "dl", "dt", "dd",
    "a", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The text inside a dropped <script>, <style>, <textarea>... is dropped with it, never shown as text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "template", "xmp", "iframe", "noembed", "noframes", "plaintext"],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      const next: Record<string, string> = {};
      if (href) next.href = href;
      if (attribs.title) next.title = attribs.title;
      if (external) {
        next.target = "_blank";
        next.rel = "noopener noreferrer";
      }
      return { tagName, attribs: next };
    },
  },
};

/** The dealer's HTML with only the allow-listed tags, attributes and URL schemes left. Never throws. */
export function sanitizeDealerHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html.replaceAll("\u0000", ""), ALLOWED);
}

/** The dealer's HTML as plain text (tags dropped, entities decoded), for excerpts, titles and meta descriptions. */
export function dealerHtmlAsText(html: string | null | undefined): string {
  if (!html) return "";
  const text = sanitizeHtml(html.replaceAll("\u0000", ""), { allowedTags: [], allowedAttributes: {}, nonTextTags: ALLOWED.nonTextTags });
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return Object.hasOwn(NAMED, body.toLowerCase()) ? NAMED[body.toLowerCase()]! : whole;
  });
}
