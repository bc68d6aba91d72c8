import { focusManager, QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserConnectionIsSlow, queryClientDefaults } from "@/lib/client/data-cache";
import {
  DEDUPE_MS,
  FOCUS_REFETCH_THROTTLE_MS,
  isSlowConnection,
  RETRY_DELAY_MS,
  retryDelayMs,
  SLOW_RETRY_DELAY_MS,
  SLOW_STILL_LOADING_AFTER_MS,
  STILL_LOADING_AFTER_MS,
  shouldRefetchOnFocus,
  stillLoadingAfterMs,
  stillLoadingText,
} from "@/lib/ui/data-cache";

afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

describe("the data cache constants", () => {
  it("dedupes 2 s, throttles focus refetches to 5 s, retries after 5 s / 10 s, notes loading after 3 s / 5 s", () => {
    expect(DEDUPE_MS).toBe(2_000);
    expect(FOCUS_REFETCH_THROTTLE_MS).toBe(5_000);
    expect([RETRY_DELAY_MS, SLOW_RETRY_DELAY_MS]).toEqual([5_000, 10_000]);
    expect([STILL_LOADING_AFTER_MS, SLOW_STILL_LOADING_AFTER_MS]).toEqual([3_000, 5_000]);
    expect(stillLoadingText).toBe("Still loading…");
  });
});

describe("isSlowConnection", () => {
  it("is slow on slow-2g, 2g and 3g, or with data saver on", () => {
    for (const effectiveType of ["slow-2g", "2g", "3g"])
      expect(isSlowConnection({ effectiveType })).toBe(true);
    expect(isSlowConnection({ effectiveType: "4g", saveData: true })).toBe(true);
    expect(isSlowConnection({ saveData: true })).toBe(true);
  });

  it("is not slow on 4g, with data saver off, or where the browser does not tell", () => {
    expect(isSlowConnection({ effectiveType: "4g" })).toBe(false);
    expect(isSlowConnection({ effectiveType: "4g", saveData: false })).toBe(false);
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
    expect(isSlowConnection(null)).toBe(false);
  });
});

describe("retryDelayMs and stillLoadingAfterMs", () => {
  it("wait longer on a slow connection", () => {
    expect(retryDelayMs(false)).toBe(5_000);
    expect(retryDelayMs(true)).toBe(10_000);
    expect(stillLoadingAfterMs(false)).toBe(3_000);
    expect(stillLoadingAfterMs(true)).toBe(5_000);
  });
});

describe("shouldRefetchOnFocus", () => {
  it("refetches only once 5 s have passed since the last fetch", () => {
    expect(shouldRefetchOnFocus(10_000, 10_000)).toBe(false);
    expect(shouldRefetchOnFocus(10_000, 14_999)).toBe(false);
    expect(shouldRefetchOnFocus(10_000, 15_000)).toBe(true);
    expect(shouldRefetchOnFocus(10_000, 60_000)).toBe(true);
  });

  it("refetches a query that never fetched", () => {
    expect(shouldRefetchOnFocus(0, Date.now())).toBe(true);
  });
});

describe("browserConnectionIsSlow", () => {
  it("reads navigator.connection where there is one, else is not slow", () => {
    vi.stubGlobal("navigator", { connection: { effectiveType: "3g" } });
    expect(browserConnectionIsSlow()).toBe(true);
    vi.stubGlobal("navigator", { connection: { effectiveType: "4g", saveData: false } });
    expect(browserConnectionIsSlow()).toBe(false);
    vi.stubGlobal("navigator", {});
    expect(browserConnectionIsSlow()).toBe(false);
    vi.stubGlobal("navigator", undefined);
    expect(browserConnectionIsSlow()).toBe(false);
  });
});

describe("queryClientDefaults", () => {
  it("dedupes 2 s and retries once, after 5 s or 10 s on a slow connection", () => {
    const { queries } = queryClientDefaults();
    expect(queries?.staleTime).toBe(2_000);
    expect(queries?.retry).toBe(1);
    const delay = queries?.retryDelay as (failureCount: number, error: Error) => number;
    vi.stubGlobal("navigator", { connection: { effectiveType: "4g" } });
    expect(delay(1, new Error("x"))).toBe(5_000);
    vi.stubGlobal("navigator", { connection: { effectiveType: "2g" } });
    expect(delay(1, new Error("x"))).toBe(10_000);
    vi.stubGlobal("navigator", { connection: { saveData: true } });
    expect(delay(1, new Error("x"))).toBe(10_000);
  });

  it("refetches a query on window focus at most once per 5 s", async () => {
    let now = 1_000_000;
    const client = new QueryClient({ defaultOptions: queryClientDefaults(() => now) });
    client.mount(); // as QueryClientProvider does: listens to window focus
    let fetches = 0;
    const queryFn = async () => ++fetches;
    const observer = new QueryObserver(client, { queryKey: ["focus"], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    const settled = () => vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    await settled();
    expect(fetches).toBe(1);
    const query = client.getQueryCache().find({ queryKey: ["focus"] });
    if (!query) throw new Error("no query");
    const focus = async () => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      await settled();
    };

    // Marked stale (as it is 2 s after a fetch), but was fetched under 5 s ago: no refetch.
    now = query.state.dataUpdatedAt + 4_999;
    query.setState({ ...query.state, isInvalidated: true });
    await focus();
    expect(fetches).toBe(1);
    // 5 s after the last fetch: one refetch, and none on a focus right after it.
    now = query.state.dataUpdatedAt + 5_000;
    query.setState({ ...query.state, isInvalidated: true });
    await focus();
    expect(fetches).toBe(2);
    now = query.state.dataUpdatedAt + 1;
    query.setState({ ...query.state, isInvalidated: true });
    await focus();
    expect(fetches).toBe(2);

    unsubscribe();
    client.unmount();
    client.clear();
  });
});
