import type { MarketSeriesRow } from "@/db/schema";
import type { MarketSeriesDto } from "@/lib/contract/market";
import { metroByKey } from "@/lib/domain/geo/zip-centroids";
import { changesOf, type MarketPoint } from "@/lib/domain/market/change";
import type { MarketKind, MarketRegion } from "@/lib/domain/market/series";

/** A series as the API answers it; `points` are its points in period order (all of them). */
export function marketSeriesDto(row: MarketSeriesRow, points: readonly MarketPoint[]): MarketSeriesDto {
  const metro = row.metro ? metroByKey(row.metro) : undefined;
  return {
    uid: row.uid,
    name: row.name,
    kind: row.kind as MarketKind,
    unit: row.unit,
    region: row.region as MarketRegion,
    metro: row.metro,
    metro_label: row.metro ? (metro ? `${metro.label}` : row.metro) : null,
    building_type: row.buildingType,
    source: row.source,
    is_sample: row.isSample,
    point_count: points.length,
    first_period: points[0]?.period ?? null,
    last_period: points.at(-1)?.period ?? null,
    latest_value: points.at(-1)?.value ?? null,
    changes: changesOf(points),
    version: row.version,
  };
}
