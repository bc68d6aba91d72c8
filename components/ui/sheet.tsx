"use client";

import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";
import { closeButtonClassName, overlayClassName } from "@/components/ui/dialog";
import { withSlot, withSlotStyle } from "@/components/ui/slot";
import { cn } from "@/lib/utils";

// A Dialog that slides in from an edge: the phone navigation menu.
const sheetVariants = cva(
  "fixed z-50 flex flex-col gap-4 bg-background shadow-lg outline-none transition ease-in-out data-[state=closed]:animate-out data-[state=open]:animate-in data-[state=closed]:duration-300 data-[state=open]:duration-500",
  {
    variants: {
      side: {
        top: "inset-x-0 top-0 h-auto border-b data-[state=closed]:slide-out-to-top data-[state=open]:slide-in-from-top",
        bottom:
          "inset-x-0 bottom-0 h-auto border-t data-[state=closed]:slide-out-to-bottom data-[state=open]:slide-in-from-bottom",
        left: "inset-y-0 left-0 h-full w-3/4 border-r data-[state=closed]:slide-out-to-left data-[state=open]:slide-in-from-left sm:max-w-sm",
        right:
          "inset-y-0 right-0 h-full w-3/4 border-l data-[state=closed]:slide-out-to-right data-[state=open]:slide-in-from-right sm:max-w-sm",
      },
    },
    defaultVariants: { side: "right" },
  },
);

const Sheet = withSlot(SheetPrimitive.Root, "sheet");

const SheetTrigger = withSlot(SheetPrimitive.Trigger, "sheet-trigger");

const SheetClose = withSlot(SheetPrimitive.Close, "sheet-close");

const SheetPortal = withSlot(SheetPrimitive.Portal, "sheet-portal");

const SheetOverlay = withSlotStyle(SheetPrimitive.Overlay, "sheet-overlay", overlayClassName);

function SheetContent({
  className,
  children,
  side,
  showCloseButton = true,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & { showCloseButton?: boolean }) {
  return (
    <SheetPortal>
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        {showCloseButton && (
          <SheetPrimitive.Close data-slot="sheet-close" className={closeButtonClassName}>
            <XIcon aria-hidden="true" />
            <span className="sr-only">Close</span>
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPortal>
  );
}

const SheetHeader = withSlotStyle("div", "sheet-header", "flex flex-col gap-1.5 p-4 pr-12");

const SheetFooter = withSlotStyle("div", "sheet-footer", "mt-auto flex flex-col gap-2 p-4");

const SheetTitle = withSlotStyle(SheetPrimitive.Title, "sheet-title", "font-semibold text-foreground");

const SheetDescription = withSlotStyle(
  SheetPrimitive.Description,
  "sheet-description",
  "text-muted-foreground text-sm",
);

export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  sheetVariants,
};
