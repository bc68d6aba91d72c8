// market_series: the market series (cost indexes, material prices) the company may see — only when market
// data is on for it (lib/server/market/access.ts) — with the latest value and the change since a month.
import { z } from "zod";
import { formatChange } from "@/lib/domain/market/change";
import { marketVisible } from "../../market/access";
import { loadMarketSeries } from "../../market/series";
import type { AiTool, Citation } from "../agent-types";

export type MarketSeriesAnswer = {
  visible: boolean;
  series: {
    uid: string;
    name: string;
    unit: string;
    is_sample: boolean;
    latest: { period: string; value: number } | null;
    since: { period: string; value: number } | null;
    /** Latest ÷ since − 1, in percent, one decimal; null without a `since` point. */
    change_percent: number | null;
    /** The series' own 12-month change ("+4.8%"). */
    change_12m: string;
  }[];
};

export type MarketSeriesInput = { search?: string[]; metro?: string; from?: string };

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Must be a month (YYYY-MM)");

export const marketSeriesTool: AiTool<MarketSeriesInput, MarketSeriesAnswer> = {
  name: "market_series",
  label: "market data",
  description:
    "Market series (construction cost indexes, material prices such as lumber, rebar, steel, concrete) whose names contain any of the search words; latest value and the change since a month. Only for companies with market data on.",
  input: z.object({
    search: z.array(z.string().min(2).max(60)).max(10).optional(),
    metro: z.string().min(2).max(60).optional().describe('A metro key such as "denver-co"'),
    from: month.optional().describe("Change since this month (YYYY-MM)"),
  }),
  async execute(ctx, input) {
    if (!marketVisible(ctx.scope.company)) return { data: { visible: false, series: [] }, citations: [] };
    const all = await loadMarketSeries(ctx.scope);
    const words = (input.search ?? []).map((w) => w.toLowerCase());
    const picked = all.filter(({ dto }) => {
      const name = dto.name.toLowerCase();
      const named = words.length === 0 || words.some((w) => name.includes(w));
      const place = !input.metro || dto.metro === input.metro.toLowerCase() || dto.metro === null;
      return named && place;
    });
    // With a metro, its own series before the national ones.
    picked.sort((a, b) => Number(b.dto.metro !== null) - Number(a.dto.metro !== null));
    const series = picked.slice(0, 8).map(({ dto, points }) => {
      const last = points.at(-1) ?? null;
      const since = input.from ? (points.find((p) => p.period >= `${input.from}-01`) ?? null) : null;
      return {
        uid: dto.uid,
        name: dto.name,
        unit: dto.unit,
        is_sample: dto.is_sample,
        latest: last ? { period: last.period, value: last.value } : null,
        since: since ? { period: since.period, value: since.value } : null,
        change_percent:
          since && last && since.value > 0 ? Math.round((last.value / since.value - 1) * 1000) / 10 : null,
        change_12m: formatChange(dto.changes.m12 ?? null),
      };
    });
    const citations: Citation[] = series.map((s) => ({
      kind: "market-series",
      uid: s.uid,
      label: s.name,
      href: `/market?series=${s.uid}`,
    }));
    return { data: { visible: true, series }, citations };
  },
};
