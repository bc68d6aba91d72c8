// The company's default markup stack, copied into every new blank estimate. Kept in
// companies.settings.markup_default = { markups, version } with its own version, so editing it never makes the
// company's settings form stale (and the other way round).
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { type DbOrTx, db, schema } from "@/db";
import type { MarkupDefaultDto, markupsInput } from "@/lib/contract/estimate";
import type { Markup } from "@/lib/domain/estimate/markups";
import { writeAudit } from "../audit";
import { PreconditionFailedError } from "../errors";
import type { Scope } from "../scope";
import { checkMarkups } from "./core";

const { companies } = schema;

function fromSettings(settings: Record<string, unknown> | null | undefined): MarkupDefaultDto {
  const stored = settings?.markup_default as Partial<MarkupDefaultDto> | undefined;
  return {
    markups: Array.isArray(stored?.markups) ? (stored.markups as Markup[]) : [],
    version: typeof stored?.version === "number" ? stored.version : 1,
  };
}

export async function companyMarkupDefault(tx: DbOrTx, scope: Scope): Promise<MarkupDefaultDto> {
  const [row] = await tx
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.uid, scope.company.uid));
  return fromSettings(row?.settings);
}

export function getMarkupDefault(scope: Scope) {
  return companyMarkupDefault(db(), scope);
}

export async function replaceMarkupDefault(
  scope: Scope,
  body: z.output<typeof markupsInput>,
  ifMatch?: number,
): Promise<MarkupDefaultDto> {
  const markups = body.markups as Markup[];
  checkMarkups(markups);
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select({ settings: companies.settings })
      .from(companies)
      .where(eq(companies.uid, scope.company.uid))
      .for("update");
    const current = fromSettings(row?.settings);
    if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
    const next: MarkupDefaultDto = { markups, version: current.version + 1 };
    await tx
      .update(companies)
      .set({
        settings: sql`jsonb_set(coalesce(${companies.settings}, '{}'::jsonb), '{markup_default}', ${JSON.stringify(next)}::jsonb)`,
      })
      .where(eq(companies.uid, scope.company.uid));
    await writeAudit(tx, scope, {
      action: "company.markup_default.replaced",
      targetType: "company",
      targetUid: scope.company.uid,
      data: { markups: markups.length },
    });
    return next;
  });
}
