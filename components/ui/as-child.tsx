"use client";

import {
  Children,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type ReactNode,
  type Ref,
  type RefCallback,
  useCallback,
} from "react";
import { cn } from "@/lib/utils";

// `asChild` for the app's own primitives (Button, Badge): the single child element is rendered with the
// primitive's props merged into its own, as Radix Slot does, without Radix's slot, primitive and
// compose-refs packages on the sign-in and bidder portal pages' first load.

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };
type ChildProps = Record<string, unknown> & { ref?: Ref<HTMLElement> };

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * The slot's props under the child's: the child's own value wins, except that both event handlers run (the
 * child's first), class names join and styles merge.
 */
function mergeProps(slot: Record<string, unknown>, child: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...slot, ...child };
  for (const key of Object.keys(slot)) {
    const ours = slot[key];
    const theirs = child[key];
    if (/^on[A-Z]/.test(key) && typeof ours === "function" && typeof theirs === "function") {
      merged[key] = (...args: unknown[]) => {
        const result = theirs(...args);
        ours(...args);
        return result;
      };
    } else if (key === "style" && theirs) {
      merged[key] = { ...(ours as object), ...(theirs as object) };
    } else if (key === "className") {
      merged[key] = cn(ours as string, theirs as string);
    }
  }
  return merged;
}

/** Renders its one child element with these props merged in (the primitive's `asChild`). */
export function Slot({ children, ref, ...props }: SlotProps) {
  const child = isValidElement<ChildProps>(children) ? children : null;
  const childRef = child?.props.ref;
  const composed: RefCallback<HTMLElement> = useCallback(
    (node) => {
      setRef(ref, node);
      setRef(childRef, node);
    },
    [ref, childRef],
  );
  if (!child) return Children.count(children) > 1 ? Children.only(null) : null;
  return cloneElement(child, { ...mergeProps(props, child.props), ref: composed });
}
