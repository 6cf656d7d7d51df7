import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { Slot, Slottable } from "./slot";

describe("Slot", () => {
  it("renders the child element with the slot's classes joined to the child's, and the child's other props winning", () => {
    const html = renderToStaticMarkup(
      <Slot className="slot-class" title="from slot" data-x="slot">
        <a href="/cars" className="child-class" data-x="child">Cars</a>
      </Slot>,
    );
    expect(html).toMatch(/^<a [^>]*>Cars<\/a>$/);
    expect(html).toContain('class="slot-class child-class"');
    expect(html).toContain('title="from slot"');
    expect(html).toContain('data-x="child"');
    expect(html).toContain('href="/cars"');
  });

  it("calls both click handlers, the child's first", () => {
    const calls: string[] = [];
    const element = Slot({ onClick: () => calls.push("slot"), children: <button type="button" onClick={() => calls.push("child")} /> }) as React.ReactElement<{ onClick: () => void }>;
    element.props.onClick();
    expect(calls).toEqual(["child", "slot"]);
  });

  it("sets both refs", () => {
    const slotRef = vi.fn();
    const childRef = { current: null as HTMLElement | null };
    const element = Slot({ ref: slotRef, children: <span ref={childRef} /> }) as React.ReactElement<{ ref: (node: HTMLElement) => void }>;
    const node = {} as HTMLElement;
    element.props.ref(node);
    expect(slotRef).toHaveBeenCalledWith(node);
    expect(childRef.current).toBe(node);
  });

  it("puts the other children inside the Slottable's element (a button's spinner inside its link)", () => {
    const html = renderToStaticMarkup(
      <Slot className="x">
        <i>spinner</i>
        <Slottable><a href="/finance">Finance</a></Slottable>
      </Slot>,
    );
    expect(html).toMatch(/^<a [^>]*><i>spinner<\/i>Finance<\/a>$/);
    expect(html).toContain('class="x"');
  });

  it("lets Button render as a link with the button's look", () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="outline" className="w-full">
        <a href="/cars/x/checkout">Reserve</a>
      </Button>,
    );
    expect(html).toMatch(/^<a [^>]*>Reserve<\/a>$/);
    // The outline look (the shared .btn-outline class, globals.css) and the caller's class.
    expect(html).toMatch(/class="[^"]*btn-outline[^"]* w-full"/);
    expect(html).toContain('href="/cars/x/checkout"');
    expect(html).not.toContain("type=");
  });
});
