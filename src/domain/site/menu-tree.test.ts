import { describe, expect, it } from "vitest";
import {
  addMenuNode,
  dropMenuNode,
  editMenuNode,
  footerGroupsOf,
  footerTree,
  headerItemsOf,
  headerTree,
  internalPathOf,
  MENU_LABEL_MAX,
  MENU_MAX_CHILDREN,
  MENU_MAX_ITEMS,
  menuDropAllowed,
  menuLinkKind,
  menuLinkProblem,
  menuMoves,
  menuNodeName,
  menuTreeProblems,
  moveMenuNode,
  removeMenuNode,
  type MenuNode,
} from "./menu-tree";

const node = (label: string, href = "/x", children: MenuNode[] = []): MenuNode => ({ label, href, children });

describe("menuLinkProblem", () => {
  it("takes a path of the site and an http(s) address", () => {
    expect(menuLinkProblem("/")).toBeNull();
    expect(menuLinkProblem("/search/used-cars?item_type=truck")).toBeNull();
    expect(menuLinkProblem("/service#service-booking")).toBeNull();
    expect(menuLinkProblem("https://www.example.com.au/path?q=1")).toBeNull();
    expect(menuLinkProblem("http://example.com")).toBeNull();
  });

  it("refuses hostile and malformed links", () => {
    for (const bad of ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<b>", "//evil.example", "/x\"onmouseover=1", "/a b", "/a\\b", "https://user:pw@evil.example", "https://evil.example@", "ftp://x.example", "https://", "https://localhost", "vbscript:x", "/\u0000", "mailto:a@b.example", "https://exa mple.com", ""]) {
      expect(menuLinkProblem(bad), bad).not.toBeNull();
    }
    expect(menuLinkProblem(`/${"a".repeat(600)}`)).toMatch(/at most 512/);
  });

  it("names the kind of a link", () => {
    expect(menuLinkKind("/search")).toBe("search");
    expect(menuLinkKind("/search/new-cars?x=1")).toBe("search");
    expect(menuLinkKind("/searchable")).toBe("page");
    expect(menuLinkKind("/finance")).toBe("page");
    expect(menuLinkKind("https://a.example")).toBe("external");
    expect(menuLinkKind("javascript:x")).toBeNull();
  });

  it("matches a link's path as the routes do", () => {
    expect(internalPathOf("/book-test-drive/")).toBe("/book-test-drive");
    expect(internalPathOf("/service#x")).toBe("/service");
    expect(internalPathOf("/models?body=suv")).toBe("/models");
    expect(internalPathOf("/")).toBe("/");
  });
});

describe("menuTreeProblems", () => {
  it("accepts a two-level header and a footer of groups", () => {
    expect(menuTreeProblems("header", [node("Cars", "/search", [node("Used", "/search/used-cars")])])).toEqual([]);
    expect(menuTreeProblems("footer", [node("About", "", [node("Contact", "/contact")])])).toEqual([]);
  });

  it("names the field of each problem", () => {
    const tree = [node("Cars", "/search", [node("", "/x"), node("Deep", "/y", [node("Too deep", "/z")])]), node("x".repeat(MENU_LABEL_MAX + 1), "javascript:alert(1)")];
    expect(menuTreeProblems("header", tree).map((p) => p.field)).toEqual(["header.0.children.0.label", "header.0.children.1.children", "header.1.label", "header.1.href"]);
    expect(menuTreeProblems("footer", [node("Empty", "")])).toEqual([{ field: "footer.0.children", message: "a footer group needs at least one link" }]);
  });

  it("bounds the items of a tree", () => {
    const big = Array.from({ length: 10 }, (_, i) => node(`G${i}`, "/g", Array.from({ length: 8 }, (_, j) => node(`L${j}`, "/l"))));
    expect(menuTreeProblems("footer", big)).toEqual([{ field: "footer", message: `may have at most ${MENU_MAX_ITEMS} items in all (it has 90)` }]);
  });
});

describe("the moves", () => {
  const header = [node("A", "/a", [node("A1", "/a1"), node("A2", "/a2")]), node("B", "/b"), node("C", "/c")];

  it("offers only the moves that keep two levels", () => {
    expect(menuMoves("header", header, [0])).toEqual(["down"]);
    expect(menuMoves("header", header, [1])).toEqual(["up", "down", "in"]);
    expect(menuMoves("header", header, [0, 0])).toEqual(["down", "out"]);
    expect(menuMoves("footer", header, [0, 0])).toEqual(["down"]);
    expect(menuMoves("footer", header, [0, 1])).toEqual(["up", "down"]);
    expect(menuMoves("footer", header, [1])).toEqual(["up", "down"]);
  });

  it("moves up, down, in and out", () => {
    expect(moveMenuNode("header", header, [2], "up").tree.map((n) => n.label)).toEqual(["A", "C", "B"]);
    const inward = moveMenuNode("header", header, [1], "in");
    expect(inward.path).toEqual([0, 2]);
    expect(inward.tree.map((n) => n.label)).toEqual(["A", "C"]);
    expect(inward.tree[0]!.children.map((n) => n.label)).toEqual(["A1", "A2", "B"]);
    const outward = moveMenuNode("header", header, [0, 0], "out");
    expect(outward.path).toEqual([1]);
    expect(outward.tree.map((n) => n.label)).toEqual(["A", "A1", "B", "C"]);
    expect(moveMenuNode("header", header, [0, 0], "down").tree[0]!.children.map((n) => n.label)).toEqual(["A2", "A1"]);
  });

  it("moves a footer link across its group's end", () => {
    const footer = [node("G1", "", [node("x", "/x")]), node("G2", "", [node("y", "/y")])];
    const down = moveMenuNode("footer", footer, [0, 0], "down");
    expect(down.path).toEqual([1, 0]);
    expect(down.tree[1]!.children.map((n) => n.label)).toEqual(["x", "y"]);
    expect(moveMenuNode("footer", footer, [1, 0], "up").tree[0]!.children.map((n) => n.label)).toEqual(["x", "y"]);
  });

  it("leaves the tree as it was for a move not offered", () => {
    expect(moveMenuNode("header", header, [0], "in").tree).toEqual(header);
  });

  it("drops a dragged item among the items, and a link among the links of any dropdown", () => {
    const labels = (t: MenuNode[]) => t.map((n) => `${n.label}${n.children.length ? `(${n.children.map((c) => c.label).join(",")})` : ""}`).join(" ");
    expect(labels(dropMenuNode(header, [2], [0]).tree)).toBe("C A(A1,A2) B");
    expect(labels(dropMenuNode(header, [0], [2]).tree)).toBe("B C A(A1,A2)");
    expect(dropMenuNode(header, [0], [2]).path).toEqual([2]);
    expect(labels(dropMenuNode(header, [0, 1], [0, 0]).tree)).toBe("A(A2,A1) B C");
    const across = [node("G1", "", [node("x"), node("y")]), node("G2", "", [node("z")])];
    const dropped = dropMenuNode(across, [0, 1], [1, 0]);
    expect(labels(dropped.tree)).toBe("G1(x) G2(y,z)");
    expect(dropped.path).toEqual([1, 0]);
    expect(across[0]!.children).toHaveLength(2);
  });

  it("refuses a drop that would change a node's level or overfill a dropdown", () => {
    expect(menuDropAllowed(header, [1], [0, 0])).toBe(false);
    expect(menuDropAllowed(header, [0, 0], [1])).toBe(false);
    expect(menuDropAllowed(header, [1], [1])).toBe(false);
    expect(menuDropAllowed(header, [0, 5], [0, 0])).toBe(false);
    expect(dropMenuNode(header, [1], [0, 0]).tree).toEqual(header);
    const full = [node("F", "/f", Array.from({ length: MENU_MAX_CHILDREN }, (_, k) => node(`f${k}`))), node("G", "/g", [node("g0")])];
    expect(menuDropAllowed(full, [1, 0], [0, 3])).toBe(false);
    expect(menuDropAllowed(full, [0, 3], [1, 0])).toBe(true);
  });

  it("adds, edits and removes", () => {
    const added = addMenuNode(header, node("New", "/search/new-cars"), 1);
    expect(added.path).toEqual([1, 0]);
    const renamed = editMenuNode(added.tree, [1, 0], { label: "New cars" });
    expect(menuNodeName("header", renamed, [1, 0])).toBe("Header › B › New cars");
    expect(removeMenuNode(renamed, [1])).toHaveLength(2);
    expect(header[1]!.children).toEqual([]);
  });
});

describe("stored shapes", () => {
  it("round-trips the settings' header items and footer groups, marking external links", () => {
    const items = [{ label: "Cars", href: "/search", megaMenu: "models" as const, children: [{ label: "Ext", href: "https://a.example", external: false }] }];
    expect(headerItemsOf(headerTree(items))).toEqual([{ label: "Cars", href: "/search", megaMenu: "models", children: [{ label: "Ext", href: "https://a.example", external: true }] }]);
    const groups = [{ title: "About", links: [{ label: "Contact", href: "/contact", external: false }] }];
    expect(footerGroupsOf(footerTree(groups))).toEqual(groups);
  });
});
