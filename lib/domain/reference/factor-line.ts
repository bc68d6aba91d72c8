// One normalisation factor as a short line with the index values it is the ratio of, so a figure can be
// checked by hand: "× 1.138 location (100 / 87.9)" — figure × 100 ÷ 87.9. The labels of the indexes
// ("National average 100 / Texas 87.9") stay in the factor's `detail`, shown as the line's title.
// The factor's own text is here, not in ./normalisation.ts, so pages that only show factors do not load the
// normalisation engine.

/** 1.08412 → "× 1.084", 0.93 → "× 0.93", 1 → "× 1.00": three decimals, trailing zeros dropped to two. */
export function formatFactor(factor: number): string {
  const fixed = factor.toFixed(3).replace(/0$/, "");
  return `× ${fixed}`;
}

/** "(100 / 87.9)" from "National average 100 / Texas 87.9"; the whole detail when it is not two values. */
export function indexPair(detail: string): string {
  const values = detail.match(/\d[\d,]*(?:\.\d+)?(?=\s*(?:\/|$))/g);
  if (values?.length === 2) return `(${values[0]} / ${values[1]})`;
  return detail ? `(${detail})` : "";
}

/** "× 1.138 location (100 / 87.9)". */
export function factorLine(f: { kind: string; factor: number; detail: string }): string {
  const pair = indexPair(f.detail);
  return `${formatFactor(f.factor)} ${f.kind}${pair ? ` ${pair}` : ""}`;
}
