// The leveling sheet of a bid package, its adjustments, the award and un-award, and the sheet's export
// (docs/BIDS.md; rules in lib/domain/bids/leveling.ts and spread.ts). Every write carries If-Match: the
// package's version, which each adjustment, award and un-award moves.
import { z } from "zod";
import { maxLineCents } from "@/lib/domain/limits";
import { formatCurrency } from "@/lib/domain/money-format";
import { operation } from "./operation";

export const adjustmentKinds = ["plug", "credit", "note"] as const;
export const itemAnswers = ["included", "excluded", "qualified"] as const;

const cents = z
  .number({ error: "Must be a number of cents" })
  .int("Use whole cents")
  .min(0, "Must be 0 or more (a credit is entered as a positive amount)")
  .max(maxLineCents, `Must be at most ${formatCurrency(maxLineCents)}`);

export const adjustmentInput = z
  .object({
    invitation_uid: z.uuid("Must be a bidder's invitation id"),
    scope_item_uid: z
      .uuid("Must be a scope item id")
      .nullable()
      .default(null)
      .describe("The scope item (row); null for the bid as a whole"),
    kind: z.enum(adjustmentKinds, { error: "Must be one of plug, credit, note" }),
    amount_cents: cents.optional().describe("A plug's or credit's amount (0 clears it); not for a note"),
    note: z.string().trim().max(2000, "Must be at most 2000 characters").optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.kind === "note") {
      if (v.amount_cents !== undefined)
        ctx.addIssue({ code: "custom", path: ["amount_cents"], message: "A note has no amount" });
      if (v.note === undefined)
        ctx.addIssue({ code: "custom", path: ["note"], message: "Required for a note" });
    } else if (v.amount_cents === undefined) {
      ctx.addIssue({ code: "custom", path: ["amount_cents"], message: `Required for a ${v.kind}` });
    }
  });
export type AdjustmentInput = z.input<typeof adjustmentInput>;

export const adjustmentsInput = z
  .object({
    adjustments: z
      .array(adjustmentInput)
      .min(1, "Add at least one adjustment")
      .max(500, "At most 500 at once"),
  })
  .strict();

export const awardInput = z
  .object({
    submission_uid: z.uuid("Must be a submission id"),
    regret_emails: z.boolean().default(false).describe("Also tell the other bidders who submitted"),
  })
  .strict();

const cellDto = z.object({
  status: z.enum(itemAnswers).nullable().describe("null: the bidder did not answer, or has not submitted"),
  text: z.string().nullable(),
  plug_cents: z.number().nullable(),
  credit_cents: z.number().nullable(),
  note: z.string().nullable(),
  unplugged: z.boolean().describe("Excluded, and no plug stands in for it yet"),
  adjustments: z.number().int().describe("How many adjustment records the cell has"),
});

export const levelingDto = z.object({
  package: z.object({
    uid: z.string(),
    name: z.string(),
    status: z.string(),
    version: z.number().int(),
    estimate_uid: z.string(),
    estimate_status: z.string(),
    line_count: z.number().int(),
  }),
  budget_cents: z.number().describe("The package's lines in the estimate, now"),
  columns: z.array(
    z.object({
      invitation_uid: z.string(),
      bidder_name: z.string(),
      status: z.string(),
      submission_uid: z.string().nullable(),
      base_cents: z.number().nullable(),
      plugs_cents: z.number(),
      credits_cents: z.number(),
      leveled_cents: z.number().nullable().describe("Base + plugs − credits; null without a submitted bid"),
      variance_cents: z.number().nullable().describe("Leveled − budget"),
      alternates: z.array(z.object({ description: z.string(), amount_cents: z.number() })),
      bid: cellDto.describe("Adjustments of the bid as a whole"),
      unplugged: z.number().int(),
      low: z.boolean(),
    }),
  ),
  rows: z.array(
    z.object({
      scope_item_uid: z.string(),
      name: z.string(),
      budget_cents: z.number().nullable(),
      cells: z.array(cellDto).describe("In the columns' order"),
    }),
  ),
  low_invitation_uid: z.string().nullable(),
  award: z
    .object({
      uid: z.string(),
      invitation_uid: z.string(),
      submission_uid: z.string().nullable(),
      bidder_name: z.string(),
      amount_cents: z.number(),
      awarded_at: z.string(),
      awarded_by_name: z.string().nullable(),
    })
    .nullable(),
});
export type LevelingDto = z.infer<typeof levelingDto>;

export const levelingExportQuery = z.object({
  format: z.enum(["xlsx", "pdf"], { error: "Must be one of xlsx, pdf" }).default("xlsx"),
});
export type LevelingExportQuery = z.infer<typeof levelingExportQuery>;

const path = "/api/v1/bid-package/{uid}";

export const bidLevelingOperations = {
  leveling: operation({
    method: "GET",
    path: `${path}/leveling`,
    summary: "Read a bid package's leveling sheet",
    description:
      "One column per invited bidder, one row per scope item; plugs, credits and notes in force per cell; the " +
      "leveled total (base + plugs − credits), the package budget and variance, the low leveled bidder and the " +
      "live award. The ETag is the package's version.",
    permission: "bid.read",
    response: levelingDto,
  }),
  adjust: operation({
    method: "POST",
    path: `${path}/leveling`,
    summary: "Add one leveling adjustment (plug, credit or note) to a cell",
    description:
      "A new record with who and when; the bidder's submission is never changed. The newest record of a kind " +
      "for a cell is in force; a plug or credit of 0 clears it. Moves a package out to bid into leveling.",
    permission: "bid.write",
    body: adjustmentInput,
    ifMatch: "required",
    response: levelingDto,
  }),
  adjustMany: operation({
    method: "PUT",
    path: `${path}/leveling`,
    summary: "Add several leveling adjustments at once",
    permission: "bid.write",
    body: adjustmentsInput,
    response: levelingDto,
  }),
  award: operation({
    method: "POST",
    path: `${path}/award`,
    summary: "Award the package to a submitted bid",
    description:
      "The package's lines in the estimate take the bidder's leveled total as lump sums, spread in proportion " +
      "to their budget (cents by largest remainder, adding up to the bid exactly) and linked to the " +
      "submission; their previous values are kept with the award. A final estimate refuses with its lock " +
      "message. Mails the winner, and the other bidders who submitted when `regret_emails` is true.",
    permission: "bid.write",
    body: awardInput,
    ifMatch: "required",
    response: levelingDto,
  }),
  unaward: operation({
    method: "DELETE",
    path: `${path}/award`,
    summary: "Undo the package's award, restoring its lines' previous values exactly",
    permission: "bid.write",
    response: levelingDto,
  }),
  export: operation({
    method: "GET",
    path: `${path}/export`,
    summary: "Download the leveling sheet as XLSX (with formulas) or PDF",
    description: "A viewer may export.",
    permission: "bid.read",
    query: levelingExportQuery,
    produces: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  }),
};
