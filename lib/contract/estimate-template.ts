// Estimate templates: estimates of kind "template" (header defaults, inputs, cost-code structure, lines with
// formulas, markups, saved views). The editor and /api/v1/estimate/{uid} edit them like any estimate; these
// operations list them apart, make one (blank or from an estimate), preview one and archive or rename one.
// A new estimate starts from one with POST /api/v1/estimate { template_uid }.
import { z } from "zod";
import { estimateInputDto, estimateListItemDto } from "./estimate";
import { estimateListQuery } from "./estimate-list";
import { listResponse } from "./list";
import { operation } from "./operation";

const templateName = z
  .string({ error: "Required" })
  .trim()
  .min(1, "Required")
  .max(200, "Must be at most 200 characters");

export const templateListQuery = estimateListQuery;

export const createTemplateInput = z
  .object({
    name: templateName,
    from_estimate_uid: z
      .uuid("Must be an id")
      .optional()
      .describe("Make the template from this estimate: header, inputs, lines, markups and views"),
  })
  .strict();
export type CreateTemplateInput = z.input<typeof createTemplateInput>;

export const updateTemplateInput = z
  .object({
    name: templateName.optional(),
    archived: z.boolean({ error: "Must be true or false" }).optional().describe("Archive or restore"),
  })
  .strict();
export type UpdateTemplateInput = z.input<typeof updateTemplateInput>;

export const templateDivisionDto = z.object({
  division: z.string().describe('The division key: "03", "B20"'),
  name: z.string().nullable(),
  total_cents: z.number(),
  per_gsf_cents: z.number().nullable().describe("Cents per GSF; null when the template's GSF is 0"),
  lines: z.number().int(),
});

/** One template with what the picker previews: its inputs, markups and divisions with totals per GSF. */
export const templatePreviewDto = estimateListItemDto.extend({
  inputs: z.array(estimateInputDto),
  markups: z.array(z.object({ name: z.string(), amount_cents: z.number() })),
  divisions: z.array(templateDivisionDto),
});
export type TemplatePreviewDto = z.infer<typeof templatePreviewDto>;

export const estimateTemplateOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/estimate-template",
    summary: "List the company's estimate templates (archived ones only when the status filter asks)",
    permission: "estimate.read",
    query: templateListQuery,
    response: listResponse(estimateListItemDto),
  }),
  create: operation({
    method: "POST",
    path: "/api/v1/estimate-template",
    summary: "Make a template, blank or from an estimate (its header, inputs, lines, markups and views)",
    permission: "estimate.write",
    body: createTemplateInput,
    status: 201,
    response: estimateListItemDto,
  }),
  get: operation({
    method: "GET",
    path: "/api/v1/estimate-template/{uid}",
    summary: "Preview a template: inputs, markups, divisions with totals and cost per GSF",
    permission: "estimate.read",
    response: templatePreviewDto,
  }),
  update: operation({
    method: "PUT",
    path: "/api/v1/estimate-template/{uid}",
    summary: "Rename, archive or restore a template (its content is edited as an estimate)",
    permission: "estimate.write",
    body: updateTemplateInput,
    response: estimateListItemDto,
  }),
};
