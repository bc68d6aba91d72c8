import { withSlotStyle } from "@/components/ui/slot";

const Card = withSlotStyle(
  "div",
  "card",
  "flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm",
);

const CardHeader = withSlotStyle(
  "div",
  "card-header",
  "@container/card-header grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 px-6 has-data-[slot=card-action]:grid-cols-[1fr_auto] [.border-b]:pb-6",
);

const CardTitle = withSlotStyle("div", "card-title", "font-semibold leading-none");

const CardDescription = withSlotStyle("div", "card-description", "text-muted-foreground text-sm");

const CardContent = withSlotStyle("div", "card-content", "px-6");

/** Top-right slot of the header, for a button or menu that acts on the whole card. */
const CardAction = withSlotStyle(
  "div",
  "card-action",
  "col-start-2 row-span-2 row-start-1 self-start justify-self-end",
);

const CardFooter = withSlotStyle("div", "card-footer", "flex items-center px-6 [.border-t]:pt-6");

export { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle };
