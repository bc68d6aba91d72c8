"use client";

import { formatCpg, formatTotal } from "@/components/project/format";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useTemplatePreview } from "@/lib/client/estimate-templates";

/** A template's divisions with their totals and cost per GSF, its inputs and markups. */
export function TemplatePreview({ companyUid, uid }: { companyUid: string; uid: string | null }) {
  const preview = useTemplatePreview(companyUid, uid);
  if (!uid) {
    return (
      <div className="grid place-items-center rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
        Choose a template to see its divisions and totals per GSF.
      </div>
    );
  }
  if (preview.isPending) return <Skeleton className="h-64 w-full" />;
  if (preview.isError) return <p className="p-2 text-destructive text-sm">{errorMessage(preview.error)}</p>;
  const t = preview.data;
  const gsf = t.gsf ? `${t.gsf.toLocaleString("en-US")} GSF` : "No GSF set";
  return (
    <section
      className="grid content-start gap-3 rounded-md border p-3 text-sm"
      aria-label={`Preview of ${t.name}`}
      data-testid="template-preview"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium">{t.name}</h3>
        <span className="text-muted-foreground text-xs">
          {[t.building_type_name, gsf, `${t.line_count.toLocaleString("en-US")} lines`]
            .filter(Boolean)
            .join(" · ")}
        </span>
      </div>
      <div className="max-h-64 overflow-y-auto">
        <table className="w-full text-xs">
          <thead className="text-muted-foreground">
            <tr>
              <th className="py-1 text-left font-medium">Division</th>
              <th className="py-1 text-right font-medium">Total</th>
              <th className="py-1 text-right font-medium">$/GSF</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {t.divisions.map((d) => (
              <tr key={d.division} className="border-t">
                <td className="max-w-0 truncate py-1 pr-2">
                  {d.division || "—"} {d.name}
                </td>
                <td className="py-1 text-right">{formatTotal(d.total_cents)}</td>
                <td className="py-1 text-right">{formatCpg(d.per_gsf_cents)}</td>
              </tr>
            ))}
            {t.divisions.length === 0 && (
              <tr>
                <td colSpan={3} className="py-2 text-muted-foreground">
                  No lines yet.
                </td>
              </tr>
            )}
          </tbody>
          <tfoot className="font-medium tabular-nums">
            <tr className="border-t">
              <td className="py-1">Direct cost</td>
              <td className="py-1 text-right">{formatTotal(t.direct_cents)}</td>
              <td className="py-1 text-right">
                {formatCpg(t.gsf ? Math.round(t.direct_cents / t.gsf) : null)}
              </td>
            </tr>
            <tr>
              <td className="py-1">Total with {t.markups.length} markups</td>
              <td className="py-1 text-right" data-testid="template-total">
                {formatTotal(t.grand_total_cents)}
              </td>
              <td className="py-1 text-right">{formatCpg(t.cost_per_gsf_cents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {t.inputs.length > 0 && (
        <p className="text-muted-foreground text-xs">
          Inputs:{" "}
          {t.inputs
            .map((i) => `${i.name} ${i.value.toLocaleString("en-US")}${i.unit ? ` ${i.unit}` : ""}`)
            .join(", ")}
        </p>
      )}
    </section>
  );
}
