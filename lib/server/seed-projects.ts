import { eq, sql } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { type Metro, metros } from "@/lib/domain/geo/zip-centroids";
import type { ImportedProject, ImportedRecord } from "@/lib/domain/project-import/plan";
import { masterFormatDivision } from "@/lib/domain/reference/masterformat";
import { sampleIndexPoints, sampleLocationIndexes } from "@/lib/domain/reference/samples";
import { writePlan } from "./project/import";

// Demo projects (issue 5): Acme gets ~150 plausible jobs across the sample metros and building types, Birch a
// few in the Pacific Northwest. A fixed seed makes every run produce the same numbers: $/GSF from a national
// 2024 base per building type × the sample location index × the sample cost index at the record's date ×
// a quality spread; division splits from typical shares, allocated so the lines sum to the total to the
// cent. Written with the import's bulk writer (one statement per table), so a cold start stays fast.
// Idempotent: a company that has any project is left alone. All names and firms are fictional.

/** mulberry32: small, fast, good enough for demo data. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (lo: number, hi: number) => lo + (hi - lo) * next(),
    int: (lo: number, hi: number) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}
type Rng = ReturnType<typeof prng>;

type Split = Record<string, number>;
const splits: Record<string, Split> = {
  residential: {
    "01": 8,
    "03": 12,
    "04": 2,
    "05": 4,
    "06": 12,
    "07": 6,
    "08": 6,
    "09": 12,
    "10": 2,
    "11": 2,
    "12": 1,
    "14": 2,
    "21": 2,
    "22": 7,
    "23": 7,
    "26": 8,
    "27": 1,
    "28": 1,
    "31": 2,
    "32": 3,
    "33": 2,
  },
  office: {
    "01": 9,
    "03": 10,
    "04": 1,
    "05": 10,
    "06": 1,
    "07": 5,
    "08": 9,
    "09": 10,
    "10": 1,
    "11": 1,
    "14": 3,
    "21": 2,
    "22": 4,
    "23": 13,
    "25": 1,
    "26": 10,
    "27": 2,
    "28": 1,
    "31": 2,
    "32": 3,
    "33": 2,
  },
  healthcare: {
    "01": 9,
    "03": 8,
    "05": 7,
    "07": 4,
    "08": 5,
    "09": 9,
    "10": 1,
    "11": 5,
    "12": 1,
    "14": 2,
    "21": 2,
    "22": 8,
    "23": 17,
    "25": 2,
    "26": 12,
    "27": 3,
    "28": 2,
    "31": 1,
    "32": 1,
    "33": 1,
  },
  education: {
    "01": 9,
    "03": 9,
    "04": 5,
    "05": 7,
    "06": 2,
    "07": 6,
    "08": 6,
    "09": 10,
    "10": 2,
    "11": 3,
    "12": 2,
    "21": 2,
    "22": 5,
    "23": 12,
    "26": 9,
    "27": 3,
    "28": 1,
    "31": 2,
    "32": 4,
    "33": 2,
  },
  warehouse: {
    "01": 8,
    "03": 20,
    "05": 14,
    "07": 10,
    "08": 4,
    "09": 3,
    "10": 1,
    "11": 3,
    "21": 5,
    "22": 2,
    "23": 5,
    "26": 9,
    "28": 1,
    "31": 7,
    "32": 6,
    "33": 2,
  },
  datacenter: {
    "01": 7,
    "03": 6,
    "05": 6,
    "07": 3,
    "08": 2,
    "09": 2,
    "13": 2,
    "21": 3,
    "22": 1,
    "23": 25,
    "25": 2,
    "26": 33,
    "27": 2,
    "28": 2,
    "31": 2,
    "32": 1,
    "33": 1,
  },
  lab: {
    "01": 9,
    "03": 8,
    "05": 8,
    "07": 5,
    "08": 5,
    "09": 8,
    "11": 6,
    "12": 2,
    "21": 2,
    "22": 9,
    "23": 20,
    "25": 2,
    "26": 11,
    "27": 2,
    "28": 1,
    "31": 1,
    "32": 1,
  },
  hospitality: {
    "01": 9,
    "03": 9,
    "04": 2,
    "05": 6,
    "06": 6,
    "07": 6,
    "08": 7,
    "09": 14,
    "10": 2,
    "11": 3,
    "12": 4,
    "14": 3,
    "21": 2,
    "22": 8,
    "23": 8,
    "26": 8,
    "27": 1,
    "28": 1,
    "31": 1,
    "32": 2,
  },
  parking: {
    "01": 9,
    "03": 48,
    "05": 4,
    "07": 5,
    "08": 1,
    "09": 3,
    "10": 1,
    "14": 4,
    "21": 4,
    "22": 2,
    "23": 2,
    "26": 8,
    "28": 1,
    "31": 3,
    "32": 5,
  },
  interiors: {
    "01": 10,
    "02": 4,
    "06": 4,
    "08": 8,
    "09": 28,
    "10": 3,
    "12": 6,
    "21": 3,
    "22": 5,
    "23": 12,
    "26": 12,
    "27": 4,
    "28": 1,
  },
};

type Profile = {
  key: string;
  /** National-average 2024 $/GSF. */
  cpg: number;
  gsf: [number, number];
  stories: [number, number];
  construction: string[];
  split: keyof typeof splits;
  /** metric → GSF per unit of it. */
  metrics?: Record<string, number>;
  names: string[];
  clients: string[];
  weight: number;
  work?: "renovation";
};

const res = [
  "Larkspur Residential",
  "Cedar & Vine Development",
  "Northgate Housing Partners",
  "Bluebonnet Communities",
  "Summit Ridge Capital",
  "Harborview Living",
];
const offices = [
  "Meridian Office Partners",
  "Crestline Properties",
  "Anchor Point Realty",
  "Granite Peak Investors",
];
const health = [
  "St. Brendan Health",
  "Valley Regional Health",
  "Lakeshore Health System",
  "Mercy Ridge Medical Group",
];
const industrial = [
  "Ironbridge Logistics",
  "Pinecrest Industrial REIT",
  "Northstar Cold Chain",
  "Helix Data Partners",
  "Keystone Manufacturing",
];
const hotels = ["Coastline Hospitality", "Marigold Hotels", "Bellweather Hotel Group"];

const profiles: Profile[] = [
  {
    key: "multifamily.garden",
    cpg: 185,
    gsf: [120_000, 300_000],
    stories: [2, 3],
    construction: ["V-B", "V-A"],
    split: "residential",
    metrics: { units: 1000 },
    names: ["{n} Apartments", "The Reserve at {n}", "{n} Commons"],
    clients: res,
    weight: 6,
  },
  {
    key: "multifamily.podium-mid-rise",
    cpg: 285,
    gsf: [150_000, 400_000],
    stories: [5, 7],
    construction: ["III-A", "V-A"],
    split: "residential",
    metrics: { units: 1050, stalls: 1400 },
    names: ["{n} Lofts", "The {n}", "{n} Flats"],
    clients: res,
    weight: 12,
  },
  {
    key: "multifamily.high-rise",
    cpg: 420,
    gsf: [300_000, 700_000],
    stories: [20, 40],
    construction: ["I-A"],
    split: "residential",
    metrics: { units: 1150 },
    names: ["{n} Tower", "One {n}", "{n} Residences"],
    clients: res,
    weight: 5,
  },
  {
    key: "multifamily.senior-living",
    cpg: 310,
    gsf: [100_000, 250_000],
    stories: [3, 5],
    construction: ["V-A", "III-A"],
    split: "residential",
    metrics: { units: 1100, beds: 900 },
    names: ["{n} Senior Living", "The Terrace at {n}"],
    clients: ["Evergreen Senior Communities", "Willowbrook Living"],
    weight: 3,
  },
  {
    key: "multifamily.student-housing",
    cpg: 260,
    gsf: [150_000, 350_000],
    stories: [4, 6],
    construction: ["V-A", "III-A"],
    split: "residential",
    metrics: { units: 1100, beds: 380 },
    names: ["{n} Student Residences", "The Quad at {n}"],
    clients: ["Campus Edge Partners", "Scholar Housing Trust"],
    weight: 3,
  },
  {
    key: "multifamily.affordable",
    cpg: 260,
    gsf: [80_000, 200_000],
    stories: [3, 5],
    construction: ["V-A", "V-B"],
    split: "residential",
    metrics: { units: 950 },
    names: ["{n} Place", "{n} Family Housing"],
    clients: ["{city} Housing Authority", "Common Ground Housing"],
    weight: 5,
  },
  {
    key: "office.low-rise",
    cpg: 290,
    gsf: [40_000, 120_000],
    stories: [2, 3],
    construction: ["II-B", "II-A"],
    split: "office",
    names: ["{n} Corporate Center", "{n} Office Park Building {k}"],
    clients: offices,
    weight: 4,
  },
  {
    key: "office.mid-rise",
    cpg: 360,
    gsf: [120_000, 350_000],
    stories: [6, 12],
    construction: ["I-B", "II-A"],
    split: "office",
    metrics: { stalls: 900 },
    names: ["{n} Plaza", "{n} Office Building"],
    clients: offices,
    weight: 6,
  },
  {
    key: "office.high-rise",
    cpg: 480,
    gsf: [400_000, 1_000_000],
    stories: [25, 50],
    construction: ["I-A"],
    split: "office",
    names: ["{n} Tower", "{n} Center"],
    clients: offices,
    weight: 3,
  },
  {
    key: "office.tenant-improvement",
    cpg: 110,
    gsf: [10_000, 80_000],
    stories: [1, 1],
    construction: ["I-A", "I-B", "II-A"],
    split: "interiors",
    names: ["{client} Headquarters Fit-out", "{n} Floors {k}–{k2} TI"],
    clients: ["Brightline Software", "Halvorsen Legal LLP", "Atlas Engineering", "Verity Insurance"],
    weight: 5,
    work: "renovation",
  },
  {
    key: "office.medical-office",
    cpg: 380,
    gsf: [40_000, 120_000],
    stories: [2, 4],
    construction: ["II-B", "I-B"],
    split: "healthcare",
    names: ["{n} Medical Office Building", "{n} Physicians Pavilion"],
    clients: health,
    weight: 4,
  },
  {
    key: "healthcare.hospital",
    cpg: 950,
    gsf: [200_000, 600_000],
    stories: [5, 10],
    construction: ["I-A"],
    split: "healthcare",
    metrics: { beds: 2500 },
    names: ["{n} Medical Center Patient Tower", "{n} Regional Hospital"],
    clients: health,
    weight: 3,
  },
  {
    key: "healthcare.ambulatory-surgery",
    cpg: 620,
    gsf: [20_000, 60_000],
    stories: [1, 2],
    construction: ["II-B", "I-B"],
    split: "healthcare",
    names: ["{n} Surgery Center", "{n} Ambulatory Care Center"],
    clients: health,
    weight: 3,
  },
  {
    key: "healthcare.clinic",
    cpg: 450,
    gsf: [15_000, 50_000],
    stories: [1, 2],
    construction: ["II-B", "V-B"],
    split: "healthcare",
    names: ["{n} Community Clinic", "{n} Family Health Center"],
    clients: health,
    weight: 3,
  },
  {
    key: "healthcare.behavioral-health",
    cpg: 560,
    gsf: [50_000, 120_000],
    stories: [2, 3],
    construction: ["II-A", "I-B"],
    split: "healthcare",
    metrics: { beds: 1000 },
    names: ["{n} Behavioral Health Hospital"],
    clients: health,
    weight: 2,
  },
  {
    key: "education.k-12-elementary",
    cpg: 380,
    gsf: [60_000, 110_000],
    stories: [1, 2],
    construction: ["II-B", "II-A"],
    split: "education",
    metrics: { seats: 150 },
    names: ["{n} Elementary School"],
    clients: ["{city} Independent School District", "{city} Public Schools"],
    weight: 6,
  },
  {
    key: "education.k-12-middle-school",
    cpg: 400,
    gsf: [100_000, 160_000],
    stories: [2, 3],
    construction: ["II-A", "I-B"],
    split: "education",
    metrics: { seats: 160 },
    names: ["{n} Middle School"],
    clients: ["{city} Independent School District", "{city} Public Schools"],
    weight: 4,
  },
  {
    key: "education.k-12-high-school",
    cpg: 420,
    gsf: [180_000, 350_000],
    stories: [2, 3],
    construction: ["II-A", "I-B"],
    split: "education",
    metrics: { seats: 170 },
    names: ["{n} High School"],
    clients: ["{city} Independent School District", "{city} Public Schools"],
    weight: 4,
  },
  {
    key: "education.higher-ed-academic",
    cpg: 520,
    gsf: [60_000, 200_000],
    stories: [3, 5],
    construction: ["I-B", "II-A"],
    split: "education",
    names: ["{n} Hall", "{n} Learning Commons"],
    clients: ["State University of {state}", "{city} Community College"],
    weight: 3,
  },
  {
    key: "education.dormitory",
    cpg: 350,
    gsf: [100_000, 250_000],
    stories: [4, 8],
    construction: ["I-B", "III-A"],
    split: "residential",
    metrics: { beds: 350 },
    names: ["{n} Residence Hall"],
    clients: ["State University of {state}"],
    weight: 2,
  },
  {
    key: "education.higher-ed-lab",
    cpg: 780,
    gsf: [80_000, 220_000],
    stories: [3, 6],
    construction: ["I-A", "I-B"],
    split: "lab",
    names: ["{n} Science Building", "{n} Engineering Research Center"],
    clients: ["State University of {state}"],
    weight: 2,
  },
  {
    key: "industrial.warehouse-distribution",
    cpg: 105,
    gsf: [200_000, 1_200_000],
    stories: [1, 1],
    construction: ["II-B", "III-B"],
    split: "warehouse",
    names: ["{n} Logistics Center Building {k}", "{n} Distribution Center"],
    clients: industrial,
    weight: 8,
  },
  {
    key: "industrial.manufacturing",
    cpg: 190,
    gsf: [100_000, 500_000],
    stories: [1, 2],
    construction: ["II-B"],
    split: "warehouse",
    names: ["{client} {n} Plant", "{n} Manufacturing Facility"],
    clients: industrial,
    weight: 3,
  },
  {
    key: "industrial.cold-storage",
    cpg: 260,
    gsf: [100_000, 400_000],
    stories: [1, 1],
    construction: ["II-B"],
    split: "warehouse",
    names: ["{n} Cold Storage Facility"],
    clients: industrial,
    weight: 2,
  },
  {
    key: "industrial.data-center",
    cpg: 1150,
    gsf: [100_000, 400_000],
    stories: [1, 2],
    construction: ["II-B", "I-B"],
    split: "datacenter",
    names: ["{n} Data Center {k}", "{client} {n} Campus Hall {k}"],
    clients: industrial,
    weight: 3,
  },
  {
    key: "industrial.life-science-lab",
    cpg: 650,
    gsf: [100_000, 300_000],
    stories: [3, 5],
    construction: ["I-B", "II-A"],
    split: "lab",
    names: ["{n} Life Science Center", "{n} Innovation Labs"],
    clients: ["Helix Biosciences", "Crestview Life Science REIT"],
    weight: 3,
  },
  {
    key: "retail-and-hospitality.retail",
    cpg: 220,
    gsf: [20_000, 150_000],
    stories: [1, 2],
    construction: ["II-B", "V-B"],
    split: "hospitality",
    names: ["{n} Marketplace", "Shops at {n}"],
    clients: ["Redwood Retail Partners", "Brookfield Town Centers"],
    weight: 3,
  },
  {
    key: "retail-and-hospitality.restaurant",
    cpg: 420,
    gsf: [4_000, 12_000],
    stories: [1, 1],
    construction: ["V-B"],
    split: "hospitality",
    metrics: { seats: 35 },
    names: ["{n} Kitchen & Bar", "{n} Grill"],
    clients: ["Hearth & Harvest Restaurants", "Copperpot Group"],
    weight: 2,
  },
  {
    key: "retail-and-hospitality.hotel",
    cpg: 380,
    gsf: [80_000, 250_000],
    stories: [5, 14],
    construction: ["I-A", "III-A"],
    split: "hospitality",
    metrics: { keys: 650 },
    names: ["{n} Hotel {city}", "The {n} Hotel"],
    clients: hotels,
    weight: 5,
  },
  {
    key: "retail-and-hospitality.mixed-use",
    cpg: 340,
    gsf: [150_000, 500_000],
    stories: [5, 12],
    construction: ["I-A", "III-A"],
    split: "residential",
    metrics: { units: 1200 },
    names: ["{n} Square", "{n} Yards Block {k}"],
    clients: res,
    weight: 4,
  },
  {
    key: "civic.municipal",
    cpg: 430,
    gsf: [30_000, 120_000],
    stories: [2, 4],
    construction: ["II-A", "I-B"],
    split: "office",
    names: ["{city} City Hall Annex", "{n} Municipal Services Center"],
    clients: ["City of {city}"],
    weight: 2,
  },
  {
    key: "civic.public-safety",
    cpg: 520,
    gsf: [20_000, 80_000],
    stories: [1, 3],
    construction: ["II-A", "I-B"],
    split: "education",
    names: ["{city} Fire Station No. {k}", "{n} Public Safety Building"],
    clients: ["City of {city}"],
    weight: 3,
  },
  {
    key: "civic.library",
    cpg: 470,
    gsf: [20_000, 80_000],
    stories: [1, 3],
    construction: ["II-B", "I-B"],
    split: "education",
    names: ["{n} Branch Library"],
    clients: ["{city} Public Library"],
    weight: 2,
  },
  {
    key: "civic.museum",
    cpg: 720,
    gsf: [40_000, 150_000],
    stories: [2, 4],
    construction: ["I-B"],
    split: "lab",
    names: ["{n} Museum of Art", "{city} History Center"],
    clients: ["{city} Museum Foundation"],
    weight: 1,
  },
  {
    key: "parking.structured",
    cpg: 95,
    gsf: [150_000, 500_000],
    stories: [4, 8],
    construction: ["I-B", "II-A"],
    split: "parking",
    metrics: { stalls: 330 },
    names: ["{n} Parking Garage", "{n} Parking Structure"],
    clients: ["{city} Parking Authority", "Meridian Office Partners"],
    weight: 3,
  },
  {
    key: "sports-and-entertainment.recreation-center",
    cpg: 420,
    gsf: [40_000, 120_000],
    stories: [1, 2],
    construction: ["II-B", "II-A"],
    split: "education",
    names: ["{n} Recreation Center"],
    clients: ["{city} Parks and Recreation"],
    weight: 2,
  },
  {
    key: "sports-and-entertainment.performing-arts",
    cpg: 780,
    gsf: [60_000, 180_000],
    stories: [2, 4],
    construction: ["I-A", "I-B"],
    split: "hospitality",
    metrics: { seats: 60 },
    names: ["{n} Performing Arts Center"],
    clients: ["{city} Arts Council"],
    weight: 1,
  },
];

const stems = [
  "Riverside",
  "Maple",
  "Cedar Park",
  "Lakeview",
  "Summit",
  "Harbor",
  "Willow Creek",
  "Granite",
  "Magnolia",
  "Aspen",
  "Highland",
  "Union",
  "Foundry",
  "Copper",
  "Mill Street",
  "Parkside",
  "Eastgate",
  "Northpoint",
  "Bluebird",
  "Fairview",
  "Oakmont",
  "Pioneer",
  "Sterling",
  "Juniper",
  "Canal",
  "Linden",
  "Heritage",
  "Beacon",
  "Prairie",
  "Westfield",
  "Stonebridge",
  "Ironwood",
  "Rosewood",
  "Trinity",
  "Sycamore",
  "Hawthorne",
];
const architects = [
  "Hollis + Crane Architects",
  "Studio Verano",
  "Meyer Lund Partners",
  "Arcwell Design",
  "Tidewater Architecture",
  "Fenwick Shaw Architects",
  "Bramble & Oak Studio",
  "Northlight Architects",
  "Castellan Group",
  "Redgate Design Collaborative",
];
const streets = [
  "Main",
  "Commerce",
  "Elm",
  "Market",
  "Oak",
  "Lamar",
  "Broadway",
  "Washington",
  "Pine",
  "Industrial",
  "Harbor",
  "Lake",
  "Park",
  "Mission",
  "Grand",
];
const suffixes = ["St", "Ave", "Blvd", "Pkwy", "Dr", "Way"];
const extraTags = [
  "LEED Silver",
  "LEED Gold",
  "union",
  "open shop",
  "prevailing wage",
  "fast-track",
  "occupied renovation",
  "mass timber",
  "design-assist",
];
const deliveries = ["design-bid-build", "cm-at-risk", "cm-at-risk", "design-build"];

const locationValue = new Map(
  sampleLocationIndexes.filter((l) => l.kind === "metro").map((l) => [l.key, l.value]),
);
const indexAt = new Map(sampleIndexPoints().map((p) => [p.period.slice(0, 7), p.value]));
const mid2024 = indexAt.get("2024-06")!;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addMonths = (d: Date, months: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate()));
const lastSeedDate = new Date(Date.UTC(2026, 8, 30));

/** Splits `total` cents over weights so the parts sum exactly (largest remainders get the odd cents). */
export function allocateCents(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const raw = weights.map((w) => (total * w) / sum);
  const parts = raw.map(Math.floor);
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k]![1]]! += 1;
  return parts;
}

function costLines(rng: Rng, total: number, split: Split) {
  const divisions = Object.keys(split);
  const weights = divisions.map((d) => split[d]! * rng.between(0.8, 1.2));
  const amounts = allocateCents(total, weights);
  return divisions.map((d, i) => ({
    cost_code: `${d} 00 00`,
    description: masterFormatDivision(d)?.title ?? null,
    amount_cents: amounts[i]!,
  }));
}

function fill(template: string, values: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "");
}

function pickProfile(rng: Rng): Profile {
  const total = profiles.reduce((s, p) => s + p.weight, 0);
  let x = rng.next() * total;
  for (const p of profiles) {
    x -= p.weight;
    if (x <= 0) return p;
  }
  return profiles[0]!;
}

function makeProject(
  rng: Rng,
  index: number,
  prefix: string,
  metro: Metro,
  typeUid: (key: string) => string | null,
): ImportedProject {
  const profile = pickProfile(rng);
  const city = metro.label.split(",")[0]!;
  const stem = rng.pick(stems);
  const client = fill(rng.pick(profile.clients), { city, state: metro.state });
  const name = fill(rng.pick(profile.names), {
    n: stem,
    city,
    client: client.split(" ")[0]!,
    k: String(rng.int(1, 4)),
    k2: String(rng.int(5, 9)),
  });
  const gsf = Math.round(rng.between(...profile.gsf) / 100) * 100;
  const metrics: Record<string, number> = { gsf };
  for (const [metric, per] of Object.entries(profile.metrics ?? {})) {
    metrics[metric] = Math.max(1, Math.round((gsf / per) * rng.between(0.9, 1.1)));
  }
  if (metrics.units) metrics.nrsf = Math.round(gsf * rng.between(0.78, 0.86));
  const quality = rng.between(0.85, 1.2);
  const location = (locationValue.get(metro.key) ?? 100) / 100;
  // First record somewhere between 2016 and mid-2026; later records follow the job.
  const start = new Date(Date.UTC(2016, 0, 15 + rng.int(0, 3800)));
  const stages: ImportedRecord["stage"][] = rng.pick([
    ["bid"],
    ["gmp"],
    ["final"],
    ["conceptual", "final"],
    ["bid", "final"],
    ["conceptual", "gmp", "final"],
    ["conceptual", "bid"],
  ]);
  const records: ImportedRecord[] = [];
  let date = start;
  let level = 1;
  const bidDate = addMonths(start, stages[0] === "conceptual" ? rng.int(4, 9) : 0);
  const buildMonths = Math.round(8 + Math.sqrt(gsf / 1000) * rng.between(0.8, 1.3));
  for (const [i, stage] of stages.entries()) {
    if (i > 0) {
      date = stage === "final" ? addMonths(bidDate, buildMonths + rng.int(1, 4)) : bidDate;
      level *= stage === "final" ? rng.between(1.01, 1.07) : rng.between(0.95, 1.09);
    }
    if (date > lastSeedDate) break;
    const month = iso(date).slice(0, 7);
    const time = (indexAt.get(month) ?? mid2024) / mid2024;
    const cpgCents = profile.cpg * 100 * quality * location * time * level;
    const total = Math.round(cpgCents * gsf);
    records.push({
      row: index,
      stage,
      classification: "masterformat",
      bid_date: stage === "conceptual" ? null : iso(bidDate),
      start_date: stage === "final" || stage === "gmp" ? iso(addMonths(bidDate, 2)) : null,
      completion_date: stage === "final" ? iso(date) : null,
      cost_basis_date: iso(date),
      metrics,
      tags: [],
      notes: stage === "final" ? "Final cost from the closeout report." : null,
      costs: costLines(rng, total, splits[profile.split]!),
    });
  }
  const jitter = () => rng.between(-0.12, 0.12);
  const zipTail = String(rng.int(1, 99)).padStart(2, "0");
  const prefixText = metro.prefixes.split(/[\s-]/)[0]!;
  const tags = [
    ...new Set([rng.pick(["union", "open shop"]), ...(rng.next() < 0.35 ? [rng.pick(extraTags)] : [])]),
  ];
  return {
    row: index,
    name,
    number: `${prefix}-${iso(start).slice(0, 4)}-${String(index + 1).padStart(3, "0")}`,
    client,
    architect: rng.pick(architects),
    address: `${rng.int(100, 8999)} ${rng.pick(streets)} ${rng.pick(suffixes)}`,
    city,
    state: metro.state,
    zip: `${prefixText}${zipTail}`,
    metro: metro.key,
    latitude: Math.round((metro.lat + jitter()) * 1e5) / 1e5,
    longitude: Math.round((metro.lng + jitter()) * 1e5) / 1e5,
    building_type_uid: typeUid(profile.key),
    construction_type: rng.pick(profile.construction),
    work_type: profile.work ?? (rng.next() < 0.12 ? "addition" : "new"),
    delivery_method: rng.pick(deliveries),
    stories: rng.int(...profile.stories),
    tags,
    notes: null,
    records,
  };
}

async function typeResolver(tx: Tx, companyUid: string) {
  const rows = await tx
    .select({ uid: schema.buildingTypes.uid, key: schema.buildingTypes.defaultKey })
    .from(schema.buildingTypes)
    .where(eq(schema.buildingTypes.companyUid, companyUid));
  const byKey = new Map(rows.map((r) => [r.key, r.uid]));
  return (key: string) => byKey.get(key) ?? null;
}

async function hasProjects(tx: Tx, companyUid: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.projects)
    .where(eq(schema.projects.companyUid, companyUid));
  return Number(row?.n ?? 0) > 0;
}

/** Demo projects for `companyUid` (after its building types are seeded). Returns how many were written. */
export async function seedCompanyProjects(
  tx: Tx,
  companyUid: string,
  options: { count: number; seed: number; prefix: string; metros?: readonly string[] },
): Promise<number> {
  if (await hasProjects(tx, companyUid)) return 0;
  const rng = prng(options.seed);
  const pool = options.metros ? metros.filter((m) => options.metros!.includes(m.key)) : metros;
  const typeUid = await typeResolver(tx, companyUid);
  const projects = Array.from({ length: options.count }, (_, i) =>
    makeProject(rng, i, options.prefix, rng.pick(pool), typeUid),
  ).filter((p) => p.records.length > 0);
  await writePlan(tx, { companyUid, userUid: null }, { projects });
  return projects.length;
}

export async function seedProjects(tx: Tx, companies: { acme: string; birch: string }): Promise<number> {
  const acme = await seedCompanyProjects(tx, companies.acme, { count: 150, seed: 20_240_615, prefix: "AB" });
  const birch = await seedCompanyProjects(tx, companies.birch, {
    count: 6,
    seed: 7_331,
    prefix: "BC",
    metros: ["seattle-wa", "portland-or"],
  });
  return acme + birch;
}
