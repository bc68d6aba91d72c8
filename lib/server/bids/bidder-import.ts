import "server-only";
// POST /bidder/import: a CSV bidder list previewed with every row's problems, or applied in one transaction
// (all rows or none). A name the directory has gains the row's trades and contacts (by email).
import { and, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { BidderImportDto } from "@/lib/contract/bidder";
import { bidderColumns, planBidderRows } from "@/lib/domain/bids/bidder-import";
import { rowErrorsBody } from "@/lib/domain/estimate/import/cells";
import { writeAudit } from "../audit";
import { ValidationError } from "../errors";
import { readImportTable } from "../estimate/import-inputs";
import type { ImportFile } from "../project/import-file";
import type { Scope } from "../scope";
import { insertBidder } from "./bidders";

const { bidders, bidderContacts } = schema;

export async function importBidders(
  scope: Scope,
  file: ImportFile,
  mode: "preview" | "apply",
): Promise<BidderImportDto> {
  const table = await readImportTable(file);
  const columns = bidderColumns(table.headers);
  if (!columns.ok) throw new ValidationError({ file: columns.message }, columns.message);
  const existingRows = await db()
    .select({ uid: bidders.uid, name: bidders.name, trades: bidders.trades })
    .from(bidders)
    .where(eq(bidders.companyUid, scope.company.uid));
  const existing = new Map(existingRows.map((r) => [r.name.toLowerCase(), r]));
  const plan = planBidderRows(table, columns.at, new Set(existing.keys()));
  const answer: BidderImportDto = {
    mode,
    changes: plan.bidders.map((b) => ({
      row: b.row,
      name: b.name,
      change: b.change,
      trades: b.trades,
      contacts: b.contacts.length,
    })),
    errors: plan.errors,
    error_count: plan.error_count,
  };
  if (mode === "preview") return answer;
  if (plan.error_count) {
    const { fields, message } = rowErrorsBody(plan.errors, plan.error_count);
    throw new ValidationError(fields, message);
  }
  await db().transaction(async (tx) => {
    for (const b of plan.bidders) {
      const found = existing.get(b.name.toLowerCase());
      if (!found) {
        await insertBidder(tx, scope, { ...b });
        continue;
      }
      const known = await tx
        .select({ email: bidderContacts.email, position: bidderContacts.position })
        .from(bidderContacts)
        .where(eq(bidderContacts.bidderUid, found.uid));
      const emails = new Set(known.map((k) => k.email?.toLowerCase()).filter(Boolean));
      const fresh = b.contacts.filter((c) => !c.email || !emails.has(c.email.toLowerCase()));
      const start = known.reduce((m, k) => Math.max(m, k.position + 1), 0);
      if (fresh.length) {
        await tx.insert(bidderContacts).values(
          fresh.map((c, i) => ({
            companyUid: scope.company.uid,
            bidderUid: found.uid,
            position: start + i,
            ...c,
          })),
        );
      }
      await tx
        .update(bidders)
        .set({
          trades: [...new Set([...found.trades, ...b.trades])].sort(),
          ...(b.prequalified ? { prequalified: true } : {}),
          updatedBy: scope.user.uid,
          version: sql`${bidders.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(bidders.uid, found.uid), eq(bidders.companyUid, scope.company.uid)));
    }
    await writeAudit(tx, scope, {
      action: "bidder.imported",
      targetType: "bidder",
      data: {
        file: file.name,
        added: plan.bidders.filter((b) => b.change === "add").length,
        updated: plan.bidders.filter((b) => b.change === "update").length,
      },
    });
  });
  return answer;
}
