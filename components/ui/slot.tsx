import type * as React from "react";
import { cn } from "@/lib/utils";

// Most primitives are one element (a Radix part or a plain tag) tagged with `data-slot`, the hook that
// parent styles and tests select on, plus base classes a caller's className extends or overrides.
// These two factories build them so each primitive states only its element, slot and classes.

/** A primitive that only tags its element with data-slot and passes every prop through. */
export function withSlot<T extends React.ElementType>(Component: T, slot: string) {
  const Element = Component as React.ElementType;
  function Slotted(props: React.ComponentProps<T>) {
    return <Element data-slot={slot} {...props} />;
  }
  return Slotted;
}

/** As withSlot, with base classes merged (by cn) ahead of the caller's className. */
export function withSlotStyle<T extends React.ElementType>(Component: T, slot: string, base: string) {
  const Element = Component as React.ElementType;
  function Styled({ className, ...props }: React.ComponentProps<T> & { className?: string }) {
    return <Element data-slot={slot} className={cn(base, className)} {...props} />;
  }
  return Styled;
}
