// Number display for reference tables: fixed "en-US" grouping so server and browser render the same text.

/** 183.72 → "183.72", 100 → "100.00", 102.12345 → "102.12345". */
export function formatIndexValue(value: number): string {
  return value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 5 });
}

/** 3.8 → "3.80 %", -0.5 → "−0.50 %". */
export function formatPercent(value: number, digits = 2): string {
  const text = Math.abs(value).toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: Math.max(digits, 5),
  });
  return `${value < 0 ? "\u2212" : ""}${text} %`;
}

/** A change as a signed percentage: 1.039 → "+3.9 %". */
export function formatChange(factor: number): string {
  const percent = (factor - 1) * 100;
  return `${percent >= 0 ? "+" : "\u2212"}${Math.abs(percent).toFixed(1)} %`;
}
