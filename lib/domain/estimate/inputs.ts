// Input metrics (GSF, NRSF, UNITS, ROOF_AREA …): names are identifiers formulas can read, compared without
// regard to case; values keep up to 5 decimals.

import { checkDecimal } from "./decimal";
import { FUNCTION_NAMES, normalizeInputName } from "./formula";

const INPUT_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function checkInputName(name: string): string | null {
  if (!INPUT_NAME.test(name)) {
    return `Input name '${name}' must start with a letter and use only letters, digits and _`;
  }
  if ((FUNCTION_NAMES as string[]).includes(name.toLowerCase())) {
    return `'${name}' is a function name; choose another input name`;
  }
  return null;
}

/** Field-style problems with a whole inputs record (names, values, two names equal but for case). */
export function validateInputs(inputs: Readonly<Record<string, number>>): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Map<string, string>();
  for (const [name, value] of Object.entries(inputs)) {
    const problem = checkInputName(name.trim()) ?? checkDecimal(value);
    const key = normalizeInputName(name);
    if (problem) errors[name] = problem;
    else if (seen.has(key)) errors[name] = `${name} and ${seen.get(key)} are the same input name`;
    seen.set(key, name);
  }
  return errors;
}
