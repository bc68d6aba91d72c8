"use client";

// Leaving a form with unsaved changes asks first. Every kit form (lib/client/use-api-form.ts) registers here
// while it has unsaved changes and is on the screen; while one does, a reload or closing the tab asks through
// the browser's `beforeunload` prompt, and a click on an in-app link or the browser's Back button is held and
// asks through the app's dialog (components/shared/leave-dialog.tsx, mounted once by the signed-in providers).
//
// Back cannot be cancelled, so a form that becomes dirty pushes a sentinel: a second history entry for the
// same address. Back then only steps off the sentinel onto the form's own entry — the page does not change —
// and the dialog asks: staying pushes the sentinel again, leaving steps back once more for real. A sentinel
// left behind by a form saved since is stepped over, so one press of Back still leaves the page.
import { useSyncExternalStore } from "react";

/** A registered form: whether it has unsaved changes on the screen right now. */
type Guard = () => boolean;

/** What the dialog asks about: an in-app link's address, or the browser's Back button. */
type HeldNavigation = { kind: "link"; href: string } | { kind: "back" };

/** The key marking the sentinel's history state (Next's router copies its own keys in beside it). */
const SENTINEL_KEY = "plinthLeaveGuard";

const guards = new Set<Guard>();
let held: HeldNavigation | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

/** The address the sentinel on top of the history guards; null when none is believed to be on top. */
let sentinelHref: string | null = null;
/** Until this time, a navigation the user chose to make (or a sentinel being stepped over) passes the guards. */
let passingUntil = 0;
const passing = () => Date.now() < passingUntil;
let listeningToPops = false;

function unsaved() {
  for (const g of guards) if (g()) return true;
  return false;
}

const onSentinel = () => Boolean((window.history.state as Record<string, unknown> | null)?.[SENTINEL_KEY]);

/** Steps back past the guards: the user chose to leave, or a stale sentinel is stepped over. */
function goBackForReal() {
  passingUntil = Date.now() + 2000;
  window.history.back();
}

function pushSentinel() {
  if (onSentinel()) {
    sentinelHref = window.location.href;
    return;
  }
  // No address: the entry keeps the page's, and Next's patched pushState copies its router state into it, so
  // its own popstate handling stays valid for the entry.
  window.history.pushState({ [SENTINEL_KEY]: true }, "");
  sentinelHref = window.location.href;
  if (!listeningToPops) {
    listeningToPops = true;
    // Capturing on window: it runs before the router's listener, which must not see a held Back.
    window.addEventListener("popstate", onPopState, true);
  }
}

function onPopState(event: PopStateEvent) {
  const guarded = sentinelHref;
  const arrived = Boolean((event.state as Record<string, unknown> | null)?.[SENTINEL_KEY]);
  sentinelHref = arrived ? window.location.href : null;
  if (passing()) {
    passingUntil = 0;
    return;
  }
  // Only a step off the sentinel onto the page it guards is ours: anything else is the router's.
  if (arrived || !guarded || window.location.href !== guarded) return;
  event.stopImmediatePropagation();
  if (unsaved()) {
    held = { kind: "back" };
    notify();
  } else {
    goBackForReal();
  }
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!unsaved() || passing()) return;
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
  held = { kind: "link", href };
  notify();
}

/** Registers a form's guard; the returned function removes it. */
export function guardLeaving(guard: Guard): () => void {
  if (guards.size === 0) {
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("click", onClick, true);
  }
  guards.add(guard);
  pushSentinel();
  return () => {
    if (!guards.delete(guard)) return;
    // Gone because the page changed (its form unmounted): the entry on top is the new page's, not a sentinel.
    if (!onSentinel()) sentinelHref = null;
    if (guards.size === 0) {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("click", onClick, true);
    }
  };
}

type Router = { push: (href: string) => void; replace: (href: string) => void };

/** What the dialog asks about (null while nothing is held), and what to do with it. */
export function useHeldNavigation() {
  const asked = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => held,
    () => null,
  );
  return {
    held: asked,
    /** Stay on the page: a held Back puts the sentinel back, so the next Back asks again. */
    stay: () => {
      const was = held;
      held = null;
      notify();
      if (was?.kind === "back") pushSentinel();
    },
    /** Go anyway: the guards are off for this one navigation. */
    leave: (router: Router) => {
      const was = held;
      held = null;
      notify();
      if (!was) return;
      if (was.kind === "back") return goBackForReal();
      // From the sentinel the new page takes its entry, so Back from there returns to this page in one press.
      const replace = onSentinel();
      sentinelHref = null;
      if (replace) router.replace(was.href);
      else router.push(was.href);
    },
  };
}
