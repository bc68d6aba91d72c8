// A lump sum spread over lines in proportion to their weights (their budget), in whole cents by the largest
// remainder: each line takes the floor of its exact share, and the cents left over go one each to the lines
// with the largest fractional parts (ties to the earlier line), so the shares add up to the total exactly.
// Exact in BigInt: a share is total × weight / Σweights, and that product passes 2^53 for large estimates.

/**
 * `total` cents over `weights` (a line's budget cents). Negative weights count as 0; when no weight is
 * positive the total is spread evenly. A negative total is spread as its magnitude, then negated.
 */
export function spreadLargestRemainder(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError("The total must be whole cents");
  const n = weights.length;
  if (n === 0) return [];
  if (total < 0) return spreadLargestRemainder(-total, weights).map((v) => (v === 0 ? 0 : -v));
  let w = weights.map((x) => (Number.isFinite(x) && x > 0 ? BigInt(Math.round(x)) : 0n));
  let sum = w.reduce((a, b) => a + b, 0n);
  if (sum === 0n) {
    w = weights.map(() => 1n);
    sum = BigInt(n);
  }
  const t = BigInt(total);
  const shares: bigint[] = [];
  const remainders: { i: number; r: bigint }[] = [];
  let given = 0n;
  for (let i = 0; i < n; i++) {
    const exact = t * w[i]!;
    const share = exact / sum;
    shares.push(share);
    remainders.push({ i, r: exact % sum });
    given += share;
  }
  let left = t - given;
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0n) break;
    shares[i]! += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}
