// UniFormat II (ASTM E1557), levels 1 and 2. Level 3 codes (B2010) are accepted
// for company codes and roll up to their level-2 element (B20) and group (B).

export type UniformatElement = { code: string; title: string; level: 1 | 2; parent: string | null };

const groups: [string, string, [string, string][]][] = [
  [
    "A",
    "Substructure",
    [
      ["A10", "Foundations"],
      ["A20", "Basement Construction"],
    ],
  ],
  [
    "B",
    "Shell",
    [
      ["B10", "Superstructure"],
      ["B20", "Exterior Enclosure"],
      ["B30", "Roofing"],
    ],
  ],
  [
    "C",
    "Interiors",
    [
      ["C10", "Interior Construction"],
      ["C20", "Stairs"],
      ["C30", "Interior Finishes"],
    ],
  ],
  [
    "D",
    "Services",
    [
      ["D10", "Conveying"],
      ["D20", "Plumbing"],
      ["D30", "HVAC"],
      ["D40", "Fire Protection"],
      ["D50", "Electrical"],
    ],
  ],
  [
    "E",
    "Equipment and Furnishings",
    [
      ["E10", "Equipment"],
      ["E20", "Furnishings"],
    ],
  ],
  [
    "F",
    "Special Construction and Demolition",
    [
      ["F10", "Special Construction"],
      ["F20", "Selective Building Demolition"],
    ],
  ],
  [
    "G",
    "Building Sitework",
    [
      ["G10", "Site Preparation"],
      ["G20", "Site Improvements"],
      ["G30", "Site Mechanical Utilities"],
      ["G40", "Site Electrical Utilities"],
      ["G90", "Other Site Construction"],
    ],
  ],
];

/** Level 1 then its level-2 elements, in order: A, A10, A20, B, B10 … */
export const uniformatElements: readonly UniformatElement[] = groups.flatMap(([code, title, children]) => [
  { code, title, level: 1 as const, parent: null },
  ...children.map(([child, childTitle]) => ({
    code: child,
    title: childTitle,
    level: 2 as const,
    parent: code,
  })),
]);

const byCode = new Map(uniformatElements.map((e) => [e.code, e]));

export function uniformatElement(code: string): UniformatElement | undefined {
  return byCode.get(code);
}

export type ParsedUniformat =
  | { ok: true; code: string; level: 1 | 2 | 3; group: string; parent: string | null }
  | { ok: false; message: string };

/** `b20`, `B 20`, `B2010`, `B-2010` → `B20` / `B2010`; the level-2 element must exist. */
export function parseUniformatCode(text: string): ParsedUniformat {
  const compact = text
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, "");
  const match = /^([A-G])(\d{2})?(\d{2})?$/.exec(compact);
  if (!match) return { ok: false, message: "Must be a UniFormat II code such as B20 or B2010" };
  const [, group, level2, level3] = match;
  if (!level2) return { ok: true, code: group!, level: 1, group: group!, parent: null };
  const element = `${group}${level2}`;
  if (!byCode.has(element)) return { ok: false, message: `${element} is not a UniFormat II element` };
  if (!level3) return { ok: true, code: element, level: 2, group: group!, parent: group! };
  return { ok: true, code: `${element}${level3}`, level: 3, group: group!, parent: element };
}
