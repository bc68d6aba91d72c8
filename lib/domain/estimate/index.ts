// The pure estimate engine (issue 6): money, decimals, formulas, markups, escalation, totals.

export { computeEstimate, type EstimateComputation, withAlternateAccepted } from "./compute";
export { costCodeKey, divisionOf } from "./cost-code";
export {
  checkDecimal,
  DECIMAL_MESSAGES,
  DECIMAL_SCALE,
  formatScaled,
  MAX_DECIMAL,
  parseDecimal,
  scaleDecimal,
} from "./decimal";
export { createEngine } from "./engine";
export {
  type ConstructionSchedule,
  type Escalation,
  type EscalationRate,
  type EscalationYear,
  escalationFactor,
  validateEscalationRates,
} from "./escalation";
export {
  type CompiledFormula,
  compileFormula,
  evaluateFormula,
  evaluateFormulaText,
  FormulaError,
  type FormulaResult,
  MAX_FORMULA_DEPTH,
  MAX_FORMULA_LENGTH,
} from "./formula";
export { checkInputName, validateInputs } from "./inputs";
export { validateLine } from "./line-check";
export {
  type Markup,
  type MarkupBase,
  type MarkupKind,
  type MarkupProblem,
  validateMarkups,
} from "./markups";
export type * from "./model";
export { lineTotalCents, marginOfCents, percentOfCents, sumCents } from "./money";
