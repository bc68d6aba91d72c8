// `cn()` merges classes with lib/ui/class-merge.ts instead of tailwind-merge (8.5 KB gzip on every page). This holds
// it to tailwind-merge's answer on what the code writes: every class token in components/, app/ and lib/, every
// literal `cn(…)` call, every cva base + variant + the className overrides callers pass, every pair of classes, and
// random sequences of them under random variants, `!` and negatives.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type ClassValue, clsx } from "clsx";
import fc from "fast-check";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "@/lib/ui/class-merge";
import { cn } from "@/lib/utils";

const reference = (...inputs: ClassValue[]) => twMerge(clsx(inputs));

type Harvest = {
  tokens: string[];
  cnCalls: string[][];
  /** className literals by the JSX tag they are written on. */
  classNames: Map<string, Set<string>>;
  cva: { name: string; base: string; variants: string[][] }[];
};

function literalsIn(node: ts.Node, out: string[] = []): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
  else if (ts.isTemplateExpression(node)) {
    out.push(node.head.text, ...node.templateSpans.map((s) => s.literal.text));
    for (const s of node.templateSpans) literalsIn(s.expression, out);
  } else if (ts.isPropertyAssignment(node))
    literalsIn(node.initializer, out); // not the keys
  else node.forEachChild((child) => void literalsIn(child, out));
  return out;
}

function calleeName(node: ts.CallExpression): string {
  return ts.isIdentifier(node.expression) ? node.expression.text : "";
}

function harvest(): Harvest {
  const tokens = new Set<string>();
  const cnCalls: string[][] = [];
  const classNames: Harvest["classNames"] = new Map();
  const cva: Harvest["cva"] = [];
  const files = ["components", "app", "lib"].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts") && f !== "ui/class-merge.ts")
      .map((f) => path.join(dir, f)),
  );
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node)
      ) {
        for (const t of node.text.split(/\s+/)) if (t) tokens.add(t);
      }
      if (ts.isCallExpression(node) && calleeName(node) === "cn") {
        cnCalls.push(node.arguments.flatMap((a) => literalsIn(a)));
      }
      if (ts.isJsxAttribute(node) && node.name.getText() === "className" && node.initializer) {
        const tag = node.parent.parent.tagName.getText();
        const set = classNames.get(tag) ?? classNames.set(tag, new Set()).get(tag)!;
        for (const s of literalsIn(node.initializer)) if (s.trim()) set.add(s);
      }
      if (ts.isCallExpression(node) && calleeName(node) === "cva") {
        const [base, config] = node.arguments;
        const variants: string[][] = [];
        if (config && ts.isObjectLiteralExpression(config)) {
          for (const p of config.properties) {
            if (!ts.isPropertyAssignment(p) || p.name.getText() !== "variants") continue;
            if (!ts.isObjectLiteralExpression(p.initializer)) continue;
            for (const v of p.initializer.properties)
              if (ts.isPropertyAssignment(v)) variants.push(literalsIn(v));
          }
        }
        const name = ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : "";
        cva.push({ name, base: base ? literalsIn(base).join(" ") : "", variants });
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return { tokens: [...tokens], cnCalls, classNames, cva };
}

const code = harvest();
// The class tokens: what either merge recognises (a recognised class repeated collapses to one).
const classes = code.tokens.filter((t) => twMerge(`${t} ${t}`) === t || cn(`${t} ${t}`) === t).sort();
// What callers write over a cva's classes: the className strings on its component (`buttonVariants` → <Button>,
// `sheetVariants` → <SheetContent>, …) and on any cn() call.
function overridesOf(cvaName: string): string[] {
  const component = cvaName.replace(/Variants$/, "").replace(/^./, (c) => c.toUpperCase());
  const written = [...code.classNames]
    .filter(([tag]) => tag.startsWith(component))
    .flatMap(([, set]) => [...set]);
  return [...new Set(written)];
}

function firstDisagreement(lists: string[][]): { input: string[]; cn: string; twMerge: string } | undefined {
  for (const input of lists) {
    const ours = cn(...input);
    const theirs = reference(...input);
    if (ours !== theirs) return { input, cn: ours, twMerge: theirs };
  }
  return undefined;
}

function cartesian(lists: string[][]): string[][] {
  return lists.reduce<string[][]>((acc, list) => acc.flatMap((a) => list.map((v) => [...a, v])), [[]]);
}

describe("cn() merges like tailwind-merge on this codebase's classes", () => {
  it("harvests the code's classes, cn() calls and cva definitions", () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(code.cnCalls.length).toBeGreaterThan(100);
    expect(code.cva.length).toBeGreaterThanOrEqual(5);
  });

  it("agrees on every class alone and twice, and on every literal cn() call", () => {
    const lists = [...classes.map((c) => [c]), ...classes.map((c) => [c, c]), ...code.cnCalls];
    expect(firstDisagreement(lists)).toBeUndefined();
  });

  it("agrees on every cva base + variant combination, alone and with each caller's override", () => {
    const lists = code.cva.flatMap(({ name, base, variants }) => {
      const overrides = overridesOf(name);
      expect(overrides.length, `className overrides of ${name}`).toBeGreaterThan(0);
      return cartesian(variants).flatMap((combo) => [
        [base, ...combo],
        ...overrides.map((o) => [base, ...combo, o]),
      ]);
    });
    expect(lists.length).toBeGreaterThan(500);
    expect(firstDisagreement(lists)).toBeUndefined();
  });

  it("agrees on every ordered pair of classes without their variants", () => {
    // One class per shape: `p-2` stands for `p-4` too (numbers, fractions and colour shades become `1`).
    const shapes = new Map<string, string>();
    for (const c of classes) {
      const base = c.slice(c.lastIndexOf(":") + 1);
      shapes.set(base.replace(/\d+(\.\d+)?(\/\d+)?/g, "1"), base);
    }
    const bases = [...shapes.values()];
    let first: { pair: string; cn: string; twMerge: string } | undefined;
    for (const a of bases) {
      for (const b of bases) {
        const pair = `${a} ${b}`;
        if (mergeClasses(pair) !== twMerge(pair))
          first ??= { pair, cn: mergeClasses(pair), twMerge: twMerge(pair) };
      }
    }
    expect(first).toBeUndefined();
  });

  it("agrees on random sequences under random variants, `!` and negatives", () => {
    const variant = fc.constantFrom(
      "",
      "hover:",
      "dark:",
      "md:",
      "sm:",
      "focus-visible:",
      "data-[state=open]:",
      "group-hover:",
      "group-[.destructive]:",
      "aria-invalid:",
      "[&>svg]:",
      "[&_a]:hover:",
      "dark:hover:",
      "hover:dark:",
      "*:",
      "placeholder:",
    );
    const token = fc.record({
      variant,
      cls: fc.constantFrom(...classes),
      form: fc.constantFrom("", "", "", "!", "!legacy", "-"),
    });
    const written = token.map(({ variant, cls, form }) => {
      if (form === "!") return `${variant}${cls}!`;
      if (form === "!legacy") return `${variant}!${cls}`;
      if (form === "-" && /^[a-z]/.test(cls)) return `${variant}-${cls}`;
      return `${variant}${cls}`;
    });
    fc.assert(
      fc.property(fc.array(written, { minLength: 2, maxLength: 6 }), (list) => {
        expect(cn(...list)).toBe(reference(...list));
      }),
      { numRuns: 2000, seed: 20261127 },
    );
  });
});
