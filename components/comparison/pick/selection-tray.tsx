"use client";

import { BuildingIcon, FileSpreadsheetIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Selection } from "./selection";

/** The items chosen so far, each with a button that takes it out. */
export function SelectionTray({ selection }: { selection: Selection }) {
  const { items } = selection;
  const records = items.filter((i) => i.kind === "record").length;
  const estimates = items.length - records;
  return (
    <section aria-labelledby="selection-title" className="grid gap-2" data-testid="selection-tray">
      <div className="flex items-center justify-between gap-2">
        <h2 id="selection-title" className="font-medium text-sm">
          Chosen{" "}
          <span className="text-muted-foreground tabular-nums" data-testid="selection-count">
            {records} {records === 1 ? "record" : "records"}, {estimates}{" "}
            {estimates === 1 ? "estimate" : "estimates"}
          </span>
        </h2>
        {items.length > 0 && (
          <Button variant="ghost" size="sm" onClick={selection.clear}>
            Clear
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-muted-foreground text-xs">
          Nothing chosen yet: tick records in the list, pick them on the map, add records similar to an
          estimate, or tick estimates.
        </p>
      ) : (
        <ul className="grid max-h-72 gap-1 overflow-y-auto">
          {items.map((item) => {
            const Icon = item.kind === "record" ? BuildingIcon : FileSpreadsheetIcon;
            return (
              <li
                key={item.uid}
                className="flex items-center gap-2 rounded-md border bg-card px-2 py-1.5 text-sm"
                data-testid="selected-item"
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="grid min-w-0 flex-1">
                  <span className="truncate">{item.name}</span>
                  {item.detail && (
                    <span className="truncate text-muted-foreground text-xs">{item.detail}</span>
                  )}
                </span>
                <button
                  type="button"
                  className="rounded-sm p-1 text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`Take ${item.name} out`}
                  onClick={() => selection.remove(item.uid)}
                >
                  <XIcon className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
