import * as React from "react";

/**
 * `asChild` support: renders its single child element with the slot's props merged in (classes joined,
 * styles merged, event handlers both called, the child's first; any other prop the child sets wins; refs
 * both set). With a <Slottable> among the children, the Slottable's element is the one rendered and the
 * other children go inside it (a button's spinner inside the link it renders as).
 */

type AnyProps = Record<string, unknown>;

export function Slottable({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}

function isSlottable(node: React.ReactNode): node is React.ReactElement<{ children: React.ReactNode }> {
  return React.isValidElement(node) && node.type === Slottable;
}

function composeRefs<T>(...refs: Array<React.Ref<T> | undefined>): React.RefCallback<T> {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(value);
      else if (ref) ref.current = value;
    }
  };
}

function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        (childValue as (...a: unknown[]) => unknown)(...args);
        (slotValue as (...a: unknown[]) => unknown)(...args);
      };
    } else if (key === "className" && slotValue && childValue) {
      merged[key] = `${String(slotValue)} ${String(childValue)}`;
    } else if (key === "style" && slotValue && childValue) {
      merged[key] = { ...(slotValue as object), ...(childValue as object) };
    }
  }
  return merged;
}

export function Slot({ children, ref, ...slotProps }: React.HTMLAttributes<HTMLElement> & { children?: React.ReactNode; ref?: React.Ref<HTMLElement> }) {
  const nodes = React.Children.toArray(children);
  const slottable = nodes.find(isSlottable);
  const target = slottable ? slottable.props.children : children;
  if (!React.isValidElement<AnyProps & { ref?: React.Ref<HTMLElement> }>(target)) return null;
  const childRef = target.props.ref;
  const props = mergeProps(slotProps as AnyProps, target.props);
  props.ref = ref && childRef ? composeRefs(ref, childRef) : (childRef ?? ref);
  if (!slottable) return React.cloneElement(target, props);
  // The other children (a spinner, say) sit around the Slottable's own children, in their places.
  const inner = nodes.map((node) => (node === slottable ? (target.props.children as React.ReactNode) : node));
  return React.cloneElement(target, props, ...inner);
}
