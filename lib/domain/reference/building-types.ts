// The default two-level building-type taxonomy. Each company gets a copy it can edit; the keys
// remember where a company's row came from.

export type DefaultBuildingType = { key: string; name: string; children: { key: string; name: string }[] };

const taxonomy: [string, string[]][] = [
  [
    "Multifamily",
    [
      "Garden",
      "Walk-up",
      "Wrap",
      "Podium mid-rise",
      "High-rise",
      "Townhomes",
      "Senior living",
      "Student housing",
      "Affordable",
    ],
  ],
  ["Office", ["Low-rise", "Mid-rise", "High-rise", "Tenant improvement", "Medical office"]],
  ["Healthcare", ["Hospital", "Ambulatory surgery", "Clinic", "Behavioral health"]],
  [
    "Education",
    [
      "K-12 Elementary",
      "K-12 Middle school",
      "K-12 High school",
      "Higher-ed academic",
      "Dormitory",
      "Higher-ed lab",
    ],
  ],
  [
    "Industrial",
    ["Warehouse / distribution", "Manufacturing", "Cold storage", "Data center", "Life-science lab"],
  ],
  ["Retail and Hospitality", ["Retail", "Restaurant", "Hotel", "Mixed-use"]],
  ["Civic", ["Municipal", "Public safety", "Library", "Religious", "Museum"]],
  ["Parking", ["Structured", "Surface"]],
  ["Sports and Entertainment", ["Arena / stadium", "Recreation center", "Performing arts"]],
  ["Infrastructure and Site", ["Site development", "Roads and bridges", "Utilities"]],
];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const defaultBuildingTypes: readonly DefaultBuildingType[] = taxonomy.map(([name, children]) => ({
  key: slug(name),
  name,
  children: children.map((child) => ({ key: `${slug(name)}.${slug(child)}`, name: child })),
}));

/** "Multifamily › Podium mid-rise" — how a two-level type is shown in one line. */
export function buildingTypeLabel(parent: string | null | undefined, name: string): string {
  return parent ? `${parent} › ${name}` : name;
}
