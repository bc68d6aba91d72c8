// Checks every request's input once, before any schema: text must not carry control characters (a NUL byte
// cannot be stored by PostgreSQL and once answered 500) nor half of a UTF-16 surrogate pair (JSON's "\ud800"
// parses to one, and PostgreSQL refuses to store it: a 500 too), and JSON must not nest deeper than any real request
// does (a 20,000-level filter once exhausted the stack). Tab, line feed and carriage return stay allowed:
// notes and descriptions are multi-line, and pasted spreadsheet text carries tabs.

/** C0 controls but tab, LF and CR; DEL; C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const maxJsonDepth = 32;
export const controlCharacterMessage = "Must not contain control characters";
export const malformedTextMessage = "Must be valid Unicode text";
export const tooDeepMessage = `The request is nested too deeply (at most ${maxJsonDepth} levels)`;

export type InputProblem = { kind: "control" | "unicode"; field: string } | { kind: "depth" };

function textProblem(text: string): "control" | "unicode" | null {
  if (controlCharacter.test(text)) return "control";
  return text.isWellFormed() ? null : "unicode";
}

/** The first problem in a parsed JSON value (or query/form record), walking without recursion; null if none. */
export function inputProblem(value: unknown): InputProblem | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      const kind = textProblem(current);
      if (kind) return { kind, field: path.join(".") || "_" };
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (path.length >= maxJsonDepth) return { kind: "depth" };
    for (const [key, child] of Object.entries(current)) {
      const kind = textProblem(key);
      if (kind) return { kind, field: [...path, key].join(".") };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}
