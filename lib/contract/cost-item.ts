// The cost library's items (issue 20, docs/COST-LIBRARY.md): the company's unit costs, each priced at a date
// and a place, listed and searched by cost code and description, shown normalised to an estimate's pricing
// date and location, and imported from CSV or XLSX.
import { z } from "zod";
import { inputMessages, isoDateField, requiredText } from "@/lib/domain/project/fields";
import { factorDto } from "./comparison";
import { costTypes, oneOf, text } from "./estimate-fields";
import { rowErrorDto } from "./estimate-import";
import { listQuery, listResponse } from "./list";
import { operation } from "./operation";

const cents = z
  .number({ error: "Must be a number of cents" })
  .min(0, "Must be 0 or more")
  .max(1e13, "Must be at most 100 billion dollars");

export const costSplitInput = z
  .object({
    labor_cents: cents.optional(),
    material_cents: cents.optional(),
    equipment_cents: cents.optional(),
    subcontract_cents: cents.optional(),
  })
  .strict();

const itemFields = {
  cost_code: requiredText(50),
  description: requiredText(500),
  unit: text(20),
  unit_cost_cents: cents,
  split: costSplitInput.nullable(),
  cost_type: z.enum(costTypes, oneOf(costTypes)).nullable(),
  source: text(200),
  price_date: isoDateField,
  location: text(100).describe(
    'Where the price holds: a state ("TX"), a metro ("houston-tx"); blank = national',
  ),
};

export const createCostItemInput = z
  .object({
    ...itemFields,
    unit: itemFields.unit.optional(),
    split: itemFields.split.optional(),
    cost_type: itemFields.cost_type.optional(),
    source: itemFields.source.optional(),
    location: itemFields.location.optional(),
  })
  .strict();
export type CreateCostItemInput = z.infer<typeof createCostItemInput>;

export const updateCostItemInput = z.object(itemFields).partial().strict();
export type UpdateCostItemInput = z.infer<typeof updateCostItemInput>;

const normaliseTo = {
  estimate_uid: z
    .uuid("Must be an id")
    .optional()
    .describe("Show each price normalised to this estimate's pricing date and location"),
};

export const listCostItemsQuery = listQuery(200, 50).extend({
  count: z
    .enum(["0", "1", "true", "false"], { error: "Must be 1 or 0" })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "1" || v === "true"))
    .describe("1 counts the total on any page; 0 skips it on the first (the grid's search needs no total)"),
  q: z
    .string()
    .trim()
    .max(200, inputMessages.text(200))
    .optional()
    .describe("Words matched in the cost code and description"),
  cost_code: z.string().trim().max(50).optional().describe("Only items whose cost code starts with this"),
  uids: z
    .string()
    .max(200 * 37, "At most 200 ids")
    .optional()
    .transform((v) =>
      v
        ? [
            ...new Set(
              v
                .split(",")
                .map((u) => u.trim())
                .filter(Boolean),
            ),
          ]
        : undefined,
    )
    .pipe(z.array(z.uuid("Must be ids separated by commas")).max(200, "At most 200 ids").optional())
    .describe("Only these items (ids separated by commas): what an estimate's lines took prices from"),
  ...normaliseTo,
});
export type ListCostItemsQuery = z.infer<typeof listCostItemsQuery>;

export const getCostItemQuery = z.object(normaliseTo);

// ── What the API answers ─────────────────────────────────────────────────────────────────────────────

export const normalisedPriceDto = z
  .object({
    unit_cost_cents: z.number().describe("The unit cost at the estimate's date and place, to 5 decimals"),
    factor: z.number(),
    label: z.string().describe('"× 1.084 time · × 0.93 location"; empty when nothing moved it'),
    detail: z.string().describe("The index values behind each factor"),
    factors: z.array(factorDto).describe("Each factor with the index values it is the ratio of"),
    warning: z.string().nullable().describe("Why a factor could not be applied"),
  })
  .describe("Present when asked with estimate_uid");

export const costItemDto = z.object({
  uid: z.string(),
  cost_code: z.string(),
  description: z.string(),
  unit: z.string().nullable(),
  unit_cost_cents: z.number(),
  split: costSplitInput.nullable(),
  cost_type: z.enum(costTypes).nullable(),
  source: z.string().nullable(),
  price_date: z.string(),
  location: z.string().nullable(),
  normalised: normalisedPriceDto.nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CostItemDto = z.infer<typeof costItemDto>;

export const costItemImportQuery = z.object({
  mode: z
    .enum(["preview", "apply"], { error: "Must be preview or apply" })
    .default("apply")
    .describe("preview answers what would change and writes nothing"),
});

export const costItemImportDto = z.object({
  mode: z.enum(["preview", "apply"]),
  added: z.number().int(),
  updated: z.number().int().describe("Rows whose cost code and description the library has: priced anew"),
  errors: z.array(rowErrorDto).describe("The first 200 problems"),
  error_count: z.number().int(),
});
export type CostItemImportDto = z.infer<typeof costItemImportDto>;

export const costItemOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/cost-item",
    summary: "List the cost library's items by cost code, searched by words",
    permission: "library.read",
    query: listCostItemsQuery,
    response: listResponse(costItemDto),
  }),
  create: operation({
    method: "POST",
    path: "/api/v1/cost-item",
    summary: "Add a unit-cost item to the library",
    permission: "library.write",
    body: createCostItemInput,
    status: 201,
    response: costItemDto,
  }),
  import: operation({
    method: "POST",
    path: "/api/v1/cost-item/import",
    summary: "Import cost items from CSV or XLSX: preview or apply",
    description:
      "A multipart/form-data body with `file` (CSV or XLSX): Cost Code, Description, Unit, Unit Cost, Labor, " +
      "Material, Equipment, Subcontract, Cost Type, Source, Price Date, Location. A row whose cost code and " +
      "description the library has replaces that item's price. Row problems answer 400 naming the row and " +
      "column in an apply, and nothing is written; a preview lists them.",
    permission: "library.write",
    query: costItemImportQuery,
    response: costItemImportDto,
  }),
  get: operation({
    method: "GET",
    path: "/api/v1/cost-item/{uid}",
    summary: "Read a cost item (normalised to an estimate when asked)",
    permission: "library.read",
    query: getCostItemQuery,
    response: costItemDto,
  }),
  update: operation({
    method: "PUT",
    path: "/api/v1/cost-item/{uid}",
    summary: "Change a cost item; estimates that took its price keep theirs until updated there",
    permission: "library.write",
    body: updateCostItemInput,
    response: costItemDto,
  }),
  remove: operation({
    method: "DELETE",
    path: "/api/v1/cost-item/{uid}",
    summary: "Delete a cost item (lines that took its price keep it)",
    permission: "library.write",
    status: 204,
  }),
};
