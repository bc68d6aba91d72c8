"use client";

import { XIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { IconButton } from "@/components/shared/icon-button";
import { pointTitle } from "./marker-text";

export type Leaf = { uid: string; name: string; cpg: number | null };

type Props = {
  items: Leaf[];
  /** Position of the cluster in percent of the map frame. */
  left: number;
  top: number;
  hrefFor: (uid: string) => string;
  onOpen: (uid: string) => void;
  onClose: () => void;
};

/** Records that share a place (they never split into markers): a list to pick one from. */
export function ClusterLeavesPopover({ items, left, top, hrefFor, onOpen, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector("a")?.focus();
  }, []);
  const flipX = left > 60;
  const flipY = top > 55;
  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={`${items.length} records at this place`}
      data-testid="map-cluster-list"
      className="absolute z-10 w-64 max-w-[80%] rounded-md border bg-popover text-popover-foreground shadow-md"
      style={{
        left: `${left}%`,
        top: `${top}%`,
        transform: `translate(${flipX ? "-100%" : "0"}, ${flipY ? "-100%" : "0"})`,
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="flex items-center justify-between gap-2 border-b py-1 pr-1 pl-3">
        <p className="font-medium text-sm">{items.length} records here</p>
        <IconButton className="size-7" label="Close the list" onClick={onClose}>
          <XIcon />
        </IconButton>
      </div>
      <ul className="max-h-56 overflow-y-auto py-1 text-sm">
        {items.map((item) => (
          <li key={item.uid}>
            <a
              href={hrefFor(item.uid)}
              className="block truncate px-3 py-1.5 outline-none hover:bg-accent focus-visible:bg-accent"
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                onOpen(item.uid);
              }}
            >
              {pointTitle(item.name, item.cpg)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
