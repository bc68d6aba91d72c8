"use client";

import { Avatar as AvatarPrimitive } from "radix-ui";
import { withSlotStyle } from "@/components/ui/slot";

const Avatar = withSlotStyle(
  AvatarPrimitive.Root,
  "avatar",
  "relative flex size-8 shrink-0 overflow-hidden rounded-full",
);

const AvatarImage = withSlotStyle(AvatarPrimitive.Image, "avatar-image", "aspect-square size-full");

/** Shown until the image loads, or instead of it: the user's initials. */
const AvatarFallback = withSlotStyle(
  AvatarPrimitive.Fallback,
  "avatar-fallback",
  "flex size-full select-none items-center justify-center rounded-full bg-muted font-medium text-muted-foreground text-xs uppercase",
);

export { Avatar, AvatarFallback, AvatarImage };
