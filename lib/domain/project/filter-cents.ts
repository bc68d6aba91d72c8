// The $/GSF range of the record filters (filters.ts): the URL speaks dollars ("250.5"), the parsed filter
// integer cents (25050). At most 2 decimals, so the round trip is exact; and no more than the column it is
// compared with, cost_per_gsf_cents (bigint), holds (lib/domain/limits.ts) — a 400, never a database error.
import { z } from "zod";
import { fitsColumn, limitMessages, projectColumns } from "@/lib/domain/limits";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** `message` is the filters' own text for a malformed amount. */
export const dollarsParamToCents = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        const t = v.trim();
        if (!/^\d+(\.\d{1,2})?$|^\.\d{1,2}$/.test(t)) {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        const [whole = "0", frac = ""] = t.split(".");
        const cents = Number(whole || "0") * 100 + Number(frac.padEnd(2, "0") || "0");
        if (!fitsColumn(cents, projectColumns.cents)) {
          ctx.addIssue({ code: "custom", message: limitMessages.amountTooLarge });
          return z.NEVER;
        }
        return cents;
      }),
  );
