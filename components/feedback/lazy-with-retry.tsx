"use client";

import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from "react";
import { isChunkLoadError, loadWithRetry, urlWithoutRetry } from "@/lib/ui/screen-load";
import { AppUpdateScreen } from "./app-update-screen";

/** Catches a screen whose code failed to load and shows the reload flow; other errors go up. */
export class ScreenLoadBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) return;
    console.warn("A screen failed to load; reloading the app.", error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Not ours: rethrow so the page's error fallback (app/(app)/error.tsx) handles it.
    if (!isChunkLoadError(error)) throw error;
    return <AppUpdateScreen error={error} />;
  }
}

/** Once a screen has loaded, drop ?retry=1 so a later failure starts the flow afresh. */
function tidyAddress() {
  const clean = urlWithoutRetry(window.location.href);
  if (clean) window.history.replaceState(window.history.state, "", clean);
}

/**
 * React.lazy with the screen-load policy (lib/ui/screen-load.ts): one retry after 1 s, then 'New app version
 * available' and a reload with ?retry=1, then 'An error occurred loading the app'. Use it for screens loaded
 * on demand:
 *
 *   const MyAccountDialog = lazyWithRetry(() => import("./my-account-dialog").then((m) => ({ default: m.MyAccountDialog })));
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: { fallback?: ReactNode } = {},
): ComponentType<P> {
  const Lazy = lazy(() =>
    loadWithRetry(load, undefined, typeof window === "undefined" ? "" : window.location.search).then(
      (module) => {
        if (typeof window !== "undefined") tidyAddress();
        return module;
      },
    ),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: called once at module scope per screen, like React.lazy itself
  function LazyScreen(props: P) {
    return (
      <ScreenLoadBoundary>
        <Suspense fallback={options.fallback ?? null}>
          <Lazy {...props} />
        </Suspense>
      </ScreenLoadBoundary>
    );
  }
  return LazyScreen;
}

/**
 * Whether a lazily loaded dialog should be mounted: from the first time it is asked to open, and from then on,
 * so it closes animated and keeps its state like a dialog that was always there.
 */
export function useMountedOnceOpen(open: boolean): boolean {
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  return asked || open;
}

/**
 * A dialog by dynamic import: nothing is rendered (and nothing downloaded) until `isOpen(props)` is first
 * true; from then on the loaded dialog stays mounted, so it closes animated like one that was always there.
 *
 *   const UnitDialog = lazyDialog<UnitDialogProps>(() => import("./unit-dialog").then((m) => ({ default: m.UnitDialog })), (p) => p.open);
 */
export function lazyDialog<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Lazy = lazyWithRetry(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once at module scope per dialog, like lazyWithRetry
  function LazyDialog(props: P) {
    const mounted = useMountedOnceOpen(isOpen(props));
    return mounted ? <Lazy {...props} /> : null;
  }
  return LazyDialog;
}
