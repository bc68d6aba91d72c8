// Whole cents from the arithmetic of normalisation and cost per metric (./normalisation.ts uses them too).

/** Integer cents, half away from zero. Values within 1e-7 of a half count as the half (float noise). */
export function roundHalfAwayFromZero(value: number): number {
  const abs = Math.abs(value);
  const half = Math.round(abs * 2) / 2;
  const snapped = Math.abs(abs - half) < 1e-7 ? half : abs;
  const rounded = Math.floor(snapped + 0.5);
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

/** Cents per unit of a metric ($/GSF, $/unit …), or null when the metric is missing or not positive. */
export function costPerMetric(amountCents: number, metric: number | null | undefined): number | null {
  if (metric === null || metric === undefined || !Number.isFinite(metric) || metric <= 0) return null;
  return roundHalfAwayFromZero(amountCents / metric);
}
