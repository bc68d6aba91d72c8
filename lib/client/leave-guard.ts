"use client";

// Leaving a form with unsaved changes asks first. Every kit form (lib/client/use-api-form.ts) registers here
// while it has unsaved changes and is on the screen; while one does, a reload or closing the tab asks through
// the browser's `beforeunload` prompt, and a click on an in-app link is held and asks through the app's
// dialog (components/shared/leave-dialog.tsx, mounted once by the signed-in providers).
import { useSyncExternalStore } from "react";

/** A registered form: whether it has unsaved changes on the screen right now. */
type Guard = () => boolean;

const guards = new Set<Guard>();
let held: string | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

function unsaved() {
  for (const g of guards) if (g()) return true;
  return false;
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!unsaved()) return;
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = "";
}

/** An in-app link to another page: same origin, same window, no modifier key. */
function inAppLink(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  if (anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

// Capturing on window runs before React's listeners (on the document), so Next's <Link> never sees the click.
function onClick(event: MouseEvent) {
  const href = inAppLink(event);
  if (!href || !unsaved()) return;
  event.preventDefault();
  event.stopPropagation();
  held = href;
  notify();
}

/** Registers a form's guard; the returned function removes it. */
export function guardLeaving(guard: Guard): () => void {
  if (guards.size === 0) {
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("click", onClick, true);
  }
  guards.add(guard);
  return () => {
    guards.delete(guard);
    if (guards.size === 0) {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("click", onClick, true);
    }
  };
}

/** The in-app address a click was held from (the dialog asks about it), and what to do with it. */
export function useHeldNavigation() {
  const href = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => held,
    () => null,
  );
  return {
    href,
    /** Stay on the page. */
    stay: () => {
      held = null;
      notify();
    },
    /** Go anyway: the guards are off for this one navigation. */
    leave: (go: (href: string) => void) => {
      const to = held;
      held = null;
      notify();
      if (to) go(to);
    },
  };
}
