// Summary statistics of $/GSF over a filtered set: percentiles by linear interpolation between the closest
// ranks (the same definition as PostgreSQL's percentile_cont, so SQL and JS agree), and histogram buckets
// of "nice" widths.
import { roundHalfAwayFromZero } from "@/lib/domain/reference/cents";

/** p in [0, 1] of an ascending array; null when empty. Not rounded. */
export function percentileSorted(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  if (p <= 0) return sorted[0]!;
  if (p >= 1) return sorted[sorted.length - 1]!;
  const pos = (sorted.length - 1) * p;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Percentile in whole cents (half away from zero), or null for an empty set. */
export function percentileCents(values: readonly number[], p: number, alreadySorted = false): number | null {
  const sorted = alreadySorted ? values : [...values].sort((a, b) => a - b);
  const v = percentileSorted(sorted, p);
  return v === null ? null : roundHalfAwayFromZero(v);
}

export type Quartiles = { median: number | null; p25: number | null; p75: number | null };

export function quartilesCents(values: readonly number[]): Quartiles {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: percentileCents(sorted, 0.5, true),
    p25: percentileCents(sorted, 0.25, true),
    p75: percentileCents(sorted, 0.75, true),
  };
}

export type Bucket = { from_cents: number; to_cents: number; count: number };

/** A width of 1, 2, 2.5 or 5 × 10^k cents giving at most `maxBuckets` buckets over [min, max]. */
export function niceBucketWidth(minCents: number, maxCents: number, maxBuckets = 20): number {
  const span = Math.max(1, maxCents - minCents);
  const raw = span / maxBuckets;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) {
    const width = m * power;
    if (width >= raw && Number.isInteger(width)) return Math.max(1, width);
  }
  return Math.max(1, Math.ceil(raw));
}

/**
 * Buckets [from, to) of one width aligned to multiples of it, covering min..max; the last bucket holds max.
 * Every value lands in exactly one bucket, so the counts sum to the number of values.
 */
export function histogramCents(values: readonly number[], maxBuckets = 20): Bucket[] {
  if (values.length === 0) return [];
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return histogramFromRange(min, max, maxBuckets, (width, start, count) => {
    const counts = new Array<number>(count).fill(0);
    for (const v of values) counts[Math.min(count - 1, Math.floor((v - start) / width))]! += 1;
    return counts;
  });
}

/** The bucket layout for [min, max] and the counts a caller computes for it (JS or SQL width_bucket). */
export function histogramFromRange(
  min: number,
  max: number,
  maxBuckets: number,
  countIn: (width: number, start: number, count: number) => number[],
): Bucket[] {
  const width = niceBucketWidth(min, max, maxBuckets);
  const start = Math.floor(min / width) * width;
  const count = Math.max(1, Math.floor((max - start) / width) + 1);
  const counts = countIn(width, start, count);
  return counts.map((n, i) => ({
    from_cents: start + i * width,
    to_cents: start + (i + 1) * width,
    count: n,
  }));
}
