"use client";

import { CheckIcon, ChevronRightIcon, CircleIcon } from "lucide-react";
import { DropdownMenu as DropdownMenuPrimitive } from "radix-ui";
import type * as React from "react";
import { floatingMotionClassName } from "@/components/ui/floating-motion";
import { withSlot, withSlotStyle } from "@/components/ui/slot";
import { cn } from "@/lib/utils";

const surfaceClassName =
  "z-50 min-w-[8rem] overflow-y-auto overflow-x-hidden rounded-md border bg-popover p-1 text-popover-foreground origin-(--radix-dropdown-menu-content-transform-origin)";

const itemClassName =
  "relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[inset]:pl-8 data-[disabled]:opacity-50 [&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='text-'])]:text-muted-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0";

const DropdownMenu = withSlot(DropdownMenuPrimitive.Root, "dropdown-menu");

const DropdownMenuPortal = withSlot(DropdownMenuPrimitive.Portal, "dropdown-menu-portal");

const DropdownMenuTrigger = withSlot(DropdownMenuPrimitive.Trigger, "dropdown-menu-trigger");

function DropdownMenuContent({
  className,
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        className={cn(
          surfaceClassName,
          "max-h-(--radix-dropdown-menu-content-available-height) shadow-md",
          floatingMotionClassName,
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

const DropdownMenuGroup = withSlot(DropdownMenuPrimitive.Group, "dropdown-menu-group");

function DropdownMenuItem({
  className,
  inset,
  variant = "default",
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Item> & {
  inset?: boolean;
  variant?: "default" | "destructive";
}) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-inset={inset}
      data-variant={variant}
      className={cn(
        itemClassName,
        "data-[variant=destructive]:text-destructive data-[variant=destructive]:focus:bg-destructive/10 data-[variant=destructive]:focus:text-destructive dark:data-[variant=destructive]:focus:bg-destructive/20 data-[variant=destructive]:*:[svg]:!text-destructive",
        className,
      )}
      {...props}
    />
  );
}

/** A checkbox or radio item: its indicator shows in the left gutter that `pl-8` leaves. */
function withItemIndicator<T extends React.ElementType>(Item: T, slot: string, indicator: React.ReactNode) {
  const Element = Item as React.ElementType;
  function IndicatorItem({
    className,
    children,
    ...props
  }: React.ComponentProps<T> & { className?: string; children?: React.ReactNode }) {
    return (
      <Element data-slot={slot} className={cn(itemClassName, "pl-8", className)} {...props}>
        <span className="pointer-events-none absolute left-2 flex size-3.5 items-center justify-center">
          <DropdownMenuPrimitive.ItemIndicator>{indicator}</DropdownMenuPrimitive.ItemIndicator>
        </span>
        {children}
      </Element>
    );
  }
  return IndicatorItem;
}

const DropdownMenuCheckboxItem = withItemIndicator(
  DropdownMenuPrimitive.CheckboxItem,
  "dropdown-menu-checkbox-item",
  <CheckIcon className="size-4" />,
);

const DropdownMenuRadioGroup = withSlot(DropdownMenuPrimitive.RadioGroup, "dropdown-menu-radio-group");

const DropdownMenuRadioItem = withItemIndicator(
  DropdownMenuPrimitive.RadioItem,
  "dropdown-menu-radio-item",
  <CircleIcon className="size-2 fill-current" />,
);

function DropdownMenuLabel({
  className,
  inset,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Label> & { inset?: boolean }) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      data-inset={inset}
      className={cn("px-2 py-1.5 font-medium text-sm data-[inset]:pl-8", className)}
      {...props}
    />
  );
}

const DropdownMenuSeparator = withSlotStyle(
  DropdownMenuPrimitive.Separator,
  "dropdown-menu-separator",
  "-mx-1 my-1 h-px bg-border",
);

/** Keyboard hint shown at the end of an item; visual only, the menu itself handles keys. */
function DropdownMenuShortcut({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="dropdown-menu-shortcut"
      aria-hidden="true"
      className={cn("ml-auto text-muted-foreground text-xs tracking-widest", className)}
      {...props}
    />
  );
}

const DropdownMenuSub = withSlot(DropdownMenuPrimitive.Sub, "dropdown-menu-sub");

function DropdownMenuSubTrigger({
  className,
  inset,
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.SubTrigger> & { inset?: boolean }) {
  return (
    <DropdownMenuPrimitive.SubTrigger
      data-slot="dropdown-menu-sub-trigger"
      data-inset={inset}
      className={cn(
        itemClassName,
        "data-[state=open]:bg-accent data-[state=open]:text-accent-foreground",
        className,
      )}
      {...props}
    >
      {children}
      <ChevronRightIcon className="ml-auto size-4" />
    </DropdownMenuPrimitive.SubTrigger>
  );
}

function DropdownMenuSubContent({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.SubContent>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.SubContent
        data-slot="dropdown-menu-sub-content"
        className={cn(surfaceClassName, "shadow-lg", floatingMotionClassName, className)}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
};
