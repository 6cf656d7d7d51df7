import { createTailwindMerge } from "tailwind-merge";

/**
 * Resolves conflicting Tailwind utilities ("px-4 px-3" keeps "px-3") with tailwind-merge's engine and a
 * configuration of only the utility groups this platform writes. tailwind-merge's full configuration knows
 * every Tailwind utility and is about 8 KB of the script every page loads; this one is a fraction of that.
 * A class outside these groups is simply kept. `class-merge.test.ts` checks that, for every pair of utilities
 * used in the source, the result equals tailwind-merge's full configuration, so a new utility that needs a
 * group here fails that test rather than silently keeping two conflicting classes.
 */

const any = () => true;
const TEXT_SIZES = /^(xs|sm|base|lg|xl|[2-9]xl)$/;
const SHADOW_SIZES = /^(2xs|xs|sm|md|lg|xl|2xl|none)$/;
const RADII = /^(none|xs|sm|md|lg|xl|2xl|3xl|4xl|full)$/;
const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const isNumber = (value: string) => /^\d+(\.\d+)?$/.test(value);
const isArbitraryLength = (value: string) => /^\[(length:)?[\d.]+(px|rem|em|%|vh|vw|svh|dvh)?\]$/.test(value);
const isWidth = (value: string) => isNumber(value) || value === "px" || isArbitraryLength(value) || /^\(length:/.test(value);
const isColour = (value: string) => !isWidth(value);
const SIDES = ["x", "y", "s", "e", "t", "r", "b", "l"] as const;
/** One group per side: `border-t-2` is in "border-w-t", `border-b-primary` in "border-color-b". */
const sideGroups = (groupPrefix: string, values: readonly (string | ((value: string) => boolean))[]) =>
  Object.fromEntries(SIDES.map((side) => [`${groupPrefix}-${side}`, [{ [`border-${side}`]: values }]]));
const roundedSides = ["s", "e", "t", "r", "b", "l", "ss", "se", "ee", "es", "tl", "tr", "br", "bl"] as const;

const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  orderSensitiveModifiers: ["*", "**", "after", "backdrop", "before", "file", "marker", "placeholder", "selection"],
  classGroups: {
    display: ["block", "inline-block", "inline", "flex", "inline-flex", "grid", "inline-grid", "contents", "table", "hidden", "flow-root", "list-item"],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    visibility: ["visible", "invisible", "collapse"],
    "sr-only": ["sr-only", "not-sr-only"],
    "snap-align": [{ snap: ["start", "end", "center", "align-none"] }],
    overflow: [{ overflow: ["auto", "hidden", "clip", "visible", "scroll"] }],
    "overflow-x": [{ "overflow-x": ["auto", "hidden", "clip", "visible", "scroll"] }],
    "overflow-y": [{ "overflow-y": ["auto", "hidden", "clip", "visible", "scroll"] }],
    z: [{ z: [any] }],
    inset: [{ inset: [any] }],
    "inset-x": [{ "inset-x": [any] }],
    "inset-y": [{ "inset-y": [any] }],
    top: [{ top: [any] }],
    right: [{ right: [any] }],
    bottom: [{ bottom: [any] }],
    left: [{ left: [any] }],
    w: [{ w: [any] }],
    h: [{ h: [any] }],
    size: [{ size: [any] }],
    "min-w": [{ "min-w": [any] }],
    "max-w": [{ "max-w": [any] }],
    "min-h": [{ "min-h": [any] }],
    "max-h": [{ "max-h": [any] }],
    p: [{ p: [any] }],
    px: [{ px: [any] }],
    py: [{ py: [any] }],
    pt: [{ pt: [any] }],
    pr: [{ pr: [any] }],
    pb: [{ pb: [any] }],
    pl: [{ pl: [any] }],
    m: [{ m: [any] }],
    mx: [{ mx: [any] }],
    my: [{ my: [any] }],
    mt: [{ mt: [any] }],
    mr: [{ mr: [any] }],
    mb: [{ mb: [any] }],
    ml: [{ ml: [any] }],
    gap: [{ gap: [any] }],
    "gap-x": [{ "gap-x": [any] }],
    "gap-y": [{ "gap-y": [any] }],
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "flex-wrap": [{ flex: ["wrap", "wrap-reverse", "nowrap"] }],
    flex: [{ flex: [isNumber, "auto", "initial", "none"] }],
    grow: [{ grow: ["", isNumber] }],
    shrink: [{ shrink: ["", isNumber] }],
    basis: [{ basis: [any] }],
    "grid-cols": [{ "grid-cols": [any] }],
    "grid-rows": [{ "grid-rows": [any] }],
    "col-start": [{ "col-start": [any] }],
    "row-start": [{ "row-start": [any] }],
    "row-span": [{ "row-span": [any] }],
    "col-span": [{ col: [{ span: [any] }] }],
    "justify-content": [{ justify: ["normal", "start", "end", "center", "between", "around", "evenly", "stretch", "baseline"] }],
    "align-items": [{ items: ["start", "end", "center", "baseline", "stretch"] }],
    "align-self": [{ self: ["auto", "start", "end", "center", "stretch", "baseline"] }],
    "justify-self": [{ "justify-self": ["auto", "start", "end", "center", "stretch"] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-wrap": [{ text: ["wrap", "nowrap", "balance", "pretty"] }],
    "text-overflow": ["truncate", "text-ellipsis", "text-clip"],
    "font-size": [{ text: [(value: string) => TEXT_SIZES.test(value) || /^\[\d/.test(value)] }],
    "text-color": [{ text: [any] }],
    "font-weight": [{ font: [(value: string) => FONT_WEIGHTS.test(value)] }],
    "font-family": [{ font: [any] }],
    "text-transform": ["uppercase", "lowercase", "capitalize", "normal-case"],
    "text-decoration": ["underline", "overline", "line-through", "no-underline"],
    "underline-offset": [{ "underline-offset": [any] }],
    leading: [{ leading: [any] }],
    tracking: [{ tracking: [any] }],
    whitespace: [{ whitespace: [any] }],
    "bg-color": [{ bg: [any] }],
    break: ["break-normal", "break-words", "break-all", "break-keep"],
    "list-style-type": [{ list: ["none", "disc", "decimal", any] }],
    "scroll-m": [{ "scroll-m": [any] }],
    "scroll-my": [{ "scroll-my": [any] }],
    "scroll-mt": [{ "scroll-mt": [any] }],
    "scroll-mb": [{ "scroll-mb": [any] }],
    "space-x": [{ "space-x": [any] }],
    "space-y": [{ "space-y": [any] }],
    "border-collapse": [{ border: ["collapse", "separate"] }],
    "vertical-align": [{ align: ["baseline", "top", "middle", "bottom", "text-top", "text-bottom", "sub", "super"] }],
    "border-style": [{ border: ["solid", "dashed", "dotted", "double", "hidden", "none"] }],
    "border-w": [{ border: ["", isWidth] }],
    ...sideGroups("border-w", ["", isWidth]),
    "border-color": [{ border: [isColour] }],
    ...sideGroups("border-color", [isColour]),
    rounded: [{ rounded: ["", (value: string) => RADII.test(value) || value.startsWith("[")] }],
    ...Object.fromEntries(roundedSides.map((side) => [`rounded-${side}`, [{ [`rounded-${side}`]: ["", (value: string) => RADII.test(value) || value.startsWith("[")] }]])),
    shadow: [{ shadow: ["", (value: string) => SHADOW_SIZES.test(value) || /^\[\d/.test(value)] }],
    "shadow-color": [{ shadow: [any] }],
    "ring-w": [{ ring: ["", isNumber] }],
    "ring-color": [{ ring: [any] }],
    "outline-style": [{ outline: ["", "none", "hidden", "dashed", "dotted", "double", "solid"] }],
    "outline-offset": [{ "outline-offset": [any] }],
    "outline-w": [{ outline: [isWidth] }],
    "outline-color": [{ outline: [any] }],
    opacity: [{ opacity: [any] }],
    cursor: [{ cursor: [any] }],
    "pointer-events": [{ "pointer-events": ["auto", "none"] }],
    "object-fit": [{ object: ["contain", "cover", "fill", "none", "scale-down"] }],
    aspect: [{ aspect: [any] }],
    transition: [{ transition: ["", "all", "colors", "opacity", "shadow", "transform", "none", any] }],
    duration: [{ duration: [any] }],
    translate: [{ translate: [any] }],
    "translate-x": [{ "translate-x": [any] }],
    "translate-y": [{ "translate-y": [any] }],
    rotate: [{ rotate: [any] }],
    animate: [{ animate: [any] }],
  },
  conflictingClassGroups: {
    overflow: ["overflow-x", "overflow-y"],
    inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
    "inset-x": ["right", "left"],
    "inset-y": ["top", "bottom"],
    size: ["w", "h"],
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    gap: ["gap-x", "gap-y"],
    flex: ["basis", "grow", "shrink"],
    "font-size": ["leading"],
    "border-w": ["border-w-x", "border-w-y", "border-w-s", "border-w-e", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
    "border-w-x": ["border-w-r", "border-w-l"],
    "border-w-y": ["border-w-t", "border-w-b"],
    "border-color": ["border-color-x", "border-color-y", "border-color-s", "border-color-e", "border-color-t", "border-color-r", "border-color-b", "border-color-l"],
    "border-color-x": ["border-color-r", "border-color-l"],
    "border-color-y": ["border-color-t", "border-color-b"],
    rounded: roundedSides.map((side) => `rounded-${side}`),
    "rounded-s": ["rounded-ss", "rounded-es"],
    "rounded-e": ["rounded-se", "rounded-ee"],
    "rounded-t": ["rounded-tl", "rounded-tr"],
    "rounded-r": ["rounded-tr", "rounded-br"],
    "rounded-b": ["rounded-br", "rounded-bl"],
    "rounded-l": ["rounded-tl", "rounded-bl"],
    translate: ["translate-x", "translate-y"],
    "scroll-m": ["scroll-my", "scroll-mt", "scroll-mb"],
    "scroll-my": ["scroll-mt", "scroll-mb"],
  },
  conflictingClassGroupModifiers: {
    "font-size": ["leading"],
  },
}));

export function mergeClasses(classList: string): string {
  return merge(classList);
}
