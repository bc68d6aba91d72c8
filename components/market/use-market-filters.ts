"use client";

import { useCallback, useState } from "react";
import { type MarketFilters, marketFiltersQuery } from "@/lib/domain/market/filters";

/**
 * The page's filters, mirrored into the URL with replaceState (no navigation, no server round trip): a
 * reload or a shared link reads them back on the server (app/(app)/market/page.tsx).
 */
export function useMarketFilters(initial: MarketFilters) {
  const [filters, setFilters] = useState(initial);
  const update = useCallback((change: Partial<MarketFilters>) => {
    setFilters((current) => {
      const next = { ...current, ...change };
      const query = marketFiltersQuery(next);
      window.history.replaceState(
        window.history.state,
        "",
        `${window.location.pathname}${query ? `?${query}` : ""}`,
      );
      return next;
    });
  }, []);
  return [filters, update] as const;
}
