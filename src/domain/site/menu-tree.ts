/**
 * A site's header and footer menus as the console's menu editor edits them (issue 36): two trees of at most two
 * levels, stored as the settings' `navigation.items` (an item and its dropdown's links) and `navigation.footerGroups`
 * (a group's title and its links). This module holds the trees' rules: their bounds, what a link may be (a page of
 * the site, a search, or an http(s) address, each checked as hostile input), and the moves the editor offers (up,
 * down, in a level and out), each a pure function on the tree.
 */

/** The trees' bounds: levels, items in each tree, links in one dropdown or group, a label's characters, a link's. */
export const MENU_MAX_DEPTH = 2;
export const MENU_MAX_ITEMS = 80;
export const MENU_MAX_TOP_ITEMS = 12;
export const MENU_MAX_CHILDREN = 24;
export const MENU_LABEL_MAX = 40;
export const MENU_HREF_MAX = 512;
export const MENU_EXTERNAL_MAX = 2048;

/** What a link points at: a page of the site, a search of its stock, or another website. */
export type MenuLinkKind = "page" | "search" | "external";

/** A node of either tree as the editor holds it. A footer group's node has no link (its `href` is ""). */
export interface MenuNode {
  /** The editor's own name for the node (a React key), kept by every move; never stored. */
  id?: string;
  label: string;
  href: string;
  /** The header item's mega-menu, kept as it was (the menu editor does not change it). */
  megaMenu?: "none" | "models" | "brands" | "stock";
  children: MenuNode[];
}

export type MenuTreeKind = "header" | "footer";

// Control characters, whitespace, quotes, angle brackets, backslash and backtick: none belongs in a link a page writes.
const UNSAFE_IN_LINK = /[\u0000-\u0020\u007f-\u009f\u00a0\u2028\u2029\ufeff"'<>\\`]/;

/** What kind of link `href` is, or null when it is none the menus take (see `menuLinkProblem`). */
export function menuLinkKind(href: string): MenuLinkKind | null {
  if (menuLinkProblem(href) !== null) return null;
  if (/^https?:\/\//i.test(href)) return "external";
  const path = internalPathOf(href);
  return path === "/search" || path.startsWith("/search/") ? "search" : "page";
}

/**
 * Why `href` is no link a menu may hold, or null. A link of the site is a path (`/`, `/service#booking`,
 * `/search/used-cars?item_type=truck`): one `/` first (`//host` would leave the site), printable characters only. An
 * external link is an absolute http or https URL with a host name and no user name or password (`https://x@evil`),
 * parsed by the URL standard; `javascript:`, `data:` and every other scheme are refused.
 */
export function menuLinkProblem(href: string): string | null {
  if (href.length === 0) return "choose where the link goes";
  if (UNSAFE_IN_LINK.test(href)) return "may not hold spaces, quotes, angle brackets, backslashes or control characters";
  if (href.startsWith("/")) {
    if (href.startsWith("//")) return "must be a path of this site (one / first), or a full http(s) address";
    if (href.length > MENU_HREF_MAX) return `must be at most ${MENU_HREF_MAX} characters`;
    return null;
  }
  if (!/^https?:\/\//i.test(href)) return "must be a path of this site starting with /, or an address starting with https:// or http://";
  if (href.length > MENU_EXTERNAL_MAX) return `must be at most ${MENU_EXTERNAL_MAX} characters`;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return "is not a valid web address";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "must start with https:// or http://";
  if (url.username !== "" || url.password !== "") return "may not hold a user name or password";
  const host = url.hostname;
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/.test(host)) return "must name a website (a host name such as www.example.com.au)";
  return null;
}

/**
 * The path a link of the site goes to, as the site's routes match it: without its query and fragment, without a
 * trailing `/` (Next redirects `/service/` to `/service`), lower case as written otherwise.
 */
export function internalPathOf(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? "";
  return path.length > 1 && path.endsWith("/") ? path.replace(/\/+$/, "") || "/" : path;
}

/** A problem of one field of a tree: `header.0.children.1.label` and what is wrong with it. */
export interface MenuProblem {
  field: string;
  message: string;
}

/** Why a label is refused, or null. */
export function menuLabelProblem(label: string): string | null {
  if (label.trim().length === 0) return "give it a label";
  if (label.length > MENU_LABEL_MAX) return `must be at most ${MENU_LABEL_MAX} characters (it has ${label.length})`;
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(label)) return "may not hold line breaks or control characters";
  return null;
}

/**
 * Every problem of a tree, each with its field: the bounds (levels, items, links in one dropdown or group), the
 * labels, and the links (a footer group has a title and no link, and at least one link in it; every other node links
 * somewhere).
 */
export function menuTreeProblems(kind: MenuTreeKind, tree: readonly MenuNode[]): MenuProblem[] {
  const problems: MenuProblem[] = [];
  const count = tree.reduce((n, node) => n + 1 + node.children.length, 0);
  if (tree.length > MENU_MAX_TOP_ITEMS) problems.push({ field: kind, message: `may have at most ${MENU_MAX_TOP_ITEMS} top-level ${kind === "footer" ? "groups" : "items"} (it has ${tree.length})` });
  if (count > MENU_MAX_ITEMS) problems.push({ field: kind, message: `may have at most ${MENU_MAX_ITEMS} items in all (it has ${count})` });
  tree.forEach((node, i) => {
    const at = `${kind}.${i}`;
    const labelProblem = menuLabelProblem(node.label);
    if (labelProblem) problems.push({ field: `${at}.label`, message: labelProblem });
    if (kind === "header") {
      const linkProblem = menuLinkProblem(node.href);
      if (linkProblem) problems.push({ field: `${at}.href`, message: linkProblem });
    } else if (node.children.length === 0) {
      problems.push({ field: `${at}.children`, message: "a footer group needs at least one link" });
    }
    if (node.children.length > MENU_MAX_CHILDREN) problems.push({ field: `${at}.children`, message: `may hold at most ${MENU_MAX_CHILDREN} links (it has ${node.children.length})` });
    node.children.forEach((child, j) => {
      const childAt = `${at}.children.${j}`;
      const childLabel = menuLabelProblem(child.label);
      if (childLabel) problems.push({ field: `${childAt}.label`, message: childLabel });
      const childLink = menuLinkProblem(child.href);
      if (childLink) problems.push({ field: `${childAt}.href`, message: childLink });
      if (child.children.length > 0) problems.push({ field: `${childAt}.children`, message: `menus are at most ${MENU_MAX_DEPTH} levels deep` });
    });
  });
  return problems;
}

/** The stored header items and footer groups (the settings' shapes), as the editor's trees, and back. */
export interface StoredNavLink {
  label: string;
  href: string;
  external?: boolean;
}
export interface StoredNavItem {
  label: string;
  href: string;
  children?: StoredNavLink[];
  megaMenu?: "none" | "models" | "brands" | "stock";
}
export interface StoredFooterGroup {
  title: string;
  links: StoredNavLink[];
}

const leaf = (link: StoredNavLink): MenuNode => ({ label: link.label, href: link.href, children: [] });
const linkOf = (node: MenuNode): StoredNavLink => ({ label: node.label.trim(), href: node.href, external: menuLinkKind(node.href) === "external" });

export function headerTree(items: readonly StoredNavItem[]): MenuNode[] {
  return items.map((item) => ({ label: item.label, href: item.href, megaMenu: item.megaMenu ?? "none", children: (item.children ?? []).map(leaf) }));
}

export function footerTree(groups: readonly StoredFooterGroup[]): MenuNode[] {
  return groups.map((group) => ({ label: group.title, href: "", children: group.links.map(leaf) }));
}

export function headerItemsOf(tree: readonly MenuNode[]): Array<Required<StoredNavItem>> {
  return tree.map((node) => ({ label: node.label.trim(), href: node.href, megaMenu: node.megaMenu ?? "none", children: node.children.map(linkOf) }));
}

export function footerGroupsOf(tree: readonly MenuNode[]): StoredFooterGroup[] {
  return tree.map((node) => ({ title: node.label.trim(), links: node.children.map(linkOf) }));
}

// ---- moves ----

/** Where a node is: its index at the top, and its index among its parent's children when it is one. */
export type MenuPath = readonly [number] | readonly [number, number];

export type MenuMove = "up" | "down" | "in" | "out";

/**
 * The moves the editor offers for the node at `path`. Header: up and down among its siblings; in (the previous
 * item's last link: only an item without links of its own, so the tree stays two levels) and out (a link becomes an
 * item after its parent). Footer: groups move up and down; a link moves up and down, past the end of its group into
 * the next or previous one (a link cannot leave the groups, and a group cannot go in one).
 */
export function menuMoves(kind: MenuTreeKind, tree: readonly MenuNode[], path: MenuPath): MenuMove[] {
  const moves: MenuMove[] = [];
  const [i, j] = path;
  if (j === undefined) {
    if (i > 0) moves.push("up");
    if (i < tree.length - 1) moves.push("down");
    if (kind === "header" && i > 0 && (tree[i]?.children.length ?? 0) === 0) moves.push("in");
    return moves;
  }
  const siblings = tree[i]?.children.length ?? 0;
  if (kind === "footer") {
    if (j > 0 || i > 0) moves.push("up");
    if (j < siblings - 1 || i < tree.length - 1) moves.push("down");
    return moves;
  }
  if (j > 0) moves.push("up");
  if (j < siblings - 1) moves.push("down");
  moves.push("out");
  return moves;
}

const cloneTree = (tree: readonly MenuNode[]): MenuNode[] => tree.map((n) => ({ ...n, children: n.children.map((c) => ({ ...c, children: [...c.children] })) }));

/**
 * The tree with the node at `path` moved, and where it is now; the tree unchanged (and the same path) for a move
 * `menuMoves` does not offer there.
 */
export function moveMenuNode(kind: MenuTreeKind, tree: readonly MenuNode[], path: MenuPath, move: MenuMove): { tree: MenuNode[]; path: MenuPath } {
  const next = cloneTree(tree);
  if (!menuMoves(kind, tree, path).includes(move)) return { tree: next, path };
  const [i, j] = path;
  if (j === undefined) {
    const [node] = next.splice(i, 1);
    if (move === "up" || move === "down") {
      const to = move === "up" ? i - 1 : i + 1;
      next.splice(to, 0, node!);
      return { tree: next, path: [to] };
    }
    // in: the previous item's last link.
    const parent = next[i - 1]!;
    parent.children.push({ ...node!, megaMenu: undefined, children: [] });
    return { tree: next, path: [i - 1, parent.children.length - 1] };
  }
  const parent = next[i]!;
  const [node] = parent.children.splice(j, 1);
  if (move === "out") {
    next.splice(i + 1, 0, { ...node!, megaMenu: "none", children: [] });
    return { tree: next, path: [i + 1] };
  }
  const to = move === "up" ? j - 1 : j + 1;
  if (to >= 0 && to <= parent.children.length) {
    parent.children.splice(to, 0, node!);
    return { tree: next, path: [i, to] };
  }
  // A footer link past its group's end: into the neighbouring group (last of the previous, first of the next).
  if (move === "up") {
    const previous = next[i - 1]!;
    previous.children.push(node!);
    return { tree: next, path: [i - 1, previous.children.length - 1] };
  }
  next[i + 1]!.children.unshift(node!);
  return { tree: next, path: [i + 1, 0] };
}

/**
 * Where a dragged node may be dropped: on a node of its own level. An item among the items; a link among the links,
 * its own dropdown's or group's or another's (the tree stays two levels, and a dropdown or group takes at most
 * MENU_MAX_CHILDREN links). A header item with links of its own never becomes a link, and a link never an item, by
 * dragging: In and Out do that.
 */
export function menuDropAllowed(tree: readonly MenuNode[], from: MenuPath, to: MenuPath): boolean {
  if (from.length !== to.length) return false;
  const [fi, fj] = from;
  const [ti, tj] = to;
  if (!tree[fi] || !tree[ti]) return false;
  if (fj === undefined || tj === undefined) return fi !== ti;
  if (!tree[fi]!.children[fj] || !tree[ti]!.children[tj]) return false;
  if (fi === ti) return fj !== tj;
  return tree[ti]!.children.length < MENU_MAX_CHILDREN;
}

/**
 * The tree with the node at `from` dropped where the node at `to` is (the drag and drop of the menu editor), and
 * where it is now. Among its own siblings it takes `to`'s place (the others shift, as a list reorders); dropped on
 * a link of another dropdown or group, it goes in before that link. A drop `menuDropAllowed` refuses leaves the
 * tree as it was.
 */
export function dropMenuNode(tree: readonly MenuNode[], from: MenuPath, to: MenuPath): { tree: MenuNode[]; path: MenuPath } {
  const next = cloneTree(tree);
  if (!menuDropAllowed(tree, from, to)) return { tree: next, path: from };
  const [fi, fj] = from;
  const [ti, tj] = to;
  if (fj === undefined || tj === undefined) {
    const [node] = next.splice(fi, 1);
    next.splice(ti, 0, node!);
    return { tree: next, path: [ti] };
  }
  const [node] = next[fi]!.children.splice(fj, 1);
  next[ti]!.children.splice(tj, 0, node!);
  return { tree: next, path: [ti, tj] };
}

/** The tree with the node at `path` removed (its links with it). */
export function removeMenuNode(tree: readonly MenuNode[], path: MenuPath): MenuNode[] {
  const next = cloneTree(tree);
  const [i, j] = path;
  if (j === undefined) next.splice(i, 1);
  else next[i]?.children.splice(j, 1);
  return next;
}

/** The tree with `node` added: at the end of the top level, or as the last link of the top-level node `parent`. */
export function addMenuNode(tree: readonly MenuNode[], node: MenuNode, parent?: number): { tree: MenuNode[]; path: MenuPath } {
  const next = cloneTree(tree);
  if (parent === undefined || !next[parent]) {
    next.push(node);
    return { tree: next, path: [next.length - 1] };
  }
  next[parent]!.children.push(node);
  return { tree: next, path: [parent, next[parent]!.children.length - 1] };
}

/** The tree with the node at `path` changed by `patch` (its label or link). */
export function editMenuNode(tree: readonly MenuNode[], path: MenuPath, patch: Partial<Pick<MenuNode, "label" | "href">>): MenuNode[] {
  const next = cloneTree(tree);
  const [i, j] = path;
  const at = j === undefined ? next[i] : next[i]?.children[j];
  if (at) Object.assign(at, patch);
  return next;
}

/** A node's name as a refusal names it: "Header › Used cars › Certified" (its labels from the top). */
export function menuNodeName(kind: MenuTreeKind, tree: readonly MenuNode[], path: MenuPath): string {
  const [i, j] = path;
  const top = tree[i];
  const names = [kind === "header" ? "Header" : "Footer", top?.label ?? `item ${i + 1}`];
  if (j !== undefined) names.push(top?.children[j]?.label ?? `link ${j + 1}`);
  return names.join(" › ");
}
