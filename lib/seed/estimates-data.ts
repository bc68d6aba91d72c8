// Pure data for the demo estimates (lib/seed/estimates.ts): a ~300-line multifamily budget over MasterFormat
// codes with inputs and formulas, and three smaller ones in other statuses. Long because it is a table of
// budget lines, not logic.
import type { CostSplit, CostType } from "@/lib/domain/estimate/model";

export type Item = {
  code: string;
  description: string;
  unit: string;
  /** A number, or a formula where `B` stands for the building's share (GSF / 4 → "GSF / 4"). */
  qty: number | string;
  /** Cents per unit, or a lump sum in cents when unit is "LS". */
  cost: number;
  type?: CostType;
  split?: CostSplit;
  alternate?: boolean;
  allowance?: boolean;
  tags?: string[];
};

const i = (
  code: string,
  description: string,
  unit: string,
  qty: number | string,
  cost: number,
  extra: Partial<Item> = {},
): Item => ({ code, description, unit, qty, cost, ...extra });

// Per residential building: {G} = the building's GSF, {U} = its units.
const buildingItems: Item[] = [
  i("03 11 00", "Concrete forming, podium and footings", "SFCA", "{G} * 0.45", 1250),
  i("03 21 00", "Reinforcing steel", "TON", "{G} * 0.0012", 185000),
  i("03 31 00", "Structural concrete, footings and slab on grade", "CY", "{G} * 0.012", 21500),
  i("03 35 00", "Concrete finishing", "SF", "{G} / STORIES", 185),
  i("03 54 00", "Gypsum underlayment", "SF", "{G} * 0.8", 325),
  i("04 22 00", "CMU elevator and stair shafts", "SF", "STORIES * 1800", 2450),
  i("05 12 00", "Structural steel framing at podium", "TON", "{G} * 0.0008", 520000),
  i("05 31 00", "Steel decking", "SF", 2400, 1150),
  i("05 50 00", "Miscellaneous metals", "LS", 1, 8500000),
  i("05 51 00", "Metal pan stairs", "FLT", "STORIES * 2", 2850000),
  i("05 52 00", "Balcony and stair railings", "LF", "{U} * 12", 9500),
  i("06 10 00", "Rough carpentry, wood framing", "SF", "{G}", 1450, {
    split: { labor_cents: 850, material_cents: 600 },
  }),
  i("06 16 00", "Wall and roof sheathing", "SF", "{G} * 0.9", 285, { type: "material" }),
  i("06 17 53", "Shop-fabricated wood trusses", "SF", "ROOF_AREA / 4", 950),
  i("06 20 00", "Finish carpentry", "UNIT", "{U}", 185000),
  i("06 41 00", "Architectural wood casework", "UNIT", "{U}", 650000),
  i("07 10 00", "Below-grade waterproofing", "SF", 3200, 850),
  i("07 21 00", "Thermal and acoustic insulation", "SF", "{G} * 1.4", 165),
  i("07 25 00", "Weather barriers", "SF", "PERIMETER / 4 * 10.5 * STORIES", 145),
  i("07 46 00", "Fiber-cement siding", "SF", "PERIMETER / 4 * 10.5 * STORIES * 0.6", 1450),
  i("07 26 00", "Vapor retarders under slab", "SF", "{G} / STORIES", 45),
  i("07 54 00", "TPO roofing", "SF", "ROOF_AREA / 4", 1250),
  i("07 62 00", "Sheet metal flashing and trim", "LF", "PERIMETER / 4 * 1.5", 2200),
  i("07 84 00", "Firestopping", "SF", "{G}", 35),
  i("07 92 00", "Joint sealants", "SF", "{G}", 25),
  i("08 11 00", "Hollow metal doors and frames", "EA", "STORIES * 6", 145000),
  i("08 14 00", "Flush wood doors", "EA", "{U} * 8", 68500),
  i("08 31 00", "Access doors and panels", "EA", "{U} * 2", 18500),
  i("08 33 00", "Overhead coiling doors", "EA", 1, 1250000),
  i("08 41 00", "Aluminum storefronts", "SF", 450, 8500),
  i("08 53 00", "Vinyl windows", "EA", "{U} * 5", 95000),
  i("08 71 00", "Door hardware", "EA", "{U} * 8", 32500),
  i("08 83 00", "Mirrors", "EA", "{U} * 2", 18500),
  i("09 21 16", "Gypsum board assemblies", "SF", "{G} * 3.6", 425, {
    split: { labor_cents: 275, material_cents: 150 },
  }),
  i("09 29 00", "Shaft wall assemblies", "SF", "STORIES * 1200", 650),
  i("09 30 00", "Ceramic tiling, baths", "SF", "{U} * 110", 1650),
  i("09 65 00", "Luxury vinyl plank flooring", "SF", "{G} * 0.72", 650),
  i("09 68 00", "Carpet, corridors", "SY", "{G} * 0.04", 4200),
  i("09 91 00", "Painting", "SF", "{G} * 3.6", 145, { split: { labor_cents: 105, material_cents: 40 } }),
  i("10 14 00", "Signage", "LS", 1, 3500000),
  i("10 28 00", "Toilet and bath accessories", "UNIT", "{U}", 45000),
  i("10 44 00", "Fire extinguishers and cabinets", "EA", "STORIES * 6", 28500),
  i("10 55 00", "Mailboxes and parcel lockers", "EA", "{U}", 17500),
  i("10 56 13", "Storage shelving", "UNIT", "{U}", 28500),
  i("11 31 00", "Residential appliances", "UNIT", "{U}", 425000, { type: "material" }),
  i("12 21 00", "Window blinds", "EA", "{U} * 5", 18500, { type: "material" }),
  i("12 36 00", "Quartz countertops", "LF", "{U} * 18", 9500),
  i("14 21 00", "Traction elevators", "EA", 2, 18500000, { type: "subcontract" }),
  i("21 13 00", "Wet-pipe fire sprinklers (NFPA 13R)", "SF", "{G}", 425, { type: "subcontract" }),
  i("22 05 00", "Plumbing sleeves, hangers and supports", "SF", "{G}", 85),
  i("22 11 00", "Domestic water piping", "UNIT", "{U}", 425000),
  i("22 13 00", "Sanitary waste and vent piping", "UNIT", "{U}", 310000),
  i("22 34 00", "Electric water heaters", "EA", "{U}", 185000),
  i("22 40 00", "Plumbing fixtures", "UNIT", "{U}", 375000, {
    split: { labor_cents: 125000, material_cents: 250000 },
  }),
  i("23 31 00", "HVAC ductwork", "SF", "{G}", 650),
  i("23 34 00", "Exhaust fans", "EA", "{U} * 2", 45000),
  i("23 81 26", "Split-system heat pumps", "EA", "{U}", 725000),
  i("26 05 00", "Electrical rough-in", "SF", "{G}", 350),
  i("26 24 16", "Panelboards", "EA", "{U} + 6", 185000),
  i("26 27 26", "Wiring devices", "UNIT", "{U}", 165000),
  i("26 43 00", "Surge protective devices", "EA", 2, 325000),
  i("26 51 00", "Interior lighting", "SF", "{G}", 425),
  i("27 10 00", "Structured cabling", "UNIT", "{U}", 95000),
  i("28 13 00", "Access control", "EA", 12, 450000),
  i("28 31 00", "Fire detection and alarm", "SF", "{G}", 285, { type: "subcontract" }),
];

const generalItems: Item[] = [
  i("01 31 00", "Project management and coordination", "MO", 20, 2850000, { type: "labor" }),
  i("01 32 00", "Construction scheduling", "MO", 20, 185000, { type: "labor" }),
  i("01 41 00", "Permits and fees", "LS", 1, 42500000, { allowance: true }),
  i("01 45 00", "Testing and special inspections", "LS", 1, 18500000),
  i("01 50 00", "Temporary facilities", "MO", 20, 650000),
  i("01 51 00", "Temporary utilities", "MO", 20, 285000),
  i("01 52 00", "Field offices and sheds", "MO", 20, 195000),
  i("01 54 00", "Hoisting and tower crane", "MO", 12, 1850000, { type: "equipment" }),
  i("01 56 00", "Temporary fencing and barriers", "LF", "PERIMETER * 1.5", 1250),
  i("01 57 00", "Erosion and sediment control", "LS", 1, 4500000),
  i("01 71 00", "Survey and layout", "LS", 1, 3800000),
  i("01 74 00", "Progress and final cleaning", "SF", "GSF", 35, { type: "labor" }),
  i("01 74 19", "Construction waste management", "EA", 180, 85000),
  i("01 78 00", "Closeout submittals and warranties", "LS", 1, 1500000),
  i("01 91 00", "Commissioning", "LS", 1, 6500000),
];

const siteItems: Item[] = [
  i("31 10 00", "Site clearing", "AC", "SITE_AREA / 43560", 850000),
  i("31 22 00", "Rough and fine grading", "SY", "SITE_AREA / 9", 450),
  i("31 23 16", "Excavation", "CY", 18500, 1850),
  i("31 23 23", "Structural fill", "CY", 6200, 3450),
  i("31 31 16", "Termite control", "SF", "ROOF_AREA", 25),
  i("31 66 00", "Aggregate piers", "EA", 420, 95000, { type: "subcontract" }),
  i("32 12 16", "Asphalt paving", "SY", 9500, 3850),
  i("32 13 13", "Concrete sidewalks", "SF", 22000, 1150),
  i("32 16 00", "Curbs and gutters", "LF", 4200, 3250),
  i("32 17 23", "Pavement markings", "LS", 1, 1850000),
  i("32 31 13", "Chain-link fences and gates", "LF", 1400, 4850),
  i("32 31 19", "Decorative metal fences", "LF", 600, 16500),
  i("32 84 00", "Planting irrigation", "SF", 85000, 125),
  i("32 92 00", "Turf and grasses", "SF", 85000, 85),
  i("32 93 00", "Trees, shrubs and ground cover", "LS", 1, 28500000, { allowance: true }),
  i("33 11 00", "Water utility distribution", "LF", 1200, 14500),
  i("33 31 00", "Sanitary sewer piping", "LF", 950, 16500),
  i("33 41 00", "Storm drainage piping", "LF", 1800, 12500),
  i("33 46 00", "Subdrainage", "LF", 900, 4500),
  i("33 49 00", "Storm drainage structures", "EA", 36, 485000),
  i("33 71 00", "Electrical utility, primary and transformers", "LS", 1, 38500000, { type: "subcontract" }),
  i("26 56 00", "Exterior and site lighting", "EA", 45, 485000),
  i("12 93 00", "Site furnishings", "LS", 1, 6500000),
  i("10 73 00", "Carport canopies", "LS", 1, 42000000, { alternate: true, tags: ["alternate"] }),
  i("11 68 00", "Playground equipment", "LS", 1, 9500000, { alternate: true, tags: ["alternate"] }),
  i("13 11 00", "Swimming pool", "LS", 1, 68500000, { alternate: true, tags: ["alternate"] }),
];

const bldg = (items: Item[], divisor: number) =>
  items.map((it) =>
    typeof it.qty === "string"
      ? {
          ...it,
          qty: it.qty
            .replaceAll("{G}", divisor === 1 ? "GSF" : `GSF / ${divisor}`)
            .replaceAll("{U}", divisor === 1 ? "UNITS" : `UNITS / ${divisor}`),
        }
      : it,
  );

export type Seeded = {
  uid: string;
  name: string;
  number: string;
  client: string;
  location: string;
  state: string;
  metro: string;
  buildingTypeKey: string;
  designStage: string;
  status: string;
  pricingDate: string;
  constructionStart: string;
  durationMonths: number;
  tags: string[];
  notes: string;
  inputs: [string, string, string, number][];
  lines: (Item & { area?: string })[];
};

export const demoEstimateUids = {
  apartments: "00000000-0000-4000-8000-0000000e0001",
  school: "00000000-0000-4000-8000-0000000e0002",
  clinic: "00000000-0000-4000-8000-0000000e0003",
  parking: "00000000-0000-4000-8000-0000000e0004",
};

const withArea = (items: Item[], area: string) => items.map((it) => ({ ...it, area }));

export const demoEstimates: Seeded[] = [
  {
    uid: demoEstimateUids.apartments,
    name: "Eastside Commons Apartments",
    number: "E-2025-014",
    client: "Eastside Housing Partners",
    location: "Austin, TX",
    state: "TX",
    metro: "Austin",
    buildingTypeKey: "multifamily.podium-mid-rise",
    designStage: "dd",
    status: "draft",
    pricingDate: "2025-06-01",
    constructionStart: "2026-03-01",
    durationMonths: 20,
    tags: ["multifamily", "wood-frame"],
    notes: "Four 4-story wood-frame buildings over a shared site; 212 units.",
    inputs: [
      ["GSF", "Gross square feet", "SF", 186000],
      ["UNITS", "Dwelling units", "EA", 212],
      ["STORIES", "Stories", "EA", 4],
      ["SITE_AREA", "Site area", "SF", 392000],
      ["PERIMETER", "Building perimeter", "LF", 2400],
      ["ROOF_AREA", "Roof area", "SF", 48000],
    ],
    lines: [
      ...withArea(generalItems, "General"),
      ...["A", "B", "C", "D"].flatMap((b) => withArea(bldg(buildingItems, 4), `Building ${b}`)),
      ...withArea(siteItems, "Site"),
    ],
  },
  {
    uid: demoEstimateUids.school,
    name: "Northgate Elementary Addition",
    number: "E-2025-021",
    client: "Northgate ISD",
    location: "Round Rock, TX",
    state: "TX",
    metro: "Austin",
    buildingTypeKey: "education.k-12-elementary",
    designStage: "sd",
    status: "in_review",
    pricingDate: "2025-09-01",
    constructionStart: "2026-06-01",
    durationMonths: 14,
    tags: ["k12", "addition"],
    notes: "Two-story classroom addition with a new gym.",
    inputs: [
      ["GSF", "Gross square feet", "SF", 42000],
      ["STORIES", "Stories", "EA", 2],
      ["PERIMETER", "Building perimeter", "LF", 880],
      ["ROOF_AREA", "Roof area", "SF", 21000],
    ],
    lines: withArea(
      [
        ...generalItems.filter((it) => !["01 54 00", "01 32 00"].includes(it.code)),
        ...bldg(buildingItems, 1).filter((it) => typeof it.qty !== "string" || !it.qty.includes("UNITS")),
      ],
      "Addition",
    ),
  },
  {
    uid: demoEstimateUids.clinic,
    name: "Harbor View Clinic Fit-out",
    number: "E-2025-008",
    client: "Harbor Health",
    location: "Houston, TX",
    state: "TX",
    metro: "Houston",
    buildingTypeKey: "healthcare.clinic",
    designStage: "cd",
    status: "final",
    pricingDate: "2025-03-01",
    constructionStart: "2025-08-01",
    durationMonths: 6,
    tags: ["healthcare", "tenant-improvement"],
    notes: "Second-floor clinic fit-out in an existing shell.",
    inputs: [
      ["GSF", "Gross square feet", "SF", 12500],
      ["EXAM_ROOMS", "Exam rooms", "EA", 18],
    ],
    lines: withArea(
      [
        i("01 31 00", "Project management", "MO", 6, 2450000, { type: "labor" }),
        i("01 50 00", "Temporary facilities and protection", "LS", 1, 1850000),
        i("02 41 19", "Selective demolition", "SF", "GSF", 450),
        i("06 41 00", "Casework, exam rooms", "EA", "EXAM_ROOMS", 685000),
        i("08 14 00", "Wood doors, frames and hardware", "EA", "EXAM_ROOMS * 1.6", 195000),
        i("09 21 16", "Gypsum board partitions", "SF", "GSF * 2.8", 425),
        i("09 51 00", "Acoustical ceilings", "SF", "GSF * 0.9", 650),
        i("09 65 00", "Sheet vinyl flooring", "SF", "GSF * 0.85", 950),
        i("09 91 00", "Painting", "SF", "GSF * 2.8", 145, {
          split: { labor_cents: 105, material_cents: 40 },
        }),
        i("10 26 00", "Wall and corner protection", "LF", 1400, 2850),
        i("12 36 00", "Solid-surface countertops", "LF", "EXAM_ROOMS * 8", 12500),
        i("22 40 00", "Plumbing fixtures and piping", "EA", "EXAM_ROOMS + 12", 425000),
        i("22 63 00", "Medical gas", "LS", 1, 8500000, { type: "subcontract" }),
        i("23 31 00", "HVAC ductwork and diffusers", "SF", "GSF", 1850),
        i("23 09 00", "Controls", "LS", 1, 6500000),
        i("26 05 00", "Power distribution and devices", "SF", "GSF", 1650),
        i("26 51 00", "Interior lighting", "SF", "GSF", 850),
        i("27 52 00", "Nurse call", "LS", 1, 4500000),
        i("28 31 00", "Fire alarm modifications", "SF", "GSF", 285),
        i("21 13 00", "Sprinkler modifications", "SF", "GSF", 325),
        i("11 71 00", "Medical equipment install (owner furnished)", "LS", 1, 3500000, { allowance: true }),
        i("12 48 00", "Entry mats", "LS", 1, 850000, { alternate: true }),
      ],
      "Level 2",
    ),
  },
  {
    uid: demoEstimateUids.parking,
    name: "Lakeside Parking Structure",
    number: "E-2025-017",
    client: "City of Lakeside",
    location: "Dallas, TX",
    state: "TX",
    metro: "Dallas",
    buildingTypeKey: "parking.structured",
    designStage: "conceptual",
    status: "draft",
    pricingDate: "2025-10-01",
    constructionStart: "2026-09-01",
    durationMonths: 12,
    tags: ["parking", "public"],
    notes: "Five-level post-tensioned garage, 620 stalls.",
    inputs: [
      ["GSF", "Gross square feet", "SF", 210000],
      ["STALLS", "Parking stalls", "EA", 620],
      ["STORIES", "Levels", "EA", 5],
    ],
    lines: withArea(
      [
        i("01 31 00", "General requirements", "MO", 12, 3250000, { type: "labor" }),
        i("31 23 16", "Excavation", "CY", 8500, 1850),
        i("31 63 29", "Drilled piers", "EA", 96, 1450000, { type: "subcontract" }),
        i("03 31 00", "Post-tensioned concrete slabs", "CY", "GSF * 0.0185", 48500),
        i("03 38 00", "Post-tensioning tendons", "LB", "GSF * 0.9", 285),
        i("03 21 00", "Reinforcing steel", "TON", "GSF * 0.0021", 185000),
        i("05 52 00", "Vehicle barrier cables and rails", "LF", "STALLS * 9", 6500),
        i("07 18 00", "Traffic coating, top deck", "SF", "GSF / STORIES", 650),
        i("07 92 00", "Joint sealants", "LF", "GSF * 0.08", 1250),
        i("09 91 00", "Striping and painting", "STALL", "STALLS", 4500),
        i("10 14 00", "Wayfinding signage", "LS", 1, 8500000),
        i("14 21 00", "Elevators", "EA", 2, 21500000, { type: "subcontract" }),
        i("21 12 00", "Fire standpipes", "LS", 1, 18500000),
        i("26 56 00", "LED garage lighting", "SF", "GSF", 325),
        i("32 12 16", "Asphalt paving, approaches", "SY", 1800, 3850),
        i("11 12 00", "Parking control equipment", "LS", 1, 18500000, { alternate: true }),
      ],
      "Garage",
    ),
  },
];
