import fc from "fast-check";
import { z } from "zod";

// Inputs for the fuzz suite, drawn from an operation's own input schema (as JSON Schema): mostly plausible
// values, with hostile ones mixed in at every level — wrong types, nulls, huge and unicode strings, control
// characters, deep nesting, NaN/Infinity/1e309 written into the JSON text, missing and extra fields.

/** A token written into the JSON text as is (`NaN`, `1e309`): JSON.stringify cannot produce these. */
class RawToken {
  constructor(readonly text: string) {}
}

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  $defs?: Record<string, Schema>;
};

const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);

/** Values no schema should trust. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(0, -1, -0, 2 ** 53 + 1, 1e21, 1.5, -1e300),
  fc.constantFrom(
    ...["NaN", "Infinity", "-Infinity", "1e309", "-1e309", "1e-400"].map((t) => new RawToken(t)),
  ),
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u001fb",
    "\u202e\u200b",
    "\ud800",
    "😀".repeat(300),
    "x".repeat(70_000),
  ),
  fc.constantFrom(nested(30), nested(300), { a: { b: { c: { d: [[[{}]]] } } } }),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }),
);

/** The document's root (for `$ref`) and whether hostile values are mixed in at every level. */
type Ctx = { root: Schema; mixed: boolean };

function resolve(schema: Schema, ctx: Ctx): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, "");
  return ctx.root.$defs?.[name] ?? {};
}

function plausibleString(s: Schema): fc.Arbitrary<string> {
  if (s.format === "uuid") return fc.uuid();
  if (s.format === "date") return fc.constantFrom("2024-01-31", "2024-02-30", "1900-01-01");
  if (s.format === "email") return fc.constantFrom("a@example.test", "not-an-email");
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern));
    } catch {
      // A pattern fast-check cannot generate from: any text then.
    }
  }
  const max = Math.min(s.maxLength ?? 30, 60);
  return fc.string({ minLength: Math.min(s.minLength ?? 0, max), maxLength: max });
}

function plausibleNumber(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? -1e6;
  const max = s.maximum ?? 1e6;
  return integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectOf(s: Schema, ctx: Ctx, depth: number): fc.Arbitrary<unknown> {
  const props = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  const fields = props.map(([name, p]) => {
    const field = fc.tuple(fc.constant(name), valueFor(p, ctx, depth + 1));
    // Mixed: a required field is sometimes left out. Always: an optional one is sometimes sent.
    if (required.has(name) && !ctx.mixed) return field;
    return fc.option(field, { freq: required.has(name) ? 12 : 2, nil: undefined });
  });
  const extra = ctx.mixed
    ? fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), hostile), { freq: 6 })
    : fc.constant(null);
  return fc.tuple(fc.tuple(...fields), extra).map(([entries, more]) => {
    const out: Record<string, unknown> = {};
    for (const entry of entries) if (entry) out[entry[0]] = entry[1];
    if (more) out[more[0]] = more[1];
    return out;
  });
}

function plausible(s: Schema, ctx: Ctx, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => valueFor(c, ctx, depth)));
  if (s.allOf?.length) return valueFor(s.allOf[0]!, ctx, depth);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case "string":
      return plausibleString(s);
    case "integer":
    case "number":
      return plausibleNumber(s, type === "integer");
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(s.items ? valueFor(s.items, ctx, depth + 1) : hostile, { maxLength: 3 });
    case "object":
      return objectOf(s, ctx, depth);
    default:
      return hostile;
  }
}

/** A value for the schema: plausible, or (mixed) sometimes hostile at any level; deeper levels stop growing. */
function valueFor(schema: Schema, ctx: Ctx, depth: number): fc.Arbitrary<unknown> {
  const s = resolve(schema, ctx);
  if (!ctx.mixed) return depth > 4 ? fc.constant(null) : plausible(s, ctx, depth);
  if (depth > 4) return hostile;
  return fc.oneof({ arbitrary: plausible(s, ctx, depth), weight: 4 }, { arbitrary: hostile, weight: 1 });
}

/** JSON text for a value, with its raw tokens written in. */
function jsonText(value: unknown): string {
  if (value instanceof RawToken) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function inputSchema(schema: z.ZodType): Schema {
  return z.toJSONSchema(schema, { target: "draft-2020-12", io: "input", unrepresentable: "any" }) as Schema;
}

/** Raw JSON text for a body: an object from the schema, plausible or with hostile parts, or no object at all. */
export function bodyText(schema: z.ZodType): fc.Arbitrary<string> {
  const root = inputSchema(schema);
  return fc
    .oneof(
      { arbitrary: valueFor(root, { root, mixed: false }, 0), weight: 3 },
      { arbitrary: valueFor(root, { root, mixed: true }, 0), weight: 6 },
      { arbitrary: hostile, weight: 1 },
    )
    .map(jsonText);
}

const hostileQueryValue = fc.oneof(
  fc.constantFrom("", "1e309", "NaN", "-1", "9".repeat(400), "a\u202eb", "😀", "x".repeat(5000)),
  fc.string({ unit: "grapheme", maxLength: 20 }),
);

/** A raw query string from the schema's properties: plausible text, or hostile values, repeated and extra keys. */
export function queryText(schema: z.ZodType): fc.Arbitrary<string> {
  const root = inputSchema(schema);
  const names = Object.keys(root.properties ?? {});
  const query = (mixed: boolean) => {
    const plausibleText = (s: Schema) =>
      plausible(resolve(s, { root, mixed }), { root, mixed: false }, 3).map((v) =>
        typeof v === "string" ? v : jsonText(v),
      );
    const text = (s: Schema) =>
      mixed ? fc.oneof({ arbitrary: plausibleText(s), weight: 2 }, hostileQueryValue) : plausibleText(s);
    // Plausible: a few keys (a query of many made-up values is always refused); mixed: any, repeated.
    const chosen = mixed ? fc.subarray(names) : fc.subarray(names, { maxLength: Math.min(2, names.length) });
    const pairs = chosen.chain((keys) =>
      fc.tuple(
        ...keys.map((name) =>
          fc.array(fc.tuple(fc.constant(name), text(root.properties![name]!)), {
            minLength: 1,
            maxLength: mixed ? 2 : 1,
          }),
        ),
      ),
    );
    const extra = mixed
      ? fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.string()), { freq: 4 })
      : fc.constant(null);
    return fc.tuple(pairs, extra).map(([groups, more]) => {
      const search = new URLSearchParams();
      for (const group of groups) for (const [k, v] of group) search.append(k, v);
      if (more) search.append(more[0], more[1]);
      return search.toString();
    });
  };
  return fc.oneof(query(false), query(true));
}
