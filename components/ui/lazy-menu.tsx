"use client";

import {
  type ComponentProps,
  cloneElement,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
} from "react";
import { type DeferredModule, deferredModule } from "@/components/layout/deferred";
import { loadWithRetry } from "@/lib/ui/screen-load";

// A Radix menu or popover (menu, floating-ui, popper, focus scope, dismissable layer, remove-scroll: some
// 25 KB gzip) is not needed to paint a page, only to open one. Until its module has loaded, a lazy menu's
// trigger renders as a stand-in that looks and reads the same (the closed trigger's ARIA). The module loads
// when the browser is idle, or sooner on hover or focus; the real trigger then takes the stand-in's place
// (keeping its focus), and an opening that came first (pointer down, Enter, Space, ArrowDown, a click) is
// handed to it, so the menu opens and takes focus as Radix does. The content is a function of the loaded
// module, so the page's own file names its items without importing Radix:
//
//   <LazyDropdownMenu trigger={<Button aria-label="Actions">…</Button>}>
//     {(ui) => (
//       <ui.DropdownMenuContent align="end">
//         <ui.DropdownMenuItem onSelect={edit}>Edit…</ui.DropdownMenuItem>
//       </ui.DropdownMenuContent>
//     )}
//   </LazyDropdownMenu>

type DropdownUi = typeof import("./dropdown-menu");
type PopoverUi = typeof import("./popover");

const dropdownMenu = deferredModule(() => loadWithRetry(() => import("./dropdown-menu")));
const popover = deferredModule(() => loadWithRetry(() => import("./popover")));

type Opening = "pointer" | "keyboard";
type Trigger = ReactElement<ComponentProps<"button">>;

const preload = (module: DeferredModule<unknown>) => () => {
  module.load().catch(() => {});
};

/** Loads the module in the browser's idle time after first paint: most menus are there before they are used. */
function usePreloadWhenIdle(module: DeferredModule<unknown>, loaded: unknown) {
  useEffect(() => {
    if (loaded) return;
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(preload(module));
    else setTimeout(preload(module), 300);
  }, [module, loaded]);
}

/** The trigger before its module has loaded: the same element, closed, that asks for its menu. */
function StandIn({
  trigger,
  popup,
  module,
  open,
  hadFocus,
}: {
  trigger: Trigger;
  popup: "menu" | "dialog";
  module: DeferredModule<unknown>;
  open: (opening: Opening) => void;
  hadFocus: RefObject<boolean>;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  // Runs as the real trigger replaces it, while it is still in the document.
  useLayoutEffect(() => {
    const node = ref.current;
    return () => {
      hadFocus.current = node !== null && document.activeElement === node;
    };
  }, [hadFocus]);
  const menu = popup === "menu";
  return cloneElement(trigger, {
    ref,
    type: "button",
    "aria-haspopup": popup,
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: preload(module),
    onFocus: preload(module),
    // As Radix: a menu opens on pointer down (without taking focus), a popover on click.
    onPointerDown: (event: PointerEvent) => {
      if (!menu || event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      open("pointer");
    },
    // A click from the keyboard (detail 0) leaves focus on the trigger; one from the pointer moves it too.
    onClick: menu ? undefined : (event: MouseEvent) => open(event.detail === 0 ? "keyboard" : "pointer"),
    onKeyDown: (event: KeyboardEvent) => {
      if (!menu || !["Enter", " ", "ArrowDown"].includes(event.key)) return;
      event.preventDefault();
      open("keyboard");
    },
  } as ComponentProps<"button">);
}

/**
 * The loaded module (null until then) and the stand-in. An opening asked of the stand-in is replayed on the
 * real trigger (`triggerRef`) once it has mounted: `replay` sends it the event Radix opens on.
 */
function useDeferredTrigger<M>(
  module: DeferredModule<M>,
  popup: "menu" | "dialog",
  replay: (trigger: HTMLElement, opening: Opening) => void,
) {
  const ui = module.useModule();
  const opening = useRef<Opening | null>(null);
  const hadFocus = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  usePreloadWhenIdle(module, ui);
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!ui || !trigger) return;
    if (hadFocus.current || opening.current === "keyboard") trigger.focus();
    if (opening.current) replay(trigger, opening.current);
    hadFocus.current = false;
    opening.current = null;
  }, [ui, replay]);
  const standIn = (trigger: Trigger) => (
    <StandIn
      trigger={trigger}
      popup={popup}
      module={module}
      hadFocus={hadFocus}
      open={(asked) => {
        opening.current = asked;
        module.load().catch((error: unknown) => console.error("Failed to load the menu:", error));
      }}
    />
  );
  return { ui, triggerRef, standIn };
}

/** Pointer down or ArrowDown, the events a Radix dropdown trigger opens on (Enter and Space toggle it). */
function replayMenu(trigger: HTMLElement, opening: Opening) {
  trigger.dispatchEvent(
    opening === "pointer"
      ? new window.PointerEvent("pointerdown", { bubbles: true, cancelable: true, button: 0 })
      : new window.KeyboardEvent("keydown", { bubbles: true, cancelable: true, key: "ArrowDown" }),
  );
}

/** A popover trigger opens on click, whether from the pointer or the keyboard. */
function replayPopover(trigger: HTMLElement) {
  trigger.click();
}

type LazyProps<Ui, Root> = Omit<Root, "children"> & {
  /** The trigger button, as Radix's `asChild` trigger would wrap it. */
  trigger: Trigger;
  /** The content, built from the loaded module. */
  children: (ui: Ui) => ReactNode;
};

/** A Radix dropdown menu (components/ui/dropdown-menu.tsx) loaded on first use. */
export function LazyDropdownMenu({
  trigger,
  children,
  ...root
}: LazyProps<DropdownUi, ComponentProps<DropdownUi["DropdownMenu"]>>) {
  const { ui, triggerRef, standIn } = useDeferredTrigger(dropdownMenu, "menu", replayMenu);
  if (!ui) return standIn(trigger);
  return (
    <ui.DropdownMenu {...root}>
      <ui.DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </ui.DropdownMenuTrigger>
      {children(ui)}
    </ui.DropdownMenu>
  );
}

/** A Radix popover (components/ui/popover.tsx) with a trigger button, loaded on first use. */
export function LazyPopover({
  trigger,
  children,
  ...root
}: LazyProps<PopoverUi, ComponentProps<PopoverUi["Popover"]>>) {
  const { ui, triggerRef, standIn } = useDeferredTrigger(popover, "dialog", replayPopover);
  if (!ui) return standIn(trigger);
  return (
    <ui.Popover {...root}>
      <ui.PopoverTrigger asChild ref={triggerRef}>
        {trigger}
      </ui.PopoverTrigger>
      {children(ui)}
    </ui.Popover>
  );
}

/**
 * A Radix popover at an element of the page rather than at a trigger button (a combobox's input, say), loaded
 * when the browser is idle or when first opened. Nothing shows until it has loaded; it opens then.
 */
export function LazyAnchoredPopover({
  anchor,
  children,
  ...root
}: Omit<LazyProps<PopoverUi, ComponentProps<PopoverUi["Popover"]>>, "trigger"> & {
  anchor: RefObject<HTMLElement | null>;
}) {
  const ui = popover.useModule();
  usePreloadWhenIdle(popover, ui);
  useEffect(() => {
    if (root.open) preload(popover)();
  }, [root.open]);
  if (!ui) return null;
  return (
    <ui.Popover {...root}>
      <ui.PopoverAnchor virtualRef={anchor as RefObject<HTMLElement>} />
      {children(ui)}
    </ui.Popover>
  );
}
