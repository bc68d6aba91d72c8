// Takeoff import: the company's remembered mappings (/takeoff-mapping), the preview and apply of a takeoff
// file on an estimate, and the links from lines to the classification their quantity comes from.
import { z } from "zod";
import { takeoffFormats } from "@/lib/domain/takeoff/reader";
import { measureTypes, targetUnits } from "@/lib/domain/takeoff/units";
import { listResponse } from "./list";
import { operation } from "./operation";

const name = z.string().trim().min(1, "Required").max(300, "Must be at most 300 characters");
const unit = z.enum(targetUnits, { error: `Must be one of ${targetUnits.join(", ")}` });
const depth = z
  .number({ error: "Must be a number of inches" })
  .positive("Must be more than 0")
  .max(1200, "Must be at most 1200 inches")
  .nullable();
const costCode = z.string().trim().max(50, "Must be at most 50 characters");
const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).nullable();

// ── Remembered mappings ──────────────────────────────────────────────────────────────────────────────

const mappingFields = {
  cost_code: costCode.default(""),
  description: optionalText(2000).default(null),
  unit: unit.nullable().default(null),
  depth_in: depth.default(null),
  location: optionalText(200).default(null).describe("A sheet's location (the line's area)"),
};

export const createTakeoffMappingInput = z
  .object({
    kind: z.enum(["classification", "sheet"], { error: "Must be classification or sheet" }),
    name: name.describe("The classification or sheet name as the takeoff file writes it"),
    ...mappingFields,
  })
  .strict();
export const updateTakeoffMappingInput = z
  .object({
    cost_code: costCode,
    description: optionalText(2000),
    unit: unit.nullable(),
    depth_in: depth,
    location: optionalText(200),
  })
  .partial()
  .strict();

export const takeoffMappingDto = z.object({
  uid: z.string(),
  kind: z.enum(["classification", "sheet"]),
  name: z.string(),
  cost_code: z.string(),
  description: z.string().nullable(),
  unit: z.enum(targetUnits).nullable(),
  depth_in: z.number().nullable(),
  location: z.string().nullable(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type TakeoffMappingDto = z.infer<typeof takeoffMappingDto>;

export const takeoffMappingQuery = z.object({
  kind: z.enum(["classification", "sheet"], { error: "Must be classification or sheet" }).optional(),
});

// ── Preview and apply ────────────────────────────────────────────────────────────────────────────────

const choice = z
  .object({
    cost_code: costCode,
    description: optionalText(2000),
    unit,
    depth_in: depth,
    line_uid: z
      .uuid("Must be a line's id")
      .nullable()
      .describe("An existing line; null for a linked new line"),
  })
  .strict();

/** The mapping the preview proposes and the apply sends back (JSON text in the multipart `mapping` field). */
export const takeoffMappingInput = z
  .object({
    format: z
      .enum(takeoffFormats)
      .optional()
      .describe("Read the file as this format instead of detecting it"),
    columns: z
      .object({
        classification: z.string().max(200),
        quantity: z.string().max(200),
        unit: z.string().max(200),
        sheet: z.string().max(200),
        type: z.string().max(200),
      })
      .strict()
      .nullable()
      .optional()
      .describe('The generic format\'s column choices (header names, "" for none)'),
    classifications: z.record(z.string().max(300), choice).default({}),
    sheets: z.record(z.string().max(300), z.string().trim().max(200)).default({}),
  })
  .strict();
export type TakeoffMappingInput = z.infer<typeof takeoffMappingInput>;

const rowError = z.object({ row: z.number().int(), column: z.string().nullable(), message: z.string() });

const diffEntry = z.object({
  key: z.string(),
  classification: z.string(),
  location: z.string(),
  action: z.enum(["create", "update", "unchanged"]),
  line_uid: z.string().nullable(),
  old_quantity: z.number().nullable(),
  new_quantity: z.number(),
  unit: z.enum(targetUnits),
  cost_delta_cents: z.number().describe("(new − old quantity) × the line's unit cost"),
  linked: z.boolean().describe("The line is already linked to this classification"),
});

const diffSummary = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  cost_delta_cents: z.number(),
});

export const takeoffPreviewDto = z.object({
  format: z.enum(takeoffFormats),
  format_label: z.string(),
  file_name: z.string(),
  headers: z.array(z.string()),
  columns: takeoffMappingInput.shape.columns.unwrap().unwrap().nullable(),
  row_count: z.number().int(),
  rows: z
    .array(
      z.object({
        row: z.number().int(),
        classification: z.string(),
        type: z.enum(measureTypes),
        quantity: z.number(),
        unit: z.enum(targetUnits),
        sheet: z.string(),
      }),
    )
    .describe("The first 200 rows read"),
  classifications: z.array(
    z.object({
      name: z.string(),
      type: z.enum(measureTypes),
      rows: z.number().int(),
      quantity: z.number().describe("In the type's base unit (SF, LF, EA, CY)"),
      remembered: z.boolean(),
    }),
  ),
  sheets: z.array(z.string()),
  mapping: takeoffMappingInput,
  errors: z.array(rowError),
  diff: z.array(diffEntry),
  summary: diffSummary,
  estimate_version: z.number().int().describe("Send as If-Match with the apply"),
  lines: z
    .array(
      z.object({
        uid: z.string(),
        cost_code: z.string(),
        description: z.string().nullable(),
        quantity: z.string(),
        unit: z.string().nullable(),
      }),
    )
    .describe("The estimate's lines, in budget order, to map a classification to"),
});
export type TakeoffPreviewDto = z.infer<typeof takeoffPreviewDto>;

export const takeoffApplyDto = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  cost_delta_cents: z.number(),
  line_uids: z.array(z.string()).describe("The lines created or updated"),
});
export type TakeoffApplyDto = z.infer<typeof takeoffApplyDto>;

export const takeoffLinkDto = z.object({
  line_uid: z.string(),
  classification: z.string(),
  location: z.string(),
  source_file: z.string(),
  sheets: z.array(z.string()),
  quantity: z.string(),
  imported_at: z.string(),
});
export type TakeoffLinkDto = z.infer<typeof takeoffLinkDto>;

const upload =
  "A multipart/form-data body: `file` (CSV or XLSX, at most 50 MB) and optionally `mapping` (JSON text of the mapping the preview answered).";

export const takeoffOperations = {
  listMappings: operation({
    method: "GET",
    path: "/api/v1/takeoff-mapping",
    summary:
      "List the company's remembered takeoff mappings (classification → cost code and unit, sheet → location)",
    permission: "estimate.read",
    query: takeoffMappingQuery,
    response: listResponse(takeoffMappingDto),
  }),
  createMapping: operation({
    method: "POST",
    path: "/api/v1/takeoff-mapping",
    summary: "Remember a mapping for a classification or sheet name (409 when the name has one)",
    permission: "estimate.write",
    body: createTakeoffMappingInput,
    status: 201,
    response: takeoffMappingDto,
  }),
  getMapping: operation({
    method: "GET",
    path: "/api/v1/takeoff-mapping/{uid}",
    summary: "Read one remembered takeoff mapping",
    permission: "estimate.read",
    response: takeoffMappingDto,
  }),
  updateMapping: operation({
    method: "PUT",
    path: "/api/v1/takeoff-mapping/{uid}",
    summary: "Change a remembered takeoff mapping (If-Match: its version)",
    permission: "estimate.write",
    body: updateTakeoffMappingInput,
    response: takeoffMappingDto,
  }),
  removeMapping: operation({
    method: "DELETE",
    path: "/api/v1/takeoff-mapping/{uid}",
    summary: "Forget a remembered takeoff mapping (If-Match: its version)",
    permission: "estimate.write",
    status: 204,
  }),
  preview: operation({
    method: "POST",
    path: "/api/v1/estimate/{uid}/takeoff/preview",
    summary:
      "Read a takeoff file: its format, rows, the proposed mapping, every row's problems and what would change",
    description: `${upload} Nothing is written.`,
    permission: "estimate.write",
    response: takeoffPreviewDto,
  }),
  apply: operation({
    method: "POST",
    path: "/api/v1/estimate/{uid}/takeoff/apply",
    summary: "Create or update the estimate's lines from a takeoff file, all or nothing",
    description:
      `${upload} Linked lines get the new quantities; the others are created and linked. A file with problems ` +
      "answers 422 naming each row and column, and nothing is written. If-Match (the estimate's version from the " +
      "preview) is checked when sent. The mapping is remembered for the company.",
    permission: "estimate.write",
    response: takeoffApplyDto,
  }),
  links: operation({
    method: "GET",
    path: "/api/v1/estimate/{uid}/takeoff/link",
    summary: "List the estimate's lines linked to a takeoff classification, with their source",
    permission: "estimate.read",
    response: z.object({ links: z.array(takeoffLinkDto) }),
  }),
  unlink: operation({
    method: "DELETE",
    path: "/api/v1/estimate/{uid}/takeoff/link/{lineUid}",
    summary: "Unlink a line from its takeoff classification; the line keeps its quantity",
    permission: "estimate.write",
    ifMatch: "none",
    status: 204,
  }),
};
