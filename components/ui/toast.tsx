"use client";

import { cva } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import type * as React from "react";
import { withSlotStyle } from "@/components/ui/slot";
import type { ToastActionElement, ToastProps, ToastVariant } from "@/lib/client/use-toast";
import { cn } from "@/lib/utils";

// Styled Radix Toast parts. <Toaster> wires them to the store in lib/client/use-toast.ts.

const ToastProvider = ToastPrimitive.Provider;

const ToastViewport = withSlotStyle(
  ToastPrimitive.Viewport,
  "toast-viewport",
  "fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]",
);

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-center justify-between gap-3 overflow-hidden rounded-md border p-4 pr-9 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none data-[state=closed]:animate-out data-[state=open]:animate-in data-[swipe=end]:animate-out data-[state=closed]:fade-out-80 data-[state=closed]:slide-out-to-right data-[state=open]:slide-in-from-top sm:data-[state=open]:slide-in-from-bottom",
  {
    variants: {
      variant: {
        default: "border bg-popover text-popover-foreground",
        destructive: "destructive border-destructive bg-destructive text-destructive-foreground",
      } satisfies Record<ToastVariant, string>,
    },
    defaultVariants: { variant: "default" },
  },
);

function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      className={cn(toastVariants({ variant }), className)}
      // Errors interrupt; everything else waits its turn with the screen reader.
      type={variant === "destructive" ? "foreground" : "background"}
      {...props}
    />
  );
}

const ToastAction = withSlotStyle(
  ToastPrimitive.Action,
  "toast-action",
  "inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 font-medium text-sm outline-none transition-colors hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 group-[.destructive]:border-destructive-foreground/40 group-[.destructive]:focus-visible:ring-destructive-foreground group-[.destructive]:hover:bg-destructive-foreground/10",
);

function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label="Close"
      className={cn(
        "absolute top-2 right-2 rounded-md p-1 text-foreground/60 outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring group-[.destructive]:text-destructive-foreground/80 group-[.destructive]:focus-visible:ring-destructive-foreground group-[.destructive]:hover:text-destructive-foreground",
        className,
      )}
      toast-close=""
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

const ToastTitle = withSlotStyle(ToastPrimitive.Title, "toast-title", "font-semibold text-sm");

const ToastDescription = withSlotStyle(ToastPrimitive.Description, "toast-description", "text-sm opacity-90");

export type { ToastActionElement, ToastProps };
export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
};
