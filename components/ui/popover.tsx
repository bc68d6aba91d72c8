"use client";

import { Popover as PopoverPrimitive } from "radix-ui";
import type * as React from "react";
import { floatingMotionClassName } from "@/components/ui/floating-motion";
import { withSlot } from "@/components/ui/slot";
import { cn } from "@/lib/utils";

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
