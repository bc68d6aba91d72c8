// Assembly formulas: each item's quantity is a formula on the assembly's one driver ("LF * 2.1"), read by the
// estimate's formula evaluator. Inserted into an estimate, the driver becomes an input (LF, or LF_2 … when the
// estimate has one) and each formula is rewritten to read it, so the engine re-drives the lines.
import { compileFormula, evaluateFormula, normalizeInputName } from "@/lib/domain/estimate/formula";
import { checkInputName } from "@/lib/domain/estimate/inputs";

/** Why a formula cannot drive an item (it reads another name, or does not parse), or null. */
export function checkAssemblyFormula(formula: string, driver: string): string | null {
  const badDriver = checkInputName(driver);
  if (badDriver) return badDriver;
  const compiled = compileFormula(formula);
  if (!compiled.ok) return compiled.error.message;
  const other = compiled.value.inputs.find((name) => name !== normalizeInputName(driver));
  if (other) return `The formula may read only the driver ${normalizeInputName(driver)}, not ${other}`;
  const tried = evaluateFormula(compiled.value, { [driver]: 1 });
  return tried.ok ? null : tried.error.message;
}

/** The formula's quantity at a driver quantity (5 decimals), or null when it does not evaluate. */
export function assemblyQuantity(formula: string, driver: string, driverQuantity: number): number | null {
  const compiled = compileFormula(formula);
  if (!compiled.ok) return null;
  const r = evaluateFormula(compiled.value, { [driver]: driverQuantity });
  return r.ok ? r.value : null;
}

/** The input name the driver takes in an estimate: the driver itself, else the first free DRIVER_n. */
export function driverInputName(driver: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map(normalizeInputName));
  const base = normalizeInputName(driver);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}_${n}`)) return `${base}_${n}`;
}

/** The formula reading `inputName` wherever it read the driver (names compared without case). */
export function rewriteFormula(formula: string, driver: string, inputName: string): string {
  const d = normalizeInputName(driver);
  return formula.replace(/[A-Za-z_][A-Za-z0-9_]*/g, (word) =>
    normalizeInputName(word) === d ? inputName : word,
  );
}
