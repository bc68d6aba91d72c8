// The editor menus' trigger buttons, shared by their stand-ins (./editor-menus.tsx) and the real menus, which
// import them from here rather than from the stand-ins' module (it loads the menus: a cycle).
import { Download, FileUpIcon, ListChecks } from "lucide-react";
import type { ComponentProps } from "react";
import type { Button } from "@/components/ui/button";

/** "1 line", "12 lines". */
export const linesText = (n: number) => (n === 1 ? "1 line" : `${n.toLocaleString("en-US")} lines`);

export type TriggerProps = ComponentProps<typeof Button> & { "data-testid": string };

/** The Export menu's button (./export-menu.tsx). */
export function exportTrigger(): TriggerProps {
  return {
    variant: "outline",
    size: "sm",
    "data-testid": "export-menu",
    children: (
      <>
        <Download /> Export
      </>
    ),
  };
}

/** The Bulk edit menu's button (./bulk-menu.tsx): its count with two or more lines selected. */
export function bulkTrigger(count: number): TriggerProps {
  const many = count >= 2;
  return {
    variant: many ? "default" : "outline",
    size: "sm",
    "data-testid": "bulk-menu",
    "data-count": many ? count : 0,
    children: (
      <>
        <ListChecks />
        {many ? `Bulk edit · ${linesText(count)}` : "Bulk edit"}
      </>
    ),
  } as TriggerProps;
}

/** The Import menu's button, as components/estimate/import/import-menu.tsx renders it. */
export function importTrigger(): TriggerProps {
  return {
    variant: "outline",
    size: "sm",
    "data-testid": "import-menu",
    children: (
      <>
        <FileUpIcon /> Import
      </>
    ),
  };
}
