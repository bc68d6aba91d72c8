"use client";

import { Popover as PopoverPrimitive } from "radix-ui";
import type * as React from "react";
import { withSlot } from "@/components/ui/slot";
import { cn } from "@/lib/utils";

// Floating surfaces share one motion: fade and zoom from the trigger, a short slide from its side.
export const floatingMotionClassName =
  "data-[state=closed]:animate-out data-[state=open]:animate-in data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0 data-[state=closed]:zoom-out-95 data-[state=open]:zoom-in-95 data-[side=bottom]:slide-in-from-top-2 data-[side=left]:slide-in-from-right-2 data-[side=right]:slide-in-from-left-2 data-[side=top]:slide-in-from-bottom-2";

const Popover = withSlot(PopoverPrimitive.Root, "popover");

const PopoverTrigger = withSlot(PopoverPrimitive.Trigger, "popover-trigger");

const PopoverAnchor = withSlot(PopoverPrimitive.Anchor, "popover-anchor");

function PopoverContent({
  className,
  align = "center",
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          "z-50 w-72 origin-(--radix-popover-content-transform-origin) rounded-md border bg-popover p-4 text-popover-foreground shadow-md outline-hidden",
          floatingMotionClassName,
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}

export { Popover, PopoverAnchor, PopoverContent, PopoverTrigger };
