// The contract's zod schema as the form store's resolver, with @hookform/resolvers' messages: the first issue
// per dotted path (a union's from its closest branch), nested like the values; on success the parsed values
// (trimmed, coerced), which are what the form sends.
import type { z } from "zod";
import { type FieldError, type FieldValues, set } from "./paths";
import type { Resolver } from "./store";

function firstIssues(issues: readonly z.core.$ZodIssue[]): Map<string, FieldError> {
  const errors = new Map<string, FieldError>();
  const queue = [...issues];
  for (let issue = queue.shift(); issue; issue = queue.shift()) {
    const path = issue.path.map(String).join(".");
    if (issue.code === "invalid_union") {
      const branches = issue.errors;
      const closest = branches.length
        ? branches.reduce((best, branch) => (branch.length < best.length ? branch : best))
        : [];
      if (!errors.has(path)) {
        errors.set(path, {
          message: closest[0]?.message ?? issue.message,
          type: closest[0]?.code ?? issue.code,
        });
      }
      for (const inner of branches.flat()) queue.push({ ...inner, path: [...issue.path, ...inner.path] });
    } else if (!errors.has(path)) errors.set(path, { message: issue.message, type: issue.code });
  }
  return errors;
}

export function zodResolver<T extends FieldValues>(schema: z.ZodType<T, FieldValues>): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, error] of firstIssues(result.error.issues)) set(errors, path, error);
    return { errors };
  };
}
