"use client";

import { Label as LabelPrimitive } from "radix-ui";
import { withSlotStyle } from "@/components/ui/slot";

const Label = withSlotStyle(
  LabelPrimitive.Root,
  "label",
  "flex select-none items-center gap-2 font-medium text-sm leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50 group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50",
);

export { Label };
