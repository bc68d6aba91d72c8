// Tailwind v4 class-conflict merge for `cn()`: a later class overrides an earlier one of the same group under the
// same variants and `!`, and the groups tailwind-merge 3 lets override others (p over px over pl, rounded over
// rounded-t, size over w/h, …) do so too. Its algorithm, with its group table cut down to the utilities this app
// writes: tests/unit/class-merge.test.ts compares the two on every class in the code, so a class added later that
// this table misreads fails there. A class it does not know is kept as written, never dropped.

// Groups as `prefix,validators,keywords[,id]` (the id is the prefix unless given). A keyword is a whole class
// (`~`: the bare prefix) and beats any validator; validators test the rest after the prefix, the longest prefix
// first and in this order within one, like tailwind-merge's class map. Codes: n number, i integer, f fraction,
// t t-shirt size, A anything (colours are open), a anything but empty, o not arbitrary, x `[…]`, v `(…)`,
// L a `[…]` length, S a `[…]` shadow.
const sides = (s: string) => ["", ...s.split(" ")];
const dash = (s: string) => s && `-${s}`;
const SPEC = [
  "aspect,a,",
  "@container,a,~,container-type",
  ",,block inline-block inline flex inline-flex table table-caption table-cell table-row grid inline-grid contents hidden,display",
  ",,sr-only not-sr-only,sr",
  "object,,contain cover fill none scale-down,object-fit",
  ",,static fixed absolute relative sticky,position",
  ",,visible invisible collapse,visibility",
  "flex,,row row-reverse col col-reverse,flex-direction",
  "flex,,nowrap wrap wrap-reverse,flex-wrap",
  "flex,nfx,auto initial none",
  "col,ivx,auto,col-start-end",
  "col-span,ivx,full,col-start-end",
  "row,ivx,auto,row-start-end",
  "row-span,ivx,full,row-start-end",
  "justify,a,,justify-content",
  "content,,normal start end center between around evenly stretch,align-content",
  "items,,start end center stretch baseline,align-items",
  "self,,auto start end center stretch baseline,align-self",
  // Any value: a class these prefixes begin is theirs (tailwind-merge lists the values; a value no utility has
  // makes no CSS either way).
  ..."overflow overflow-x overflow-y z basis order grid-cols grid-rows col-start row-start auto-rows gap gap-x gap-y space-y justify-items justify-self place-items size w h min-w min-h max-w max-h tracking line-clamp leading underline-offset whitespace break outline-offset opacity border-spacing caption duration ease rotate origin accent appearance cursor field-sizing pointer-events touch fill stroke"
    .split(" ")
    .map((g) => `${g},a,`),
  ..."grow shrink filter blur backdrop-blur transition resize divide-y transform"
    .split(" ")
    .map((g) => `${g},a,~`),
  ...["inset", "inset-x", "inset-y", "top", "right", "bottom", "left"].map((g) => `${g},fvxn,full auto px`),
  "list,vx,disc decimal none,list-style-type",
  "select,,none text all auto",
  // Not `animate-in`/`animate-out`: tw-animate-css's, which tailwind-merge leaves alone.
  "animate,vx,none spin ping pulse bounce",
  ...sides("x y s e t r b l").flatMap((s) => [`p${s},a,`, `m${s},a,`]),
  "text,tL,base,font-size",
  ",,antialiased subpixel-antialiased,font-smoothing",
  ",,italic not-italic,font-style",
  "font,,thin extralight light normal medium semibold bold extrabold black,font-weight",
  "font,o,,font-family",
  ",,proportional-nums tabular-nums,fvn-spacing",
  "text,,left center right justify start end,text-alignment",
  "text,A,,text-color",
  ",,underline overline line-through no-underline,text-decoration",
  "decoration,,solid dashed dotted double wavy,text-decoration-style",
  "decoration,A,,text-decoration-color",
  ",,uppercase lowercase capitalize normal-case,text-transform",
  ",,truncate text-ellipsis text-clip,text-overflow",
  "text,,wrap nowrap balance pretty,text-wrap",
  "align,a,,vertical-align",
  "bg,A,,bg-color",
  ...sides("s e t r b l ss se ee es tl tr br bl").map((s) => `rounded${dash(s)},a,~`),
  ...sides("x y s e t r b l").map((s) => `border${dash(s)},nL,~,border-w${dash(s)}`),
  "border,,solid dashed dotted double hidden none,border-style",
  ...sides("x y s e t r b l").map((s) => `border${dash(s)},A,,border-color${dash(s)}`),
  "outline,,solid dashed dotted double none hidden,outline-style",
  "outline,nL,~,outline-w",
  "outline,A,,outline-color",
  "shadow,tS,~ inner none",
  "shadow,A,,shadow-color",
  "ring,nL,~,ring-w",
  ",,ring-inset,ring-w-inset",
  "ring,A,,ring-color",
  "ring-offset,nL,,ring-offset-w",
  "ring-offset,A,,ring-offset-color",
  "border,,collapse separate,border-collapse",
  "table,,auto fixed,table-layout",
  ...sides("x y").map((s) => `translate${dash(s)},a,`),
  ",,translate-none,translate-none",
];

// Which groups a class of a group overrides (besides its own), as tailwind-merge declares them.
const sub = (g: string, s: string) => s.split(" ").map((c) => `${g}${c}`);
const CONFLICTS: Record<string, string[]> = {
  "container-named": ["container-type"],
  overflow: sub("overflow-", "x y"),
  inset: sub("inset-", "x y").concat("top", "right", "bottom", "left"),
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  flex: ["basis", "grow", "shrink"],
  gap: sub("gap-", "x y"),
  size: ["w", "h"],
  "font-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  translate: sub("translate-", "x y none"),
  "translate-none": sub("translate", " -x -y"),
  rounded: sub("rounded-", "s e t r b l ss se ee es tl tr br bl"),
  "rounded-s": sub("rounded-", "ss es"),
  "rounded-e": sub("rounded-", "se ee"),
  "rounded-t": sub("rounded-", "tl tr"),
  "rounded-r": sub("rounded-", "tr br"),
  "rounded-b": sub("rounded-", "br bl"),
  "rounded-l": sub("rounded-", "tl bl"),
};
for (const [g, p] of [
  ["p", "p"],
  ["m", "m"],
  ["border-w", "border-w-"],
  ["border-color", "border-color-"],
]) {
  CONFLICTS[g] = sub(p, "x y s e t r b l");
  CONFLICTS[`${p}x`] = sub(p, "s e r l");
  CONFLICTS[`${p}y`] = sub(p, "t b");
}

// No prototype: a word like `constructor` in a class list is not a keyword.
const KEYWORDS: Record<string, string> = Object.create(null);
const VALIDATED: Record<string, [string, string][]> = Object.create(null);
for (const entry of SPEC) {
  const [prefix, codes, words, id = prefix] = entry.split(",");
  for (const w of words.split(" ")) if (w) KEYWORDS[w === "~" ? prefix : prefix ? `${prefix}-${w}` : w] = id;
  if (codes) VALIDATED[prefix] = [...(VALIDATED[prefix] ?? []), [id, codes]];
}

const ARBITRARY = /^\[(?:(\w[\w-]*):)?(.+)\]$/i;
const VARIABLE = /^\((?:(\w[\w-]*):)?(.+)\)$/i;
const isNumber = (v: string) => !!v && !Number.isNaN(Number(v));

function accepts(code: string, rest: string): boolean {
  if (code === "A") return true;
  if (code === "a") return !!rest;
  if (code === "n") return isNumber(rest);
  if (code === "i") return !!rest && Number.isInteger(Number(rest));
  if (code === "f") return /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/.test(rest);
  if (code === "t") return /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(rest);
  if (code === "v") return VARIABLE.test(rest);
  if (code === "o") return !ARBITRARY.test(rest) && !VARIABLE.test(rest);
  const match = ARBITRARY.exec(rest);
  if (!match || code === "x") return !!match;
  // `[length:…]` / `[shadow:…]`, or an unlabelled value that reads as one (a colour function with a % is no length).
  if (match[1]) return match[1] === (code === "L" ? "length" : "shadow");
  return code === "L"
    ? /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/.test(
        match[2],
      ) && !/^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/.test(match[2])
    : /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/.test(match[2]);
}

function groupOf(className: string): string | undefined {
  if (className[0] === "[" && className.endsWith("]")) {
    const colon = className.indexOf(":");
    return colon > 1 ? `arbitrary..${className.slice(1, colon)}` : undefined;
  }
  // A negative value (`-mt-2`) belongs to the group of its positive.
  const name = className[0] === "-" && className.length > 1 ? className.slice(1) : className;
  if (KEYWORDS[name]) return KEYWORDS[name];
  const parts = name.split("-");
  for (let k = parts.length - 1; k > 0; k--) {
    const rest = parts.slice(k).join("-");
    for (const [id, codes] of VALIDATED[parts.slice(0, k).join("-")] ?? []) {
      for (const code of codes) if (accepts(code, rest)) return id;
    }
  }
  if (/^@container(-size|-normal)?\/./.test(name)) return "container-named";
}

// Variants whose order changes the selector keep their place; the others compare sorted (hover:focus = focus:hover).
const ORDERED = new Set(
  "* ** after backdrop before details-content file first-letter first-line marker placeholder selection".split(
    " ",
  ),
);
function variantKey(variants: string[]): string {
  if (variants.length < 2) return variants.join(":");
  const out: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v[0] === "[" || ORDERED.has(v)) {
      out.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  return out.concat(run.sort()).join(":");
}

function mergeUncached(classList: string): string {
  const taken = new Set<string>();
  const classes = classList.trim().split(/\s+/);
  let result = "";
  for (let i = classes.length - 1; i >= 0; i--) {
    const original = classes[i];
    const variants: string[] = [];
    let brackets = 0;
    let parens = 0;
    let start = 0;
    let slash = 0;
    for (let j = 0; j < original.length; j++) {
      const ch = original[j];
      if (brackets === 0 && parens === 0 && (ch === ":" || ch === "/")) {
        if (ch === "/") slash = j;
        else {
          variants.push(original.slice(start, j));
          start = j + 1;
        }
        continue;
      }
      if (ch === "[") brackets++;
      else if (ch === "]") brackets--;
      else if (ch === "(") parens++;
      else if (ch === ")") parens--;
    }
    let base = original.slice(start);
    const important = base.endsWith("!") || base.startsWith("!");
    // The `/` position counts from before a leading `!`, as in tailwind-merge.
    const postfix = slash > start ? slash - start : 0;
    if (important) base = base.endsWith("!") ? base.slice(0, -1) : base.slice(1);
    let group = groupOf(postfix ? base.slice(0, postfix) : base);
    if (postfix && group === "container-type") group = groupOf(base) ?? group;
    if (!group && postfix) group = groupOf(base);
    if (group) {
      const key = variantKey(variants) + (important ? "!" : "");
      if (taken.has(key + group)) continue;
      taken.add(key + group);
      for (const other of CONFLICTS[group] ?? []) taken.add(key + other);
    }
    result = result ? `${original} ${result}` : original;
  }
  return result;
}

const cache = new Map<string, string>();
/** `classList` with every class dropped that a later class of the same group (and variants) overrides. */
export function mergeClasses(classList: string): string {
  let merged = cache.get(classList);
  if (merged === undefined) {
    if (cache.size >= 500) cache.clear();
    merged = mergeUncached(classList);
    cache.set(classList, merged);
  }
  return merged;
}
