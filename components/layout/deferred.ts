"use client";

import { use, useSyncExternalStore } from "react";
import { loadWithRetry } from "@/lib/ui/screen-load";

/**
 * One load of a module, kept once it has arrived: `load()` starts it (or answers the load under way), and after
 * a failure the next `load()` tries again. `loaded()` is the module, or null until it is there.
 */
function keptLoad<M>(importModule: () => Promise<M>, onLoad: () => void = () => {}) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    loaded: () => loaded,
    load(): Promise<M> {
      loading ??= importModule().then(
        (module) => {
          loaded = module;
          onLoad();
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * A module loaded by dynamic import, kept out of the first load, as a store components read with a hook. The
 * server and the hydrating render see null (so both render the same stand-in); the loaded module once it is
 * there. A stand-in asked to open before the module arrived records that with `request(key)`, and the loaded
 * component mounts open (`requested(key)`, until `settle()`), so an early click is not lost. A failed load is tried again by
 * the next `load()`.
 */
export function deferredModule<M>(importModule: () => Promise<M>) {
  const asked = new Set<string>();
  const listeners = new Set<() => void>();
  const { load, loaded } = keptLoad(importModule, () => {
    for (const listener of listeners) listener();
  });

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  return {
    load,
    /** The module, or null until it has loaded (and always null on the server and while hydrating). */
    useModule: () => useSyncExternalStore(subscribe, loaded, () => null),
    /** A stand-in was clicked: load now, and open the real component when it arrives. */
    request(key: string) {
      asked.add(key);
      load().catch((error: unknown) => console.error("Failed to load the menu:", error));
    },
    /** Whether the real component should mount open. */
    requested: (key: string) => asked.has(key),
    /** The real components have mounted (open where asked): later mounts start closed. */
    settle() {
      asked.clear();
    },
  };
}

export type DeferredModule<M> = ReturnType<typeof deferredModule<M>>;

/**
 * A module kept out of the first load whose download starts when the importing file first runs in the browser,
 * before hydration, so it usually arrives with the page. `useModule()` reads it in render: until it is there
 * the component suspends (on hydration React keeps the server's HTML meanwhile; on a client-side visit the
 * nearest Suspense fallback shows). A failed load is retried by the screen-load policy (lib/ui/screen-load.ts),
 * then thrown for a ScreenLoadBoundary, and tried afresh by the next render.
 */
export function preloadedModule<M>(importModule: () => Promise<M>) {
  const { load, loaded } = keptLoad(() => loadWithRetry(importModule));
  if (typeof window !== "undefined") load().catch(() => {});
  return { load, useModule: (): M => loaded() ?? use(load()) };
}

export type PreloadedModule<M> = ReturnType<typeof preloadedModule<M>>;
