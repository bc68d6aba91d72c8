// The bidders directory (issue 14, docs/BIDS.md): the company's subcontractors with their trades (MasterFormat
// divisions), contacts, service area, notes and prequalification; the history of their invitations, bids and
// awards; and a CSV import of a bidder list (preview, then apply).
import { z } from "zod";
import { blankToNull, inputMessages, requiredText } from "@/lib/domain/project/fields";
import { masterFormatDivision } from "@/lib/domain/reference/masterformat";
import { rowErrorDto } from "./estimate-import";
import { listQuery, listResponse } from "./list";
import { operation } from "./operation";

const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, inputMessages.text(max)).nullable());

export const tradeMessage = "Must be MasterFormat division codes such as 03 or 09";

/** A division code ("3" and "03" alike); the directory keeps the two-digit form. */
const tradeField = z
  .string({ error: tradeMessage })
  .trim()
  .transform((v) => (/^\d$/.test(v) ? `0${v}` : v))
  .refine((v) => masterFormatDivision(v) !== undefined, tradeMessage);

const contactInput = z
  .object({
    name: requiredText(200),
    email: z
      .preprocess(
        blankToNull,
        z.email({ error: "Must be an email address" }).max(254, inputMessages.text(254)).nullable(),
      )
      .optional(),
    phone: optionalText(50).optional(),
  })
  .strict();

const bidderFields = {
  name: requiredText(200),
  trades: z
    .array(tradeField, { error: tradeMessage })
    .max(50, "At most 50 trades")
    .transform((t) => [...new Set(t)].sort()),
  service_area: optionalText(500),
  notes: optionalText(5000),
  prequalified: z.boolean({ error: "Must be true or false" }),
  contacts: z.array(contactInput, { error: "Must be a list of contacts" }).max(50, "At most 50 contacts"),
};

export const createBidderInput = z
  .object({
    name: bidderFields.name,
    trades: bidderFields.trades.default([]),
    service_area: bidderFields.service_area.optional(),
    notes: bidderFields.notes.optional(),
    prequalified: bidderFields.prequalified.default(false),
    contacts: bidderFields.contacts.default([]),
  })
  .strict();
export type CreateBidderInput = z.infer<typeof createBidderInput>;

/** Fields not sent keep their value; `contacts`, when sent, replaces the list. */
export const updateBidderInput = z.object(bidderFields).partial().strict();
export type UpdateBidderInput = z.infer<typeof updateBidderInput>;

export const listBiddersQuery = listQuery(200, 50).extend({
  q: z
    .string()
    .trim()
    .max(200, inputMessages.text(200))
    .optional()
    .describe("Matches the name, a contact or the service area"),
  trade: tradeField.optional().describe("Only bidders with this MasterFormat division"),
  prequalified: z
    .enum(["true", "false"], { error: "Must be true or false" })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
});
export type ListBiddersQuery = z.infer<typeof listBiddersQuery>;

// ── What the API answers ─────────────────────────────────────────────────────────────────────────────

const text = z.string().nullable();

const contactDto = z.object({ uid: z.string(), name: z.string(), email: text, phone: text });

export const bidderDto = z.object({
  uid: z.string(),
  name: z.string(),
  trades: z.array(z.string()).describe('MasterFormat division codes ("03")'),
  service_area: text,
  notes: text,
  prequalified: z.boolean(),
  contacts: z.array(contactDto),
  invitation_count: z.number().int(),
  award_count: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BidderDto = z.infer<typeof bidderDto>;

const historyItemDto = z.object({
  invitation_uid: z.string(),
  package_uid: z.string(),
  package_name: z.string(),
  package_status: z.string(),
  estimate_uid: z.string(),
  estimate_name: z.string(),
  status: z.string().describe("invited, viewed, bidding, submitted or declined"),
  invited_at: z.string(),
  submitted_at: text,
  base_bid_cents: z.number().int().nullable(),
  awarded: z.boolean(),
  award_amount_cents: z.number().int().nullable(),
});
export type BidderHistoryItemDto = z.infer<typeof historyItemDto>;

export const bidderDetailDto = bidderDto.extend({
  history: z.array(historyItemDto).describe("Invitations, newest first, with the bid and the award"),
});
export type BidderDetailDto = z.infer<typeof bidderDetailDto>;

export const bidderImportQuery = z.object({
  mode: z
    .enum(["preview", "apply"], { error: "Must be preview or apply" })
    .default("apply")
    .describe("preview answers what would change and writes nothing"),
});

const importChangeDto = z.object({
  row: z.number().int(),
  name: z.string(),
  change: z
    .enum(["add", "update"])
    .describe("update: a bidder of that name exists (trades and contacts added)"),
  trades: z.array(z.string()),
  contacts: z.number().int(),
});

export const bidderImportDto = z.object({
  mode: z.enum(["preview", "apply"]),
  changes: z.array(importChangeDto),
  errors: z.array(rowErrorDto).describe("The first 200 problems"),
  error_count: z.number().int(),
});
export type BidderImportDto = z.infer<typeof bidderImportDto>;

export const bidderOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/bidder",
    summary: "List the company's bidders by name, searched and filtered by trade",
    permission: "bid.read",
    query: listBiddersQuery,
    response: listResponse(bidderDto),
  }),
  create: operation({
    method: "POST",
    path: "/api/v1/bidder",
    summary: "Add a bidder (a subcontractor) with its trades and contacts",
    permission: "bid.write",
    body: createBidderInput,
    status: 201,
    response: bidderDetailDto,
  }),
  import: operation({
    method: "POST",
    path: "/api/v1/bidder/import",
    summary: "Import a bidder list from CSV: preview or apply",
    description:
      "A multipart/form-data body with `file` (CSV): Name, Trades (division codes or titles, separated by ; or ,), " +
      "Service Area, Notes, Prequalified, Contact Name, Contact Email, Contact Phone. A name the directory has " +
      "gains the row's trades and contacts. Row problems answer 400 naming the row and column in an apply, and " +
      "nothing is written; a preview lists them.",
    permission: "bid.write",
    query: bidderImportQuery,
    response: bidderImportDto,
  }),
  get: operation({
    method: "GET",
    path: "/api/v1/bidder/{uid}",
    summary: "Read a bidder with its contacts and the history of its invitations, bids and awards",
    permission: "bid.read",
    response: bidderDetailDto,
  }),
  update: operation({
    method: "PUT",
    path: "/api/v1/bidder/{uid}",
    summary: "Change a bidder; `contacts`, when sent, replaces the list",
    permission: "bid.write",
    body: updateBidderInput,
    response: bidderDetailDto,
  }),
  remove: operation({
    method: "DELETE",
    path: "/api/v1/bidder/{uid}",
    summary: "Delete a bidder that was never invited",
    permission: "bid.write",
    status: 204,
  }),
};
