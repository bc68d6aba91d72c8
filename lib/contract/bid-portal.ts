// The bidder portal's API: one invitation's package seen through its link's token (no account), the
// bidder's draft and submission, a decline, questions and attachments. Rate limited per link and address.
import { z } from "zod";
import { invitationStatuses, scopeAnswers } from "@/lib/domain/bids/portal";
import { maxLineCents } from "@/lib/domain/limits";
import { operation } from "./operation";

const text = (max: number, label = "This text") =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`);
const requiredText = (max: number, label?: string) => text(max, label).min(1, "Required");
const amount = (min: number) =>
  z
    .number({ error: "Enter an amount in cents" })
    .int("Enter an amount in whole cents")
    .min(min, min === 0 ? "Must not be negative" : "Amount is too small")
    .max(maxLineCents, "Amount is too large");

export const portalSubmissionInput = z.object({
  /** "save" keeps a draft (status bidding); "submit" sends it to the estimator (status submitted). */
  action: z.enum(["save", "submit"], { error: 'Must be "save" or "submit"' }),
  base_bid_cents: amount(0).nullable(),
  items: z
    .array(
      z.strictObject({
        scope_item_uid: z.uuid({ error: "Must be an id" }),
        status: z.enum(scopeAnswers, { error: "Must be included, excluded or qualified" }).nullable(),
        text: text(2000).nullable().optional(),
      }),
    )
    .max(2000),
  alternates: z
    .array(z.strictObject({ description: requiredText(300), amount_cents: amount(-maxLineCents) }))
    .max(50, "At most 50 alternates"),
  unit_prices: z
    .array(
      z.strictObject({
        description: requiredText(300),
        unit: requiredText(20),
        unit_price_cents: amount(0),
      }),
    )
    .max(100, "At most 100 unit prices"),
  exclusions: text(10_000).nullable(),
});
export type PortalSubmissionInput = z.infer<typeof portalSubmissionInput>;

export const portalDeclineInput = z.object({ reason: requiredText(2000, "The reason") });
export const portalQuestionInput = z.object({ text: requiredText(4000, "The question") });

export const portalFileSignatureInput = z.object({
  name: requiredText(200),
  content_type: requiredText(100),
  size: z
    .number({ error: "Must be a size in bytes" })
    .int("Must be a size in bytes")
    .min(1, "The file is empty"),
});
export type PortalFileSignatureInput = z.infer<typeof portalFileSignatureInput>;
export const portalRegisterFileInput = portalFileSignatureInput.extend({ key: requiredText(400) });
export type PortalRegisterFileInput = z.infer<typeof portalRegisterFileInput>;

const fileDto = z.object({
  uid: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string().describe("A signed, expiring download URL"),
  previewable: z.boolean(),
});

const portalSubmissionDto = z.object({
  status: z.enum(["draft", "submitted"]),
  base_bid_cents: z.number().int().nullable(),
  items: z.array(
    z.object({ scope_item_uid: z.string(), status: z.enum(scopeAnswers), text: z.string().nullable() }),
  ),
  alternates: z.array(z.object({ description: z.string(), amount_cents: z.number().int() })),
  unit_prices: z.array(
    z.object({ description: z.string(), unit: z.string(), unit_price_cents: z.number().int() }),
  ),
  exclusions: z.string().nullable(),
  submitted_at: z.string().nullable(),
  revision: z.number().int(),
  updated_at: z.string(),
  files: z.array(fileDto),
});

export const portalViewDto = z.object({
  company_name: z.string(),
  bidder_name: z.string(),
  contact_name: z.string().nullable(),
  status: z.enum(invitationStatuses),
  decline_reason: z.string().nullable(),
  package: z.object({
    name: z.string(),
    trade: z.string().nullable(),
    project_name: z.string(),
    due_at: z.string().nullable(),
    time_zone: z.string(),
    due_label: z.string().nullable().describe("The due date and time in the package's time zone"),
    instructions: z.string().nullable(),
    scope_items: z.array(z.object({ uid: z.string(), position: z.number().int(), text: z.string() })),
    documents: z.array(fileDto),
  }),
  /** Whether the bidder may still submit, revise, decline and ask; `closed_message` says why not. */
  open: z.boolean(),
  closed_message: z.string().nullable(),
  link_expires_at: z.string().nullable(),
  submission: portalSubmissionDto.nullable(),
  questions: z.array(
    z.object({
      uid: z.string(),
      text: z.string(),
      answer: z.string().nullable(),
      created_at: z.string(),
      answered_at: z.string().nullable(),
    }),
  ),
});
export type PortalViewDto = z.infer<typeof portalViewDto>;

const uploadSignature = z.object({
  upload_url: z.string(),
  method: z.literal("PUT"),
  headers: z.record(z.string(), z.string()),
  key: z.string().describe("Send back as `key` when attaching the file"),
});
export type PortalUploadSignatureDto = z.infer<typeof uploadSignature>;

const tokenPath = "/api/v1/bid-portal/{token}";
const portalNote =
  "No sign-in: the token of the invitation's link is the credential, and it reaches that invitation only. " +
  "An unknown token answers 404, a revoked or expired one 410; past the due date writes answer 409. " +
  "Rate limited per link and per client address (429 with Retry-After).";

export const bidPortalOperations = {
  view: operation({
    method: "GET",
    path: tokenPath,
    summary: "The package as the invited bidder sees it, with the bidder's draft or submission and Q&A",
    description: `The first read marks the invitation viewed. ${portalNote}`,
    public: true,
    response: portalViewDto,
  }),
  submit: operation({
    method: "POST",
    path: `${tokenPath}/submission`,
    summary: "Save the bid as a draft, or submit it (revisable until the due date)",
    description: portalNote,
    public: true,
    body: portalSubmissionInput,
    response: portalViewDto,
  }),
  decline: operation({
    method: "POST",
    path: `${tokenPath}/decline`,
    summary: "Decline to bid, with a reason",
    description: portalNote,
    public: true,
    body: portalDeclineInput,
    response: portalViewDto,
  }),
  ask: operation({
    method: "POST",
    path: `${tokenPath}/question`,
    summary: "Ask the estimator a question about the package",
    description: portalNote,
    public: true,
    body: portalQuestionInput,
    response: portalViewDto,
    status: 201,
  }),
  signUpload: operation({
    method: "POST",
    path: `${tokenPath}/file/upload-signature`,
    summary: "A signed URL to upload one attachment of the bid (type and size checked)",
    description: portalNote,
    public: true,
    body: portalFileSignatureInput,
    response: uploadSignature,
  }),
  attach: operation({
    method: "POST",
    path: `${tokenPath}/file`,
    summary: "Attach a file uploaded to a signed URL to the bid (its size and type are checked)",
    description: portalNote,
    public: true,
    body: portalRegisterFileInput,
    response: portalViewDto,
    status: 201,
  }),
  detach: operation({
    method: "DELETE",
    path: `${tokenPath}/file/{fileUid}`,
    summary: "Remove an attachment from the bid",
    description: portalNote,
    public: true,
    response: portalViewDto,
  }),
};
