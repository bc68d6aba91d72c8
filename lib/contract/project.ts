// Projects: what the project forms send and the API answers, and the operations under /api/v1/project
// (the list, one project, the CSV/XLSX export of records and the import). A project's fields are declared once,
// in lib/domain/project/fields.ts; the bodies here compose them.
import { z } from "zod";
import {
  completionAfterStart,
  coordinatesTogether,
  derivedInRange,
  inputMessages,
  projectFields,
  recordFields,
} from "@/lib/domain/project/fields";
import { listQuery, listResponse } from "./list";
import { operation } from "./operation";
import { exportRecordsQuery } from "./record-filters";

/** The record fields a project may be created with (POST /project `record`). */
export const newRecordFields = z
  .object(recordFields)
  .superRefine(completionAfterStart)
  .superRefine(derivedInRange);

export const createProjectInput = z
  .object({ ...projectFields, record: newRecordFields.optional() })
  .superRefine(coordinatesTogether(true));
export type CreateProjectInput = z.infer<typeof createProjectInput>;

export const updateProjectInput = z.object(projectFields).partial().superRefine(coordinatesTogether(false));
export type UpdateProjectInput = z.infer<typeof updateProjectInput>;

export const listProjectsQuery = listQuery(200, 50).extend({
  q: z
    .string()
    .trim()
    .max(200, inputMessages.text(200))
    .optional()
    .describe("Matches the name, number, client or city"),
});
export type ListProjectsQuery = z.infer<typeof listProjectsQuery>;

const text = z.string().nullable();

export const projectDto = z.object({
  uid: z.string(),
  name: z.string(),
  number: text,
  client: text,
  architect: text,
  address: text,
  city: text,
  state: text.describe("USPS code, upper case"),
  zip: text,
  metro: text.describe("A location-index key such as houston-tx"),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  building_type_uid: text,
  building_type_name: text.describe("Category › type, as the company's building types label it"),
  construction_type: text,
  work_type: text,
  delivery_method: text,
  stories: z.number().int().nullable(),
  tags: z.array(z.string()),
  notes: text,
  record_count: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectDto = z.infer<typeof projectDto>;

/** One project as GET /project/{uid} answers it: with what a new estimate linked to it takes as inputs. */
export const projectWithMetricsDto = projectDto.extend({
  latest_metrics: z
    .record(z.string(), z.number())
    .describe("The metrics of its latest record (by cost basis date): GSF, units … ({} without a record)"),
});
export type ProjectWithMetricsDto = z.infer<typeof projectWithMetricsDto>;

/** The import's column and cost-code choices, remembered per company. */
export const importMappingInput = z.object({
  columns: z
    .record(z.string().max(200), z.string().max(120))
    .default({})
    .describe('Header → target ("project_name", "metric:acres", "cost:03", "" to ignore)'),
  cost_codes: z
    .record(z.string().max(100), z.string().max(50))
    .default({})
    .describe("Their code → company code; codes not listed take the suggestion"),
  legacy_codes: z.boolean().optional().describe("Read numeric codes as the 1995 16-division format"),
});

const importMappingDto = z.object({
  columns: z.record(z.string(), z.string()),
  cost_codes: z.record(z.string(), z.string()),
  legacy_codes: z.boolean().optional(),
});

const rowError = z.object({ row: z.number().int(), column: z.string().nullable(), message: z.string() });

export const importPreviewDto = z.object({
  columns: z.array(
    z.object({
      header: z.string(),
      target: z.string(),
      target_label: z.string(),
      samples: z.array(z.string()).describe("Up to three distinct values of the column"),
    }),
  ),
  mapping: importMappingDto.describe("What was sent, else the remembered choice per header, else a guess"),
  rows: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()), error: z.boolean() })),
  errors: z.array(rowError),
  summary: z.object({
    rows: z.number().int(),
    projects: z.number().int(),
    records: z.number().int(),
    cost_lines: z.number().int(),
    total_cents: z.number().int(),
    error_count: z.number().int(),
    cost_codes: z.array(
      z.object({
        code: z.string(),
        count: z.number().int(),
        mapped_to: z.string(),
        suggested: z.string(),
        source: z.enum(["masterformat", "legacy", "uniformat", "company"]),
      }),
    ),
  }),
});
export type ImportPreviewDto = z.infer<typeof importPreviewDto>;

export const importResultDto = z.object({
  projects: z.number().int(),
  records: z.number().int(),
  cost_lines: z.number().int(),
  total_cents: z.number().int(),
});
export type ImportResultDto = z.infer<typeof importResultDto>;

const importFile =
  "A multipart/form-data body: `file` (CSV or XLSX, at most 50 MB) and `mapping` (JSON text of the mapping).";

export const projectOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/project",
    summary: "List the company's projects by name, searched by name, number, client or city",
    permission: "project.read",
    query: listProjectsQuery,
    response: listResponse(projectDto),
  }),
  create: operation({
    method: "POST",
    path: "/api/v1/project",
    summary: "Create a project, optionally with its first record and cost lines",
    permission: "project.write",
    body: createProjectInput,
    status: 201,
    response: projectDto.extend({
      record_uid: z.string().optional().describe("The first record's uid, when `record` was sent"),
    }),
  }),
  get: operation({
    method: "GET",
    path: "/api/v1/project/{uid}",
    summary: "Read one project with its record count and its latest record's metrics",
    permission: "project.read",
    response: projectWithMetricsDto,
  }),
  update: operation({
    method: "PUT",
    path: "/api/v1/project/{uid}",
    summary: "Change a project's fields; its name, type, location and tags are copied to its records",
    permission: "project.write",
    body: updateProjectInput,
    response: projectDto,
  }),
  remove: operation({
    method: "DELETE",
    path: "/api/v1/project/{uid}",
    summary: "Delete a project with its records, their cost lines and their files' entries",
    permission: "project.write",
    status: 204,
  }),
  export: operation({
    method: "GET",
    path: "/api/v1/project/export",
    summary: "Download the records the filters match as CSV or XLSX, in the import's layout",
    description:
      "`format=xlsx` answers application/vnd.openxmlformats-officedocument.spreadsheetml.sheet; " +
      "`X-Export-Records` carries the number of records.",
    permission: "project.read",
    query: exportRecordsQuery,
    produces: "text/csv",
  }),
  importPreview: operation({
    method: "POST",
    path: "/api/v1/project/import/preview",
    summary: "Read an import file: its columns, the mapping, sample rows and every row's problems",
    description: `${importFile} Nothing is written.`,
    permission: "project.write",
    response: importPreviewDto,
  }),
  import: operation({
    method: "POST",
    path: "/api/v1/project/import",
    summary: "Import projects, records and cost lines from a file, all rows or none",
    description: `${importFile} The mapping is required and is remembered for the next file. A file with problems answers 422 with \`errors\` keyed row_7.`,
    permission: "project.write",
    status: 201,
    response: importResultDto,
  }),
  getMapping: operation({
    method: "GET",
    path: "/api/v1/project/import/mapping",
    summary: "Read the company's remembered import mapping",
    permission: "project.read",
    response: importMappingDto,
  }),
  putMapping: operation({
    method: "PUT",
    path: "/api/v1/project/import/mapping",
    summary: "Remember import choices, merged into those remembered before",
    permission: "project.write",
    ifMatch: "none",
    body: importMappingInput,
    response: importMappingDto,
  }),
};
