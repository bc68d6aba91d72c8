"use client";

import { useTheme } from "next-themes";
import { useCallback, useSyncExternalStore } from "react";

// The one-time Dark Mode promo: shown until dismissed (remembered in this browser) and
// never while the page is dark.
export const DARK_MODE_PROMO_KEY = "dark-mode-promo-dismissed";

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
const isDismissed = () => window.localStorage.getItem(DARK_MODE_PROMO_KEY) === "1";

export function useDarkModePromo() {
  const { resolvedTheme, setTheme } = useTheme();
  // The server cannot know: it renders no promo, and the client shows it after hydration.
  const dismissed = useSyncExternalStore(subscribe, isDismissed, () => true);
  const dismiss = useCallback(() => {
    window.localStorage.setItem(DARK_MODE_PROMO_KEY, "1");
    for (const listener of listeners) listener();
  }, []);
  const tryDarkMode = useCallback(() => {
    setTheme("dark");
    dismiss();
  }, [setTheme, dismiss]);
  return {
    visible: !dismissed && resolvedTheme !== undefined && resolvedTheme !== "dark",
    dismiss,
    tryDarkMode,
  };
}
