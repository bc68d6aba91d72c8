// Tokenizer and recursive-descent parser for quantity formulas (`GSF * 0.35`, `max(UNITS * 2, 10)`).
// No eval, no Function: text becomes a small AST that formula.ts evaluates. Precedence, lowest first:
// + − · × ÷ · unary minus · numbers, inputs, calls, parentheses.

import { FormulaError, MAX_FORMULA_DEPTH, MAX_FORMULA_LENGTH } from "./formula-error";

export type FunctionName = "min" | "max" | "round" | "ceil" | "floor" | "abs";

export type FormulaNode =
  | { kind: "num"; value: number; pos: number }
  | { kind: "input"; name: string; text: string; pos: number }
  | { kind: "neg"; arg: FormulaNode; pos: number }
  | { kind: "add" | "sub" | "mul" | "div"; left: FormulaNode; right: FormulaNode; pos: number }
  | { kind: "call"; fn: FunctionName; args: FormulaNode[]; pos: number };

const ARITY: Record<FunctionName, [number, number]> = {
  min: [1, Number.POSITIVE_INFINITY],
  max: [1, Number.POSITIVE_INFINITY],
  round: [1, 2],
  ceil: [1, 1],
  floor: [1, 1],
  abs: [1, 1],
};

export const FUNCTION_NAMES = Object.keys(ARITY) as FunctionName[];

type TokenType = "num" | "id" | "+" | "-" | "*" | "/" | "(" | ")" | "," | "end";
interface Token {
  type: TokenType;
  text: string;
  pos: number; // 1-based
  value: number;
}

const OPERATORS: Record<string, TokenType> = {
  "+": "+",
  "-": "-",
  "\u2212": "-",
  "*": "*",
  "\u00d7": "*",
  "/": "/",
  "\u00f7": "/",
  "(": "(",
  ")": ")",
  ",": ",",
};

const isDigit = (c: string) => c >= "0" && c <= "9";
const isIdStart = (c: string) => (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c === "_";
const isIdPart = (c: string) => isIdStart(c) || isDigit(c);

function syntax(message: string, pos: number): FormulaError {
  return new FormulaError("syntax", `${message} at position ${pos}`, pos);
}

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  // A spreadsheet habit: "=GSF*0.35" is read as "GSF*0.35".
  while (i < source.length && /\s/.test(source[i])) i++;
  if (source[i] === "=") i++;
  while (i < source.length) {
    const c = source[i];
    const start = i;
    if (/\s/.test(c)) {
      i++;
    } else if (isDigit(c) || (c === "." && isDigit(source[i + 1] ?? ""))) {
      while (i < source.length && isDigit(source[i])) i++;
      if (source[i] === ".") {
        i++;
        while (i < source.length && isDigit(source[i])) i++;
      }
      const text = source.slice(start, i);
      tokens.push({ type: "num", text, pos: start + 1, value: Number(text) });
    } else if (isIdStart(c)) {
      while (i < source.length && isIdPart(source[i])) i++;
      tokens.push({ type: "id", text: source.slice(start, i), pos: start + 1, value: 0 });
    } else if (OPERATORS[c]) {
      i++;
      tokens.push({ type: OPERATORS[c], text: c, pos: start + 1, value: 0 });
    } else {
      const ch = String.fromCodePoint(source.codePointAt(i) ?? 0);
      throw syntax(`Unexpected '${ch}'`, start + 1);
    }
  }
  tokens.push({ type: "end", text: "", pos: source.length + 1, value: 0 });
  return tokens;
}

class Parser {
  private i = 0;
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): FormulaNode {
    const node = this.expression();
    const t = this.peek();
    if (t.type !== "end") throw this.unexpected(t);
    return node;
  }

  private peek(): Token {
    return this.tokens[this.i];
  }

  private next(): Token {
    return this.tokens[this.i++];
  }

  private unexpected(t: Token): FormulaError {
    if (t.type === "end") return syntax("Unexpected end of formula", t.pos);
    return syntax(`Unexpected '${t.text}'`, t.pos);
  }

  private enter(pos: number) {
    if (++this.depth > MAX_FORMULA_DEPTH) {
      throw new FormulaError(
        "too_deep",
        `Formula is nested too deeply (at most ${MAX_FORMULA_DEPTH} levels) at position ${pos}`,
        pos,
      );
    }
  }

  private expression(): FormulaNode {
    let left = this.term();
    for (let t = this.peek(); t.type === "+" || t.type === "-"; t = this.peek()) {
      this.i++;
      left = { kind: t.type === "+" ? "add" : "sub", left, right: this.term(), pos: t.pos };
    }
    return left;
  }

  private term(): FormulaNode {
    let left = this.unary();
    for (let t = this.peek(); t.type === "*" || t.type === "/"; t = this.peek()) {
      this.i++;
      left = { kind: t.type === "*" ? "mul" : "div", left, right: this.unary(), pos: t.pos };
    }
    return left;
  }

  private unary(): FormulaNode {
    const t = this.peek();
    if (t.type !== "-" && t.type !== "+") return this.primary();
    this.i++;
    this.enter(t.pos);
    const arg = this.unary();
    this.depth--;
    return t.type === "-" ? { kind: "neg", arg, pos: t.pos } : arg;
  }

  private primary(): FormulaNode {
    const t = this.next();
    if (t.type === "num") return { kind: "num", value: t.value, pos: t.pos };
    if (t.type === "(") {
      this.enter(t.pos);
      const inner = this.expression();
      this.close(t);
      this.depth--;
      return inner;
    }
    if (t.type === "id") {
      if (this.peek().type === "(") return this.call(t);
      return { kind: "input", name: t.text.toUpperCase(), text: t.text, pos: t.pos };
    }
    throw this.unexpected(t);
  }

  private close(open: Token) {
    const t = this.next();
    if (t.type === ")") return;
    if (t.type === "end") {
      const message = `Missing ')' at position ${t.pos} to close the '(' at position ${open.pos}`;
      throw new FormulaError("syntax", message, t.pos);
    }
    throw this.unexpected(t);
  }

  private call(name: Token): FormulaNode {
    const fn = name.text.toLowerCase() as FunctionName;
    if (!Object.hasOwn(ARITY, fn)) {
      throw new FormulaError("unknown_function", `Unknown function: ${name.text}`, name.pos);
    }
    const open = this.next();
    this.enter(open.pos);
    const args: FormulaNode[] = [];
    if (this.peek().type !== ")") {
      args.push(this.expression());
      while (this.peek().type === ",") {
        this.i++;
        args.push(this.expression());
      }
    }
    this.close(open);
    this.depth--;
    const [min, max] = ARITY[fn];
    if (args.length < min || args.length > max) {
      const wanted = max === min ? `${min} value` : max > 2 ? "at least 1 value" : `${min} or ${max} values`;
      throw new FormulaError(
        "arguments",
        `${fn}() takes ${wanted}, not ${args.length} at position ${name.pos}`,
        name.pos,
      );
    }
    return { kind: "call", fn, args, pos: name.pos };
  }
}

/** Text → AST; throws FormulaError (formula.ts turns it into a value). */
export function parseFormula(source: string): FormulaNode {
  if (source.length > MAX_FORMULA_LENGTH) {
    throw new FormulaError("too_long", `Formula is too long (at most ${MAX_FORMULA_LENGTH} characters)`);
  }
  const tokens = tokenize(source);
  if (tokens.length === 1) throw new FormulaError("empty", "Formula is empty");
  return new Parser(tokens).parse();
}
