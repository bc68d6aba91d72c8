"use client";

import { cva, type VariantProps } from "class-variance-authority";
import { Dialog as SheetPrimitive } from "radix-ui";
import { ModalContent, type ModalContentProps } from "@/components/ui/dialog";
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

function SheetContent({ className, side, ...props }: ModalContentProps & VariantProps<typeof sheetVariants>) {
  return <ModalContent parts="sheet" className={cn(sheetVariants({ side }), className)} {...props} />;
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
