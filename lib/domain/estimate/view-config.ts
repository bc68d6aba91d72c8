// Saved budget views: a view stores exactly what the editor's grid keeps and applies
// (lib/client/estimate-editor/types.ts `ViewConfig`, view.ts): group levels, the grid's four filters (search
// text, cost-code prefix, tag, flags), visible columns and their order, and sort keys. Every part is strict
// and bounded — known keys only, short strings, few items — so a config is a few kilobytes at most and three
// levels deep; anything else is a 400 naming its path. (Filters were an open record: a 20,000-level JSON
// value reached the database driver's JSON.stringify, which overflowed the stack and answered 500.)
import { z } from "zod";

/** The grid's flag filters (a line is kept when it matches every flag chosen). */
export const viewFlagFilters = ["alternate", "allowance", "error", "base"] as const;

export const viewLimits = {
  groupLevels: 4,
  searchText: 200,
  costCode: 50,
  tag: 50,
  columns: 100,
  sortKeys: 10,
} as const;

const atMost = (max: number) => `Must be at most ${max} characters`;
const columnIdPattern = /^[a-z][a-z0-9_]{0,49}$/;
const columnId = z.string().regex(columnIdPattern, "Must be a column id such as cost_code");

export const viewFilters = z
  .object({
    text: z.string().max(viewLimits.searchText, atMost(viewLimits.searchText)).optional(),
    cost_code: z.string().max(viewLimits.costCode, atMost(viewLimits.costCode)).optional(),
    tag: z.string().max(viewLimits.tag, atMost(viewLimits.tag)).optional(),
    flags: z
      .array(z.enum(viewFlagFilters, { error: `Must be one of ${viewFlagFilters.join(", ")}` }))
      .max(viewFlagFilters.length, `At most ${viewFlagFilters.length} flags`)
      .optional(),
  })
  .strict();

/** A sort key as the grid saves it ({ id, desc }), or as the API also takes it: { field, desc } or "-total". */
const sortKey = z.union(
  [
    z
      .string()
      .regex(/^-?[a-z][a-z0-9_]{0,49}$/, 'Must be a column id such as total ("-" first for descending)'),
    z
      .object({ id: columnId.optional(), field: columnId.optional(), desc: z.boolean().optional() })
      .strict()
      .refine((s) => (s.id === undefined) !== (s.field === undefined), "Give the column as id"),
  ],
  { error: 'Must be a column id ("-" first for descending) or { id, desc }' },
);

export const estimateViewConfig = z
  .object({
    group_by: z
      .array(z.string().max(50))
      .max(viewLimits.groupLevels, `Group by at most ${viewLimits.groupLevels} levels`)
      .default([]),
    filters: viewFilters.default({}),
    columns: z.array(z.string().max(50)).max(viewLimits.columns).default([]),
    column_order: z.array(z.string().max(50)).max(viewLimits.columns).default([]),
    sort: z
      .array(sortKey)
      .max(viewLimits.sortKeys, `Sort by at most ${viewLimits.sortKeys} columns`)
      .default([]),
  })
  .strict();
export type EstimateViewConfig = z.output<typeof estimateViewConfig>;
