"use client";

import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  useCallback,
  useContext,
  useId,
  useState,
} from "react";
import { cn } from "@/lib/utils";

// Tabs on the WAI-ARIA tabs pattern, as Radix Tabs built them (automatic activation, roving tab stop,
// inactive panels unmounted, the same data-state and data-slot hooks), without Radix's collection,
// roving-focus and presence packages: ~7 KB gzip off every page that shows tabs at first paint.

type TabsState = { value: string; select: (value: string) => void; baseId: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const partId = (baseId: string, part: "trigger" | "content", value: string) =>
  `${baseId}-${part}-${value.replace(/\s+/g, "-")}`;

type TabsProps = Omit<ComponentProps<"div">, "defaultValue" | "dir"> & {
  /** The open tab when controlled (with onValueChange). */
  value?: string;
  /** The tab open at first when uncontrolled. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

function Tabs({ value, defaultValue, onValueChange, className, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? "");
  const current = value ?? own;
  const baseId = useId();
  const select = useCallback(
    (next: string) => {
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  return (
    <TabsContext.Provider value={{ value: current, select, baseId }}>
      <div
        data-slot="tabs"
        data-orientation="horizontal"
        className={cn("flex flex-col gap-2", className)}
        {...props}
      />
    </TabsContext.Provider>
  );
}

/** Arrow keys, Home and End move between the enabled tabs, wrapping, and open the one they land on. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys: Record<string, number | undefined> = { ArrowRight: 1, ArrowLeft: -1, Home: 0, End: 0 };
  if (!(event.key in keys) || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
  if (tabs.length === 0) return;
  const from = tabs.indexOf(document.activeElement as HTMLButtonElement);
  const step = keys[event.key] ?? 0;
  const to =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? tabs.length - 1
        : (Math.max(from, 0) + step + tabs.length) % tabs.length;
  event.preventDefault();
  tabs[to]?.focus();
  tabs[to]?.click();
}

function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        "inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

function TabsTrigger({ value, className, onClick, ...props }: ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={partId(tabs.baseId, "trigger", value)}
      aria-selected={active}
      aria-controls={partId(tabs.baseId, "content", value)}
      data-state={active ? "active" : "inactive"}
      data-slot="tabs-trigger"
      tabIndex={active ? 0 : -1}
      className={cn(
        "inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-transparent px-2 py-1 font-medium text-foreground text-sm outline-none transition-[color,box-shadow] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-muted disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:shadow-sm dark:text-muted-foreground dark:data-[state=active]:border-input/60 dark:data-[state=active]:bg-input/30 dark:data-[state=active]:text-foreground [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !active) tabs.select(value);
      }}
      {...props}
    />
  );
}

/** The open tab's panel; the others are not mounted. */
function TabsContent({ value, className, ...props }: ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs("TabsContent");
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={partId(tabs.baseId, "content", value)}
      aria-labelledby={partId(tabs.baseId, "trigger", value)}
      data-state="active"
      data-slot="tabs-content"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts the panel in the tab order (as Radix does), so Tab from the tab list reaches it even when it holds nothing focusable
      tabIndex={0}
      className={cn(
        "flex-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    />
  );
}

export { Tabs, TabsContent, TabsList, TabsTrigger };
