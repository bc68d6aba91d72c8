"use client";

import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { withSlot, withSlotStyle } from "@/components/ui/slot";
import { cn } from "@/lib/utils";

// Shared with Sheet: the overlay and the corner close button.
export const overlayClassName =
  "fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-out data-[state=open]:animate-in data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0";

export const closeButtonClassName =
  "absolute top-4 right-4 rounded-sm opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0";

const Dialog = withSlot(DialogPrimitive.Root, "dialog");

const DialogTrigger = withSlot(DialogPrimitive.Trigger, "dialog-trigger");

const DialogPortal = withSlot(DialogPrimitive.Portal, "dialog-portal");

const DialogClose = withSlot(DialogPrimitive.Close, "dialog-close");

const DialogOverlay = withSlotStyle(DialogPrimitive.Overlay, "dialog-overlay", overlayClassName);

function DialogContent({
  className,
  children,
  showCloseButton = true,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg outline-none duration-200 data-[state=closed]:animate-out data-[state=open]:animate-in data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0 data-[state=closed]:zoom-out-95 data-[state=open]:zoom-in-95 sm:max-w-lg",
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close data-slot="dialog-close" className={closeButtonClassName}>
            <XIcon aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

const DialogHeader = withSlotStyle(
  "div",
  "dialog-header",
  "flex flex-col gap-2 pr-6 text-center sm:text-left",
);

const DialogFooter = withSlotStyle(
  "div",
  "dialog-footer",
  "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
);

const DialogTitle = withSlotStyle(
  DialogPrimitive.Title,
  "dialog-title",
  "font-semibold text-lg leading-none",
);

const DialogDescription = withSlotStyle(
  DialogPrimitive.Description,
  "dialog-description",
  "text-muted-foreground text-sm",
);

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
};
