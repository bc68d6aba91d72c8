import { ValidationError } from "../errors";

/**
 * A refused import as the error envelope: the message names the first bad row ("Row 4: value must be a
 * positive number"), `errors` lists each bad row by its number, or the file-level problem under `csv`.
 */
export function importErrors(result: { message: string; errors: string[] }): ValidationError {
  const errors: Record<string, string> = {};
  for (const message of result.errors) {
    const row = /^Row (\d+):/.exec(message)?.[1];
    errors[row ? `row_${row}` : "csv"] ??= message;
  }
  return new ValidationError(errors, result.message);
}
