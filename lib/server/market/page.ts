import "server-only";
import type { LocationPointDto, MarketSeriesDto } from "@/lib/contract/market";
import type { EscalationRateDto } from "@/lib/contract/reference";
import type { MarketPoint } from "@/lib/domain/market/change";
import { listEscalationRates } from "../reference/escalation-rates";
import type { Scope } from "../scope";
import { listMarketLocations } from "./location";
import { loadMarketSeries } from "./series";

export type MarketPageData = {
  series: (MarketSeriesDto & { points: MarketPoint[] })[];
  escalation: EscalationRateDto[];
  locations: LocationPointDto[];
};

/**
 * Everything /market shows, in one server pass: every series with all its points (a few dozen series of
 * monthly values — small), the company's escalation table and its location indexes. The browser filters.
 */
export async function loadMarketPage(scope: Scope): Promise<MarketPageData> {
  const [series, rates, locations] = await Promise.all([
    loadMarketSeries(scope),
    listEscalationRates(scope),
    listMarketLocations(scope),
  ]);
  const rows = <T>(list: { query: string[]; content: Record<string, T> }) =>
    list.query.map((u) => list.content[u]!);
  return {
    series: series.map((s) => ({ ...s.dto, points: s.points })),
    escalation: rows(rates.list),
    locations: rows(locations),
  };
}
