// Building types as people say them: phrases and synonyms → the default taxonomy's keys
// (lib/domain/reference/building-types.ts). Most specific first; a match consumes its words, so "mid-rise
// multifamily" is the podium type and not also the whole multifamily category.

const mf = String.raw`(?:multi[- ]?family|apartments?|residential|housing|rental)`;
const mid = String.raw`(?:mid[- ]?rise|midrise|podium|5[- ]over[- ]1|five[- ]over[- ]one)`;
const high = String.raw`(?:high[- ]?rise|highrise|tower)`;
const low = String.raw`(?:low[- ]?rise|lowrise)`;

/** [key, pattern] — patterns are matched against lower-case text on word boundaries. */
const phrases: [string, string][] = [
  ["multifamily.podium-mid-rise", `${mid}\\s+${mf}|${mf}\\s+(?:in\\s+a\\s+)?${mid}|podium|5[- ]over[- ]1`],
  ["multifamily.high-rise", `${high}\\s+(?:${mf}|condos?|condominiums?)|${mf}\\s+${high}|condo\\s+towers?`],
  ["multifamily.garden", `garden(?:[- ]style)?(?:\\s+${mf})?`],
  ["multifamily.senior-living", "senior (?:living|housing)|assisted living|independent living"],
  ["multifamily.student-housing", "student housing|student apartments?"],
  ["multifamily.affordable", `affordable(?:\\s+${mf})?|lihtc`],
  ["office.medical-office", "medical office(?: buildings?)?|\\bmobs?\\b"],
  ["office.tenant-improvement", "tenant improvements?|tenant fit[- ]?outs?|office fit[- ]?outs?|\\bti\\b"],
  ["office.mid-rise", `${mid}\\s+offices?|offices?\\s+${mid}`],
  ["office.high-rise", `${high}\\s+offices?|offices?\\s+${high}|office towers?`],
  ["office.low-rise", `${low}\\s+offices?|offices?\\s+${low}`],
  ["healthcare.hospital", "hospitals?|acute care"],
  [
    "healthcare.ambulatory-surgery",
    "ambulatory surgery(?: cent(?:er|re)s?)?|surgery cent(?:er|re)s?|\\bascs?\\b",
  ],
  ["healthcare.behavioral-health", "behavioral health|psychiatric(?: hospitals?)?"],
  ["healthcare.clinic", "clinics?"],
  ["education.k-12-elementary", "elementary(?: schools?)?|primary schools?"],
  ["education.k-12-middle-school", "middle schools?|junior high"],
  ["education.k-12-high-school", "high schools?"],
  ["education.dormitory", "dorms?|dormitor(?:y|ies)|residence halls?"],
  [
    "education.higher-ed-lab",
    "(?:university|college|higher[- ]ed) (?:labs?|laborator(?:y|ies)|science buildings?)",
  ],
  [
    "education.higher-ed-academic",
    "higher[- ]ed(?:ucation)?(?: academic)?|university|college|academic buildings?",
  ],
  ["industrial.warehouse-distribution", "warehouses?|distribution cent(?:er|re)s?|logistics|distribution"],
  ["industrial.cold-storage", "cold storage|freezer warehouses?"],
  ["industrial.data-center", "data cent(?:er|re)s?|datacent(?:er|re)s?"],
  ["industrial.life-science-lab", "life[- ]sciences?(?: labs?)?|labs?|laborator(?:y|ies)"],
  ["industrial.manufacturing", "manufacturing|factor(?:y|ies)|plants?"],
  ["retail-and-hospitality.mixed-use", "mixed[- ]use"],
  ["retail-and-hospitality.restaurant", "restaurants?"],
  ["retail-and-hospitality.hotel", "hotels?|motels?|hospitality"],
  ["retail-and-hospitality.retail", "retail|shopping cent(?:er|re)s?|stores?"],
  ["civic.public-safety", "public safety|fire stations?|police stations?"],
  ["civic.library", "librar(?:y|ies)"],
  ["civic.museum", "museums?"],
  ["civic.municipal", "municipal(?: buildings?)?|city halls?"],
  ["parking.structured", "parking (?:garages?|structures?|decks?)|structured parking|garages?"],
  ["sports-and-entertainment.recreation-center", "rec(?:reation)? cent(?:er|re)s?"],
  ["sports-and-entertainment.performing-arts", "performing arts(?: cent(?:er|re)s?)?|theat(?:er|re)s?"],
  // Categories last.
  ["multifamily", mf],
  ["office", "offices?"],
  ["healthcare", "health ?care|medical"],
  ["education", "education|schools?|k-12"],
  ["industrial", "industrial"],
  ["parking", "parking"],
  ["civic", "civic|government"],
];

const compiled = phrases.map(([key, pattern]) => ({ key, re: new RegExp(`\\b(?:${pattern})\\b`, "g") }));

export type Found = { key: string; text: string; index: number };

/** Blanks a match out of the text (same length, so later indexes stay true). */
export const blank = (text: string, index: number, length: number) =>
  text.slice(0, index) + " ".repeat(length) + text.slice(index + length);

/** Every building type named in `text` (lower case), in the order they appear, and the text without them. */
export function findBuildingTypes(text: string): { found: Found[]; rest: string } {
  let rest = text;
  const found: Found[] = [];
  for (const { key, re } of compiled) {
    re.lastIndex = 0;
    for (const m of rest.matchAll(re)) {
      found.push({ key, text: m[0], index: m.index });
      rest = blank(rest, m.index, m[0].length);
    }
  }
  found.sort((a, b) => a.index - b.index);
  const unique = found.filter((f, i) => found.findIndex((g) => g.key === f.key) === i);
  return { found: unique, rest };
}
