// Assemblies (issue 20, docs/COST-LIBRARY.md): a named set of library items, each with a quantity formula on
// one driver ("LF * 2.1"), inserted into an estimate as grouped lines whose quantities read a new input named
// after the driver, so changing that input re-drives the group.
import { z } from "zod";
import { inputMessages, requiredText } from "@/lib/domain/project/fields";
import { text } from "./estimate-fields";
import { listQuery, listResponse } from "./list";
import { operation } from "./operation";

const driverName = z
  .string({ error: "Required" })
  .trim()
  .regex(
    /^[A-Za-z_][A-Za-z0-9_]{0,39}$/,
    "A name such as LF or WALL_AREA: a letter, then letters, digits or _",
  );

const assemblyItemInput = z
  .object({
    cost_item_uid: z.uuid("Must be an id"),
    formula: z
      .string({ error: "Enter a formula on the driver, such as LF * 2.1" })
      .trim()
      .min(1, "Enter a formula on the driver, such as LF * 2.1")
      .max(200, "Formula is too long (at most 200 characters)"),
  })
  .strict();

const assemblyFields = {
  name: requiredText(200),
  description: text(2000),
  driver: driverName,
  driver_unit: text(20),
  items: z.array(assemblyItemInput, { error: "Must be a list of items" }).max(100, "At most 100 items"),
};

export const createAssemblyInput = z
  .object({
    ...assemblyFields,
    description: assemblyFields.description.optional(),
    driver_unit: assemblyFields.driver_unit.optional(),
    items: assemblyFields.items.default([]),
  })
  .strict();
export type CreateAssemblyInput = z.infer<typeof createAssemblyInput>;

export const updateAssemblyInput = z.object(assemblyFields).partial().strict();
export type UpdateAssemblyInput = z.infer<typeof updateAssemblyInput>;

export const listAssembliesQuery = listQuery(200, 50).extend({
  q: z.string().trim().max(200, inputMessages.text(200)).optional().describe("Words matched in the name"),
});
export type ListAssembliesQuery = z.infer<typeof listAssembliesQuery>;

export const insertAssemblyInput = z
  .object({
    estimate_uid: z.uuid("Must be an id"),
    driver_quantity: z
      .number({ error: "Enter the driver's quantity" })
      .min(0, "Must be 0 or more")
      .max(1e12, "Must be at most 1,000,000,000,000"),
    after_uid: z.string().max(64).nullable().optional().describe("The line to insert after; absent = last"),
  })
  .strict();
export type InsertAssemblyInput = z.infer<typeof insertAssemblyInput>;

// ── What the API answers ─────────────────────────────────────────────────────────────────────────────

const assemblyItemDto = z.object({
  cost_item_uid: z.string(),
  formula: z.string(),
  cost_code: z.string().nullable().describe("null when the item was deleted from the library"),
  description: z.string().nullable(),
  unit: z.string().nullable(),
  unit_cost_cents: z.number().nullable(),
});

export const assemblyDto = z.object({
  uid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  driver: z.string(),
  driver_unit: z.string().nullable(),
  items: z.array(assemblyItemDto),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssemblyDto = z.infer<typeof assemblyDto>;

export const insertAssemblyDto = z.object({
  group_uid: z.string().describe("The group id the inserted lines share"),
  input_name: z.string().describe("The estimate input the lines' quantities read; change it to re-drive"),
  line_uids: z.array(z.string()),
  estimate_version: z.number().int(),
});
export type InsertAssemblyDto = z.infer<typeof insertAssemblyDto>;

export const assemblyOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/assembly",
    summary: "List the library's assemblies by name",
    permission: "library.read",
    query: listAssembliesQuery,
    response: listResponse(assemblyDto),
  }),
  create: operation({
    method: "POST",
    path: "/api/v1/assembly",
    summary: "Add an assembly: library items with quantity formulas on one driver",
    permission: "library.write",
    body: createAssemblyInput,
    status: 201,
    response: assemblyDto,
  }),
  get: operation({
    method: "GET",
    path: "/api/v1/assembly/{uid}",
    summary: "Read an assembly with its items",
    permission: "library.read",
    response: assemblyDto,
  }),
  update: operation({
    method: "PUT",
    path: "/api/v1/assembly/{uid}",
    summary: "Change an assembly; `items`, when sent, replaces the list",
    permission: "library.write",
    body: updateAssemblyInput,
    response: assemblyDto,
  }),
  remove: operation({
    method: "DELETE",
    path: "/api/v1/assembly/{uid}",
    summary: "Delete an assembly (lines it inserted stay)",
    permission: "library.write",
    status: 204,
  }),
  insert: operation({
    method: "POST",
    path: "/api/v1/assembly/{uid}/insert",
    summary: "Insert an assembly into an estimate as grouped lines driven by a new input",
    description:
      "Adds an input named after the driver (LF, then LF_2 … if taken) with the driver quantity, and one line " +
      "per item whose quantity is the item's formula on that input, priced at the item's unit cost normalised " +
      "to the estimate's date and place. The lines share a group_uid; changing the input re-drives them.",
    permission: "estimate.write",
    body: insertAssemblyInput,
    response: insertAssemblyDto,
  }),
};
