// The form store's values and errors by dotted path ("record.costs.0.amount_cents"): the types the forms name
// fields with, and the get/set/unset/compare/copy they run on. `set` makes an array where the next step is a
// number, as react-hook-form did, so a list's errors stay a list (`errors.scopes[2].message`).

// biome-ignore lint/suspicious/noExplicitAny: a form's values are any object type, interfaces included.
export type FieldValues = Record<string, any>;

type Leaf = null | undefined | string | number | boolean | symbol | bigint | Date | Blob | FileList;
type IsAny<T> = 0 extends 1 & T ? true : false;
type PathFrom<K extends string | number, V> = V extends Leaf ? `${K}` : `${K}` | `${K}.${Path<V>}`;

/** Every field's dotted name in T: "name", "record", "record.costs", "record.costs.0.amount_cents". */
export type Path<T> =
  IsAny<T> extends true
    ? string
    : T extends ReadonlyArray<infer V>
      ? PathFrom<number, V>
      : { [K in keyof T & string]-?: PathFrom<K, T[K]> }[keyof T & string];

/** The value at a dotted name. */
export type PathValue<T, P> = T extends unknown
  ? P extends `${infer K}.${infer Rest}`
    ? K extends keyof T
      ? PathValue<T[K], Rest>
      : T extends ReadonlyArray<infer V>
        ? K extends `${number}`
          ? PathValue<V, Rest>
          : never
        : never
    : P extends keyof T
      ? T[P]
      : T extends ReadonlyArray<infer V>
        ? P extends `${number}`
          ? V
          : never
        : never
  : never;

type Objects<T> = T extends object ? T : never;

/** What a form may start from: any part of its values. */
export type DefaultValues<T> = T extends Leaf
  ? T
  : { [K in keyof T]?: Objects<T[K]> extends never ? T[K] : DefaultValues<T[K]> };

export type FieldError = { type: string; message?: string };

/** The messages, shaped like the values: a field's own error, and its parts' under it. */
export type FieldErrors<T> = {
  [K in keyof T]?: NonNullable<T[K]> extends Leaf ? FieldError : FieldError & FieldErrors<NonNullable<T[K]>>;
};

type Tree = Record<string, unknown>;

const isKey = (path: string) => /^\w*$/.test(path);
const steps = (path: string) =>
  isKey(path)
    ? [path]
    : path
        .split(/\.|\[/)
        .map((s) => s.replace(/["'\]]/g, ""))
        .filter(Boolean);

export const isObject = (value: unknown): value is Tree =>
  value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date);

export const isEmptyObject = (value: unknown) => isObject(value) && Object.keys(value).length === 0;

/** The value at `path`, or `fallback` where there is none. */
export function get(object: unknown, path: string, fallback?: unknown): unknown {
  if (!path || !isObject(object)) return fallback;
  let result: unknown = object;
  for (const step of steps(path)) {
    if (result === null || result === undefined) break;
    result = (result as Tree)[step];
  }
  if (result === undefined || result === object) return object[path] === undefined ? fallback : object[path];
  return result;
}

export function set(object: Tree, path: string, value: unknown): void {
  const keys = steps(path);
  let node: Tree = object;
  keys.forEach((key, i) => {
    if (key === "__proto__" || key === "constructor" || key === "prototype") return;
    if (i === keys.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    node[key] = isObject(next) || Array.isArray(next) ? next : Number.isNaN(+keys[i + 1]!) ? {} : [];
    node = node[key] as Tree;
  });
}

/** Removes `path`, and each parent it leaves empty. */
export function unset(object: Tree, path: string | string[]): void {
  const keys = Array.isArray(path) ? path : steps(path);
  const parent = keys
    .slice(0, -1)
    .reduce<unknown>(
      (node, key) => (node === null || node === undefined ? node : (node as Tree)[key]),
      object,
    );
  if (parent && typeof parent === "object") delete (parent as Tree)[keys.at(-1)!];
  const emptied = Array.isArray(parent) ? parent.every((item) => item === undefined) : isEmptyObject(parent);
  if (keys.length > 1 && emptied) unset(object, keys.slice(0, -1));
}

const isPlain = (value: unknown): value is Tree | unknown[] =>
  Array.isArray(value) ||
  (value !== null && typeof value === "object" && Object.getPrototypeOf(value)?.constructor === Object);

/** A deep copy of plain objects and arrays; dates copied, anything else (a File, an element) shared. */
export function clone<V>(value: V): V {
  if (value instanceof Date) return new Date(value) as V;
  if (!isPlain(value)) return value;
  const copy: Tree | unknown[] = Array.isArray(value) ? new Array(value.length) : {};
  for (const key of Object.keys(value)) (copy as Tree)[key] = clone((value as Tree)[key]);
  return copy as V;
}

/** Same values: plain objects and arrays by content (same keys), dates by time, the rest by Object.is. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return Object.is(a, b);
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  if (keysA.length === 0 && (!isPlain(a) || !isPlain(b))) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && deepEqual((a as Tree)[key], (b as Tree)[key]));
}
