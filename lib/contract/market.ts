// Market data (/market): global series of construction cost indexes and material prices that the provider's
// staff curate, read by every company with market data visible. The server's builders are in
// lib/server/market/; the page's pure rules in lib/domain/market.
import { z } from "zod";
import { marketKinds, marketRegions } from "@/lib/domain/market/series";
import { requiredString } from "@/lib/domain/validation";
import { operation } from "./operation";
import { wholeTable } from "./reference";

// ── What the API answers ─────────────────────────────────────────────────────────────────────────────
const change = z.number().nullable();

export const marketSeriesDto = z.object({
  uid: z.string(),
  name: z.string(),
  kind: z.enum(marketKinds),
  unit: z.string().describe('"index" (base 100) or a price unit such as "$/CY"'),
  region: z.enum(marketRegions),
  metro: z
    .string()
    .nullable()
    .describe("A metro key such as houston-tx; null for a national or regional series"),
  metro_label: z.string().nullable(),
  building_type: z.string().nullable(),
  source: z.string(),
  is_sample: z.boolean().describe("Shipped illustrative data, until staff import real points"),
  point_count: z.number().int(),
  first_period: z.string().nullable(),
  last_period: z.string().nullable(),
  latest_value: z.number().nullable(),
  changes: z
    .object({ m1: change, m3: change, m12: change })
    .describe("Percent change of the latest value over 1, 3 and 12 months; null without a point that month"),
  version: z.number().int(),
});
export type MarketSeriesDto = z.infer<typeof marketSeriesDto>;

export const marketPointDto = z.object({ period: z.string().describe("YYYY-MM-01"), value: z.number() });

export const marketPointsDto = z.object({
  series_uid: z.string(),
  is_sample: z.boolean(),
  version: z.number().int(),
  points: z.array(marketPointDto),
});

export const marketImportDto = marketSeriesDto.extend({
  imported: z.number().int().describe("How many points the file held"),
});

export const locationPointDto = z.object({
  uid: z.string(),
  kind: z.enum(["metro", "state"]),
  key: z.string(),
  label: z.string(),
  value: z.number().describe("Against a national average of 100"),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  is_sample: z.boolean(),
});
export type LocationPointDto = z.infer<typeof locationPointDto>;

// ── What the browser sends ───────────────────────────────────────────────────────────────────────────
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Must be a month as YYYY-MM");
const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).nullable().optional();

export const listMarketSeriesQuery = z.object({
  kind: z.enum(marketKinds).optional(),
  region: z.enum(marketRegions).optional(),
  metro: z.string().max(80, "Must be at most 80 characters").optional(),
  building_type: z.string().max(120, "Must be at most 120 characters").optional(),
});
export type ListMarketSeriesQuery = z.infer<typeof listMarketSeriesQuery>;

export const marketPointsQuery = z.object({ from: month.optional(), to: month.optional() });
export type MarketPointsQuery = z.infer<typeof marketPointsQuery>;

const csvField = z
  .string({ error: "Required" })
  .min(1, "Required")
  .max(500_000, "The file is too large (at most 500,000 characters)");

const seriesFields = {
  name: requiredString(120),
  kind: z.enum(marketKinds, { error: `Must be one of ${marketKinds.join(", ")}` }),
  unit: requiredString(40),
  region: z.enum(marketRegions, { error: `Must be one of ${marketRegions.join(", ")}` }).default("national"),
  metro: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,80}$/, "Must be a metro key such as houston-tx")
    .nullable()
    .optional(),
  building_type: optionalText(120),
  source: optionalText(200),
};

export const createMarketSeriesInput = z
  .object({ ...seriesFields, csv: csvField.optional().describe("Points to start with, as in the import") })
  .strict();
export type CreateMarketSeriesInput = z.infer<typeof createMarketSeriesInput>;

export const updateMarketSeriesInput = z
  .object({ ...seriesFields, region: seriesFields.region.removeDefault() })
  .partial()
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Send at least one field to change");
export type UpdateMarketSeriesInput = z.infer<typeof updateMarketSeriesInput>;

export const importMarketPointsInput = z
  .object({
    csv: csvField.describe("A header row with period (YYYY-MM) and value, then one row per month"),
    mode: z
      .enum(["merge", "replace"], { error: "Must be merge or replace" })
      .default("merge")
      .describe("merge: add and overwrite the months in the file; replace: the file becomes the series"),
  })
  .strict();
export type ImportMarketPointsInput = z.infer<typeof importMarketPointsInput>;

// ── The operations ───────────────────────────────────────────────────────────────────────────────────
const hidden = " Answers 403 for a company with market data hidden.";
const staff = { staffOnly: true } as const;
const one = "/api/v1/market/series/{uid}";

export const marketOperations = {
  listSeries: operation({
    method: "GET",
    path: "/api/v1/market/series",
    summary: "List the market series (cost indexes and material prices) with latest value and % change",
    description: `Global series, the same for every company with market data visible.${hidden}`,
    query: listMarketSeriesQuery,
    response: wholeTable(marketSeriesDto),
  }),
  createSeries: operation({
    method: "POST",
    path: "/api/v1/market/series",
    summary: "Add a market series, optionally with its points from CSV (staff)",
    ...staff,
    body: createMarketSeriesInput,
    status: 201,
    response: marketImportDto,
  }),
  updateSeries: operation({
    method: "PUT",
    path: one,
    summary: "Edit a market series' name, unit or where it applies (staff)",
    ...staff,
    body: updateMarketSeriesInput,
    response: marketSeriesDto,
  }),
  deleteSeries: operation({
    method: "DELETE",
    path: one,
    summary: "Delete a market series and its points (staff)",
    ...staff,
    status: 204,
  }),
  listPoints: operation({
    method: "GET",
    path: `${one}/points`,
    summary: "Read a market series' monthly points, optionally within a range of months",
    description: `The ETag is the series' version.${hidden}`,
    query: marketPointsQuery,
    response: marketPointsDto,
  }),
  importPoints: operation({
    method: "POST",
    path: `${one}/points`,
    summary: "Import a market series' points from CSV, merged or replacing them (staff)",
    description:
      "The file is checked in full first: one bad row refuses it all, each bad cell named in `errors` " +
      "(`row_N.column`). Importing into a sample series makes it real data.",
    ...staff,
    ifMatch: "required",
    body: importMarketPointsInput,
    response: marketImportDto,
  }),
  locationIndex: operation({
    method: "GET",
    path: "/api/v1/market/location-index",
    summary: "The company's location indexes with map coordinates (national average 100)",
    description: `From the company's location index table (Settings › Cost data).${hidden}`,
    response: wholeTable(locationPointDto),
  }),
};
