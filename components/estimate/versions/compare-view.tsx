"use client";

// /estimate/compare?left=…&right=…: two estimates or versions side by side — totals, divisions, markups and
// lines with what changed, deltas to the cent; "Changes only" hides what did not change; CSV export.
import { Download } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/api";
import { type CompareDto, compareParams, useCompare } from "@/lib/client/estimate-versions";
import { useCompany } from "@/lib/client/session";
import { formatCurrency } from "@/lib/domain/money-format";
import { costDivisionLabel } from "@/lib/domain/project/record";

/** The DOM keeps this many lines; the CSV has them all. */
const shownLines = 500;

const money = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? "—" : formatCurrency(cents, { cents: true });
const delta = (cents: number) => (cents > 0 ? `+${money(cents)}` : cents < 0 ? money(cents) : "—");
const deltaClass = (cents: number) =>
  cents > 0
    ? "text-amber-700 dark:text-amber-400"
    : cents < 0
      ? "text-emerald-700 dark:text-emerald-400"
      : "";
const qty = (n: number | null | undefined) =>
  n === null || n === undefined ? "—" : n.toLocaleString("en-US", { maximumFractionDigits: 5 });

const statusVariant = {
  added: "default",
  removed: "destructive",
  changed: "secondary",
  unchanged: "outline",
} as const;

function StatusBadge({ status }: { status: keyof typeof statusVariant }) {
  return <Badge variant={statusVariant[status]}>{status}</Badge>;
}

function Totals({ c }: { c: CompareDto }) {
  const rows = [
    ["Direct cost", c.left.direct_cents, c.right.direct_cents, c.summary.direct_delta_cents],
    ["Markups", c.left.markups_cents, c.right.markups_cents, c.summary.markups_delta_cents],
    ["Grand total", c.left.grand_total_cents, c.right.grand_total_cents, c.summary.grand_total_delta_cents],
  ] as const;
  return (
    <div className="grid gap-3 sm:grid-cols-3" data-testid="compare-totals">
      {rows.map(([label, l, r, d]) => (
        <div key={label} className="rounded-lg border p-3">
          <p className="text-muted-foreground text-xs">{label}</p>
          <p className="font-semibold text-lg tabular-nums">{money(r)}</p>
          <p className="text-muted-foreground text-xs tabular-nums">
            was {money(l)} · <span className={deltaClass(d)}>{delta(d)}</span>
          </p>
        </div>
      ))}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid min-w-0 gap-2">
      <h2 className="font-semibold">{title}</h2>
      <div className="min-w-0 rounded-lg border">{children}</div>
    </section>
  );
}

export function CompareView() {
  const company = useCompany();
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const left = search.get("left") ?? "";
  const right = search.get("right") ?? "";
  // Held here (the box answers at once) and kept in the URL, so a reload or a shared link keeps it.
  const [changesOnly, setChangesOnlyState] = useState(search.get("changes_only") === "1");
  const query = useCompare(company.uid, left, right, changesOnly);
  const setChangesOnly = (on: boolean) => {
    setChangesOnlyState(on);
    router.replace(`${pathname}?${compareParams(left, right, on)}`, { scroll: false });
  };

  if (!left || !right) {
    return (
      <p className="text-muted-foreground">
        Pick two versions to compare from an estimate's <strong>Versions</strong>.
      </p>
    );
  }
  if (query.error) {
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(query.error)}
      </p>
    );
  }
  const c = query.data;
  return (
    <div className="grid min-w-0 gap-6" data-testid="compare-view">
      <header className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="font-semibold text-xl">Compare</h1>
          {c ? (
            <p className="text-muted-foreground text-sm">
              <Link href={`/estimate/${c.left.estimate_uid}`} className="underline">
                {c.left.name}
              </Link>{" "}
              →{" "}
              <Link href={`/estimate/${c.right.estimate_uid}`} className="underline">
                {c.right.name}
              </Link>
            </p>
          ) : null}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={changesOnly}
            onChange={(e) => setChangesOnly(e.target.checked)}
            data-testid="changes-only"
          />
          Changes only
        </label>
        <a
          href={`/api/v1/estimate/compare/export?${compareParams(left, right, changesOnly)}`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
          data-testid="compare-csv"
        >
          <Download /> CSV
        </a>
      </header>
      {!c ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <>
          <Totals c={c} />
          <p className="text-muted-foreground text-sm" data-testid="compare-summary">
            {c.summary.added} added · {c.summary.removed} removed · {c.summary.changed} changed ·{" "}
            {c.summary.unchanged} unchanged
          </p>
          <Section title="Divisions">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Division</TableHead>
                  <TableHead>Change</TableHead>
                  <TableHead numeric>Before</TableHead>
                  <TableHead numeric>After</TableHead>
                  <TableHead numeric>Δ</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {c.divisions.map((d) => (
                  <TableRow key={d.division}>
                    <TableCell className="max-w-56 truncate">
                      {costDivisionLabel(d.division) || "—"}
                    </TableCell>
                    <TableCell>
                      <StatusBadge status={d.status} />
                    </TableCell>
                    <TableCell numeric>{money(d.left_cents)}</TableCell>
                    <TableCell numeric>{money(d.right_cents)}</TableCell>
                    <TableCell numeric className={deltaClass(d.delta_cents)}>
                      {delta(d.delta_cents)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Section>
          {c.markups.length ? (
            <Section title="Markups">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Markup</TableHead>
                    <TableHead>Change</TableHead>
                    <TableHead numeric>Before</TableHead>
                    <TableHead numeric>After</TableHead>
                    <TableHead numeric>Δ</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {c.markups.map((m) => (
                    <TableRow key={m.name}>
                      <TableCell>
                        {m.name}
                        {m.left_percent !== m.right_percent &&
                        m.left_percent !== null &&
                        m.right_percent !== null
                          ? ` (${m.left_percent}% → ${m.right_percent}%)`
                          : ""}
                      </TableCell>
                      <TableCell>
                        <StatusBadge status={m.status} />
                      </TableCell>
                      <TableCell numeric>{money(m.left_cents)}</TableCell>
                      <TableCell numeric>{money(m.right_cents)}</TableCell>
                      <TableCell numeric className={deltaClass(m.delta_cents)}>
                        {delta(m.delta_cents)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Section>
          ) : null}
          <Section title="Lines">
            <Table data-testid="compare-lines">
              <TableHeader>
                <TableRow>
                  <TableHead>Code</TableHead>
                  <TableHead>Description</TableHead>
                  <TableHead>Change</TableHead>
                  <TableHead numeric>Quantity</TableHead>
                  <TableHead numeric>Unit cost</TableHead>
                  <TableHead numeric>Total</TableHead>
                  <TableHead numeric>Δ</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {c.lines.slice(0, shownLines).map((l, i) => (
                  <TableRow key={`${l.cost_code}-${i}`} data-status={l.status}>
                    <TableCell className="font-mono text-xs">{l.cost_code}</TableCell>
                    <TableCell className="max-w-64 truncate">{l.description ?? ""}</TableCell>
                    <TableCell>
                      <StatusBadge status={l.status} />
                    </TableCell>
                    <TableCell numeric>
                      {l.changed.includes("quantity") ? `${qty(l.left?.quantity)} → ` : ""}
                      {qty((l.right ?? l.left)?.quantity)}
                    </TableCell>
                    <TableCell numeric>
                      {l.changed.includes("unit_cost") ? `${money(l.left?.unit_cost_cents)} → ` : ""}
                      {money((l.right ?? l.left)?.unit_cost_cents)}
                    </TableCell>
                    <TableCell numeric>{money((l.right ?? l.left)?.total_cents)}</TableCell>
                    <TableCell numeric className={deltaClass(l.total_delta_cents)}>
                      {delta(l.total_delta_cents)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {c.lines.length > shownLines ? (
              <p className="p-3 text-muted-foreground text-sm">
                The first {shownLines} of {c.lines.length} lines; the CSV has them all.
              </p>
            ) : null}
          </Section>
        </>
      )}
    </div>
  );
}
