// Bid packages (issue 14, docs/BIDS.md): a part of an estimate's scope sent out to bid — its budget lines
// (each line in one package at most), the scope items bidders price or exclude, documents, the due date and
// time in a time zone, instructions and the status. The budget is the sum of its lines' totals, computed on
// every read.
import { z } from "zod";
import { bidPackageStatuses, isTimeZone } from "@/lib/domain/bids/package";
import { blankToNull, inputMessages, requiredText } from "@/lib/domain/project/fields";
import { listQuery, listResponse } from "./list";
import { operation } from "./operation";
import { fileSignatureInput, registerFileInput, uploadSignatureDto } from "./project-record";

const uidField = z.uuid({ error: inputMessages.uid }).transform((v) => v.toLowerCase());

export const dueMessage = "Must be a date and time such as 2026-12-04T14:00";
export const timeZoneMessage = "Must be a time zone such as America/Chicago";

const scopeItemInput = z
  .object({
    uid: uidField.optional().describe("An existing item keeps its uid (and the bidders' answers to it)"),
    text: requiredText(1000),
  })
  .strict();

const packageFields = {
  name: requiredText(200),
  trade: z
    .preprocess(blankToNull, z.string().trim().max(100, inputMessages.text(100)).nullable())
    .describe('A MasterFormat division code ("09") or a trade name'),
  line_uids: z
    .array(uidField, { error: "Must be a list of budget line ids" })
    .max(5000, "At most 5,000 lines in one package")
    .transform((u) => [...new Set(u)])
    .describe("The estimate's budget lines in scope; replaces the list"),
  scope_items: z
    .array(scopeItemInput, { error: "Must be a list of scope items" })
    .max(500, "At most 500 scope items")
    .describe("The checklist in order; replaces the list (items without uid are added)"),
  due_local: z
    .preprocess(
      blankToNull,
      z
        .string({ error: dueMessage })
        .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, dueMessage)
        .refine((v) => !Number.isNaN(Date.parse(`${v}:00Z`)), dueMessage)
        .nullable(),
    )
    .describe("When bids are due, as a wall-clock time in `time_zone`"),
  time_zone: z
    .string({ error: timeZoneMessage })
    .trim()
    .max(64, timeZoneMessage)
    .refine(isTimeZone, timeZoneMessage)
    .describe("An IANA time zone"),
  instructions: z.preprocess(blankToNull, z.string().trim().max(20000, inputMessages.text(20000)).nullable()),
  status: z.enum(bidPackageStatuses, { error: inputMessages.oneOf(bidPackageStatuses) }),
};

export const createBidPackageInput = z
  .object({
    name: packageFields.name,
    trade: packageFields.trade.optional(),
    line_uids: packageFields.line_uids.default([]),
    scope_items: packageFields.scope_items.default([]),
    due_local: packageFields.due_local.optional(),
    time_zone: packageFields.time_zone.default("UTC"),
    instructions: packageFields.instructions.optional(),
  })
  .strict();
export type CreateBidPackageInput = z.infer<typeof createBidPackageInput>;

/** Fields not sent keep their value; lists, when sent, replace the package's. */
export const updateBidPackageInput = z.object(packageFields).partial().strict();
export type UpdateBidPackageInput = z.infer<typeof updateBidPackageInput>;

export const listBidPackagesQuery = listQuery(200, 200);
export type ListBidPackagesQuery = z.infer<typeof listBidPackagesQuery>;

// ── What the API answers ─────────────────────────────────────────────────────────────────────────────

const text = z.string().nullable();

const packageLineDto = z.object({
  uid: z.string(),
  cost_code: z.string(),
  description: text,
  total_cents: z.number().int().describe("The line's total in the estimate now"),
});

const scopeItemDto = z.object({ uid: z.string(), position: z.number().int(), text: z.string() });

export const bidDocumentDto = z.object({
  uid: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string().describe("A signed download URL that expires"),
  previewable: z.boolean().describe("A PDF or an image the page shows inline"),
  created_at: z.string(),
});
export type BidDocumentDto = z.infer<typeof bidDocumentDto>;

export const bidPackageListItemDto = z.object({
  uid: z.string(),
  estimate_uid: z.string(),
  name: z.string(),
  trade: text,
  status: z.enum(bidPackageStatuses),
  due_at: text.describe("The instant bids are due (ISO 8601, UTC)"),
  due_local: text.describe("The same instant as a wall-clock time in time_zone"),
  time_zone: z.string(),
  budget_cents: z.number().int().describe("The sum of the package's lines' totals in the estimate, now"),
  line_count: z.number().int(),
  line_uids: z.array(z.string()).describe("The budget lines in scope, in budget order"),
  invited_count: z.number().int(),
  submitted_count: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BidPackageListItemDto = z.infer<typeof bidPackageListItemDto>;

export const bidPackageDto = bidPackageListItemDto.extend({
  instructions: text,
  lines: z.array(packageLineDto),
  scope_items: z.array(scopeItemDto),
  documents: z.array(bidDocumentDto),
  allowed_statuses: z.array(z.enum(bidPackageStatuses)).describe("What an edit may set the status to now"),
});
export type BidPackageDto = z.infer<typeof bidPackageDto>;

export const bidPackageOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/estimate/{uid}/bid-package",
    summary: "List an estimate's bid packages with their live budgets and bid counts",
    permission: "bid.read",
    query: listBidPackagesQuery,
    response: listResponse(bidPackageListItemDto),
  }),
  create: operation({
    method: "POST",
    path: "/api/v1/estimate/{uid}/bid-package",
    summary: "Create a bid package from budget lines of the estimate",
    permission: "bid.write",
    body: createBidPackageInput,
    status: 201,
    response: bidPackageDto,
  }),
  get: operation({
    method: "GET",
    path: "/api/v1/bid-package/{uid}",
    summary: "Read a bid package with its lines, scope items, documents and live budget",
    permission: "bid.read",
    response: bidPackageDto,
  }),
  update: operation({
    method: "PUT",
    path: "/api/v1/bid-package/{uid}",
    summary: "Change a bid package or move its status; lists, when sent, replace the package's",
    permission: "bid.write",
    body: updateBidPackageInput,
    response: bidPackageDto,
  }),
  remove: operation({
    method: "DELETE",
    path: "/api/v1/bid-package/{uid}",
    summary: "Delete a bid package (its lines stay in the estimate)",
    permission: "bid.write",
    status: 204,
  }),
  documentSignature: operation({
    method: "POST",
    path: "/api/v1/bid-package/{uid}/document/upload-signature",
    summary: "Get a signed URL to upload one document of an allowed type and size to a package",
    permission: "bid.write",
    body: fileSignatureInput,
    response: uploadSignatureDto,
  }),
  addDocument: operation({
    method: "POST",
    path: "/api/v1/bid-package/{uid}/document",
    summary: "Register a document uploaded to a signed URL (its size and type are checked)",
    permission: "bid.write",
    body: registerFileInput,
    status: 201,
    response: bidDocumentDto,
  }),
  removeDocument: operation({
    method: "DELETE",
    path: "/api/v1/bid-package/{uid}/document/{documentUid}",
    summary: "Remove a document from a package",
    permission: "bid.write",
    ifMatch: "none",
    status: 204,
  }),
};
