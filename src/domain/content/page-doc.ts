/**
 * A plain page's body as structured content (issue 36): the ProseMirror JSON the console's rich-text editor (Tiptap)
 * saves, on an allow-list of node and mark types, bounded in depth and size. `pageDocProblem` says what is wrong with
 * a document (the editor's form and the save handler share it through src/contracts/console/site-pages.ts);
 * `pageDocOf` is the same check answering the document with only the attributes it keeps; `pageDocHtml` renders one
 * to HTML, which the shopper's page then passes through the sanitiser like every dealer-written body.
 */

export const PAGE_DOC_LIMITS = {
  /** Nodes (text runs included) in one document. */
  maxNodes: 5_000,
  /** Nesting, from the document (depth 0) to its deepest node: a list in a list in a quote is still well inside. */
  maxDepth: 12,
  /** Characters of text in one document. */
  maxTextChars: 100_000,
  /** Characters of one link's address. */
  maxHrefChars: 2_000,
} as const;

export type PageMark = { type: "bold" } | { type: "italic" } | { type: "link"; attrs: { href: string } };

export type PageNode =
  | { type: "paragraph"; content?: PageNode[] }
  | { type: "heading"; attrs: { level: 2 | 3 }; content?: PageNode[] }
  | { type: "bulletList"; content?: PageNode[] }
  | { type: "orderedList"; attrs?: { start: number }; content?: PageNode[] }
  | { type: "listItem"; content?: PageNode[] }
  | { type: "blockquote"; content?: PageNode[] }
  | { type: "hardBreak" }
  | { type: "text"; text: string; marks?: PageMark[] };

export interface PageDoc {
  type: "doc";
  content: PageNode[];
}

/** The node types a page may hold, and the ones each may hold inside it ("inline": text and hard breaks). */
const BLOCK_CHILDREN: Record<string, "inline" | readonly string[]> = {
  doc: ["paragraph", "heading", "bulletList", "orderedList", "blockquote"],
  paragraph: "inline",
  heading: "inline",
  bulletList: ["listItem"],
  orderedList: ["listItem"],
  listItem: ["paragraph", "heading", "bulletList", "orderedList", "blockquote"],
  blockquote: ["paragraph", "heading", "bulletList", "orderedList", "blockquote"],
};
const INLINE = new Set(["text", "hardBreak"]);
/** Every node type a page's document may hold. */
export const PAGE_DOC_NODE_TYPES: readonly string[] = [...Object.keys(BLOCK_CHILDREN), ...INLINE];
/** Every mark a page's text may carry. */
export const PAGE_DOC_MARK_TYPES = ["bold", "italic", "link"] as const;
const MARKS = new Set<string>(PAGE_DOC_MARK_TYPES);

/**
 * Whether a link's address may be kept: http(s) (absolute), or relative to the site ("/finance", "#hours",
 * "contact-us"); never javascript:, data:, mailto: or any other scheme, nor a protocol-relative "//host".
 */
export function pageLinkHrefAllowed(href: string): boolean {
  if (href.length === 0 || href.length > PAGE_DOC_LIMITS.maxHrefChars) return false;
  // Control characters and spaces are how "java\tscript:" slips past a scheme check: none is kept.
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(href)) return false;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(href);
  if (scheme) return /^https?$/i.test(scheme[1]!) && /^https?:\/\/[^/]/i.test(href);
  return !href.startsWith("//");
}

type Checked = { ok: true; doc: PageDoc } | { ok: false; problem: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The document checked against the allow-list and bounds, with only the attributes it keeps; or what is wrong. */
export function pageDocOf(value: unknown): Checked {
  if (!isRecord(value) || value.type !== "doc") return { ok: false, problem: "must be a document (type doc)" };
  let nodes = 0;
  let textChars = 0;

  const checkMarks = (marks: unknown, where: string): PageMark[] | string => {
    if (marks === undefined) return [];
    if (!Array.isArray(marks) || marks.length > 3) return `${where}: marks must be a short list`;
    const kept: PageMark[] = [];
    for (const mark of marks) {
      if (!isRecord(mark) || typeof mark.type !== "string" || !MARKS.has(mark.type)) return `${where}: ${isRecord(mark) && typeof mark.type === "string" ? `"${mark.type.slice(0, 40)}"` : "a mark"} is not allowed (bold, italic and links only)`;
      if (kept.some((k) => k.type === mark.type)) return `${where}: the mark ${mark.type} is given twice`;
      if (mark.type === "link") {
        const href = isRecord(mark.attrs) ? mark.attrs.href : undefined;
        if (typeof href !== "string" || !pageLinkHrefAllowed(href)) return `${where}: a link must go to an http(s) address or a page of the site`;
        kept.push({ type: "link", attrs: { href } });
      } else kept.push({ type: mark.type as "bold" | "italic" });
    }
    return kept;
  };

  const checkChildren = (content: unknown, parent: string, depth: number): PageNode[] | string => {
    if (content === undefined) return [];
    if (!Array.isArray(content)) return `${parent}: content must be a list`;
    if (depth > PAGE_DOC_LIMITS.maxDepth) return `is nested more than ${PAGE_DOC_LIMITS.maxDepth} deep`;
    const allowed = BLOCK_CHILDREN[parent]!;
    const kept: PageNode[] = [];
    for (const child of content) {
      nodes += 1;
      if (nodes > PAGE_DOC_LIMITS.maxNodes) return `holds more than ${PAGE_DOC_LIMITS.maxNodes} parts`;
      const type = isRecord(child) && typeof child.type === "string" ? child.type : null;
      if (!isRecord(child) || type === null) return `${parent}: holds something that is not a node`;
      const fits = allowed === "inline" ? INLINE.has(type) : allowed.includes(type);
      if (!fits) return BLOCK_CHILDREN[type] || INLINE.has(type) ? `${parent}: may not hold ${type}` : `"${type.slice(0, 40)}" is not allowed in a page`;
      if (type === "text") {
        if (typeof child.text !== "string" || child.text.length === 0) return "text: must be some text";
        textChars += child.text.length;
        if (textChars > PAGE_DOC_LIMITS.maxTextChars) return `holds more than ${PAGE_DOC_LIMITS.maxTextChars} characters of text`;
        const marks = checkMarks(child.marks, "text");
        if (typeof marks === "string") return marks;
        kept.push(marks.length > 0 ? { type: "text", text: child.text, marks } : { type: "text", text: child.text });
        continue;
      }
      if (type === "hardBreak") {
        kept.push({ type: "hardBreak" });
        continue;
      }
      const inner = checkChildren(child.content, type, depth + 1);
      if (typeof inner === "string") return inner;
      const attrs = isRecord(child.attrs) ? child.attrs : {};
      if (type === "heading") {
        if (attrs.level !== 2 && attrs.level !== 3) return "heading: the level must be 2 or 3";
        kept.push({ type: "heading", attrs: { level: attrs.level }, content: inner });
      } else if (type === "orderedList") {
        const start = attrs.start ?? 1;
        if (typeof start !== "number" || !Number.isInteger(start) || start < 0 || start > 100_000) return "orderedList: start must be a whole number";
        kept.push(start === 1 ? { type: "orderedList", content: inner } : { type: "orderedList", attrs: { start }, content: inner });
      } else kept.push({ type: type as "paragraph" | "bulletList" | "listItem" | "blockquote", content: inner });
    }
    return kept;
  };

  const content = checkChildren(value.content, "doc", 1);
  if (typeof content === "string") return { ok: false, problem: content };
  return { ok: true, doc: { type: "doc", content } };
}

/** What is wrong with a page's document, or null when it may be saved. */
export function pageDocProblem(value: unknown): string | null {
  const checked = pageDocOf(value);
  return checked.ok ? null : checked.problem;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const MARK_ORDER: Record<PageMark["type"], number> = { link: 0, bold: 1, italic: 2 };

function textHtml(node: Extract<PageNode, { type: "text" }>): string {
  let html = escapeHtml(node.text);
  const marks = [...(node.marks ?? [])].sort((a, b) => MARK_ORDER[b.type] - MARK_ORDER[a.type]);
  for (const mark of marks) {
    if (mark.type === "bold") html = `<strong>${html}</strong>`;
    else if (mark.type === "italic") html = `<em>${html}</em>`;
    else if (pageLinkHrefAllowed(mark.attrs.href)) html = `<a href="${escapeHtml(mark.attrs.href)}">${html}</a>`;
  }
  return html;
}

function nodesHtml(nodes: readonly PageNode[] | undefined): string {
  return (nodes ?? []).map(nodeHtml).join("");
}

function nodeHtml(node: PageNode): string {
  switch (node.type) {
    case "text":
      return textHtml(node);
    case "hardBreak":
      return "<br>";
    case "paragraph":
      return `<p>${nodesHtml(node.content)}</p>`;
    case "heading":
      return `<h${node.attrs.level}>${nodesHtml(node.content)}</h${node.attrs.level}>`;
    case "bulletList":
      return `<ul>${nodesHtml(node.content)}</ul>`;
    case "orderedList":
      return node.attrs && node.attrs.start !== 1 ? `<ol start="${node.attrs.start}">${nodesHtml(node.content)}</ol>` : `<ol>${nodesHtml(node.content)}</ol>`;
    case "listItem":
      return `<li>${nodesHtml(node.content)}</li>`;
    case "blockquote":
      return `<blockquote>${nodesHtml(node.content)}</blockquote>`;
  }
}

/**
 * A page's document as HTML. It is checked again first (a stored document is rendered only as the allow-list reads
 * it): one that fails renders nothing. The caller still passes the answer through the sanitiser.
 */
export function pageDocHtml(value: unknown): string {
  const checked = pageDocOf(value);
  return checked.ok ? nodesHtml(checked.doc.content) : "";
}
