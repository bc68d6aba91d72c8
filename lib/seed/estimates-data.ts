// Pure data for the demo estimates (lib/seed/estimates.ts): a ~300-line multifamily budget over MasterFormat
// codes with inputs and formulas, and three smaller ones in other statuses. The tables of budget lines and the
// estimates' headers live in estimates-data.json; this file types them and assembles each estimate's lines.
import type { CostSplit, CostType } from "@/lib/domain/estimate/model";
import data from "./estimates-data.json";

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

// One budget line in the JSON tables: code, description, unit, quantity, cost and any further fields.
type Row = [string, string, string, number | string, number, Partial<Item>?];

const items = (rows: unknown): Item[] =>
  (rows as Row[]).map(([code, description, unit, qty, cost, extra = {}]) => ({
    code,
    description,
    unit,
    qty,
    cost,
    ...extra,
  }));

// Per residential building: {G} = the building's GSF, {U} = its units.
const buildingItems = items(data.building);
const generalItems = items(data.general);
const siteItems = items(data.site);

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

type Header = Omit<Seeded, "uid" | "lines">;
const headers = data.estimates as Record<keyof typeof demoEstimateUids, Header>;

export const demoEstimates: Seeded[] = [
  {
    uid: demoEstimateUids.apartments,
    ...headers.apartments,
    lines: [
      ...withArea(generalItems, "General"),
      ...["A", "B", "C", "D"].flatMap((b) => withArea(bldg(buildingItems, 4), `Building ${b}`)),
      ...withArea(siteItems, "Site"),
    ],
  },
  {
    uid: demoEstimateUids.school,
    ...headers.school,
    lines: withArea(
      [
        ...generalItems.filter((it) => !["01 54 00", "01 32 00"].includes(it.code)),
        ...bldg(buildingItems, 1).filter((it) => typeof it.qty !== "string" || !it.qty.includes("UNITS")),
      ],
      "Addition",
    ),
  },
  { uid: demoEstimateUids.clinic, ...headers.clinic, lines: withArea(items(data.clinic), "Level 2") },
  { uid: demoEstimateUids.parking, ...headers.parking, lines: withArea(items(data.parking), "Garage") },
];
