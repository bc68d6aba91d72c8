// Formula problems are values, not crashes: every failure of compile or evaluate is a FormulaError with a
// message a user can read and, where it helps, the 1-based character position it points at.

export type FormulaErrorCode =
  | "empty"
  | "too_long"
  | "too_deep"
  | "syntax"
  | "unknown_function"
  | "arguments"
  | "unknown_input"
  | "division_by_zero"
  | "not_finite";

export class FormulaError extends Error {
  readonly code: FormulaErrorCode;
  /** 1-based character position in the formula text, or null when the whole formula is meant. */
  readonly position: number | null;

  constructor(code: FormulaErrorCode, message: string, position: number | null = null) {
    super(message);
    this.name = "FormulaError";
    this.code = code;
    this.position = position;
  }
}

export type FormulaResult<T> = { ok: true; value: T } | { ok: false; error: FormulaError };

export const MAX_FORMULA_LENGTH = 500;
export const MAX_FORMULA_DEPTH = 32;
