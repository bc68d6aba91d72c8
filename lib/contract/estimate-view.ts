// Saved budget views: a name over the grid's grouping, filters, columns and sort (the config's rules are in
// lib/domain/estimate/view-config.ts). A view is shared with the company or private to its owner.
import { z } from "zod";
import { estimateViewConfig } from "@/lib/domain/estimate/view-config";
import { listResponse } from "./list";
import { operation } from "./operation";

const viewName = z.string().trim().min(1, "Required").max(100, "Must be at most 100 characters");

export const createViewInput = z
  .object({
    name: z
      .string({ error: "Required" })
      .trim()
      .min(1, "Required")
      .max(100, "Must be at most 100 characters"),
    shared: z.boolean().default(false),
    config: estimateViewConfig.default({
      group_by: [],
      filters: {},
      columns: [],
      column_order: [],
      sort: [],
    }),
  })
  .strict();
export const updateViewInput = z
  .object({ name: viewName, shared: z.boolean(), config: estimateViewConfig })
  .partial()
  .strict();
export type CreateViewInput = z.input<typeof createViewInput>;
export type UpdateViewInput = z.input<typeof updateViewInput>;

export const estimateViewDto = z.object({
  uid: z.string(),
  name: z.string(),
  shared: z.boolean(),
  owner_uid: z.string().nullable().describe("Who saved it"),
  config: estimateViewConfig,
  version: z.number().int(),
  updated_at: z.string(),
});
export type EstimateViewDto = z.infer<typeof estimateViewDto>;

export const estimateViewOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/estimate/{uid}/view",
    summary: "List the estimate's shared views and the caller's own",
    permission: "estimate.read",
    response: listResponse(estimateViewDto),
  }),
  create: operation({
    method: "POST",
    path: "/api/v1/estimate/{uid}/view",
    summary: "Save a view of the estimate, private or shared with the company",
    permission: "estimate.write",
    body: createViewInput,
    status: 201,
    response: estimateViewDto,
  }),
  update: operation({
    method: "PUT",
    path: "/api/v1/estimate/{uid}/view/{viewUid}",
    summary: "Rename, share or change a saved view (another user's private view is 404)",
    permission: "estimate.write",
    body: updateViewInput,
    response: estimateViewDto,
  }),
  remove: operation({
    method: "DELETE",
    path: "/api/v1/estimate/{uid}/view/{viewUid}",
    summary: "Delete a saved view (another user's private view is 404)",
    permission: "estimate.write",
    status: 204,
  }),
};
