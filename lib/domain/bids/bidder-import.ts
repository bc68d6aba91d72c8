// A bidder list from CSV: one row per bidder (or per contact: rows of the same name add contacts), columns
// found by their header names. Each row is checked as the bidder form checks it; a name the directory has is
// an update (its trades and contacts grow), any other an add.
import { MAX_ROW_ERRORS, type RowError, readFlag } from "@/lib/domain/estimate/import/cells";
import type { ImportTable } from "@/lib/domain/project-import/table";
import { masterFormatDivisions } from "@/lib/domain/reference/masterformat";

const columns = {
  name: ["name", "bidder", "company", "bidder name", "company name", "subcontractor"],
  trades: ["trades", "trade", "divisions", "division"],
  service_area: ["service area", "area", "region"],
  notes: ["notes", "note"],
  prequalified: ["prequalified", "prequalification", "prequal"],
  contact_name: ["contact name", "contact"],
  contact_email: ["contact email", "email", "e-mail"],
  contact_phone: ["contact phone", "phone", "telephone"],
} as const;
type Column = keyof typeof columns;

export type BidderImportColumns = Partial<Record<Column, number>>;

/** Each known column's index by its header; the name column is required. */
export function bidderColumns(
  headers: string[],
): { ok: true; at: BidderImportColumns } | { ok: false; message: string } {
  const at: BidderImportColumns = {};
  headers.forEach((h, i) => {
    const key = h.trim().toLowerCase();
    for (const [column, names] of Object.entries(columns) as [Column, readonly string[]][]) {
      if (at[column] === undefined && names.includes(key)) at[column] = i;
    }
  });
  if (at.name === undefined) return { ok: false, message: 'The file needs a "Name" column' };
  return { ok: true, at };
}

const byTitle = new Map(masterFormatDivisions.map((d) => [d.title.toLowerCase(), d.division]));
const codes = new Set(masterFormatDivisions.map((d) => d.division));

/** "03", "3", "Div 03", "03 Concrete", "Concrete" → "03"; null when none. */
export function readTrade(text: string): string | null {
  const t = text.trim();
  const code = /^(?:div(?:ision)?\.?\s*)?(\d{1,2})\b/i.exec(t);
  if (code) {
    const c = code[1]!.padStart(2, "0");
    return codes.has(c) ? c : null;
  }
  return byTitle.get(t.toLowerCase()) ?? null;
}

export type PlannedBidder = {
  row: number;
  name: string;
  trades: string[];
  service_area: string | null;
  notes: string | null;
  prequalified: boolean;
  contacts: { name: string; email: string | null; phone: string | null }[];
  change: "add" | "update";
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The rows as bidders (merged by name) and every row's problems; `existing` holds the directory's names, lower-cased. */
export function planBidderRows(table: ImportTable, at: BidderImportColumns, existing: ReadonlySet<string>) {
  const errors: RowError[] = [];
  let errorCount = 0;
  const fail = (row: number, column: string, message: string) => {
    errorCount++;
    if (errors.length < MAX_ROW_ERRORS) errors.push({ row, column, message });
  };
  const byName = new Map<string, PlannedBidder>();
  for (const { row, cells } of table.rows) {
    const cell = (c: Column) => (at[c] === undefined ? "" : (cells[at[c]!] ?? "").trim());
    if (cells.every((c) => c.trim() === "")) continue;
    const name = cell("name");
    if (!name) {
      fail(row, "Name", "Required");
      continue;
    }
    if (name.length > 200) fail(row, "Name", "Must be at most 200 characters");
    const trades: string[] = [];
    for (const token of cell("trades").split(/[;,|]/)) {
      if (!token.trim()) continue;
      const trade = readTrade(token);
      if (trade) trades.push(trade);
      else
        fail(
          row,
          "Trades",
          `"${token.trim()}" is not a MasterFormat division (use codes such as 03 or titles such as Concrete)`,
        );
    }
    const flag = readFlag(cell("prequalified"));
    if (flag === null) fail(row, "Prequalified", "Must be yes or no");
    const area = cell("service_area");
    if (area.length > 500) fail(row, "Service Area", "Must be at most 500 characters");
    const notes = cell("notes");
    if (notes.length > 5000) fail(row, "Notes", "Must be at most 5000 characters");
    const contactName = cell("contact_name");
    const email = cell("contact_email");
    const phone = cell("contact_phone");
    if (email && !emailPattern.test(email)) fail(row, "Contact Email", "Must be an email address");
    if (phone.length > 50) fail(row, "Contact Phone", "Must be at most 50 characters");
    const key = name.toLowerCase();
    const planned: PlannedBidder = byName.get(key) ?? {
      row,
      name,
      trades: [],
      service_area: null,
      notes: null,
      prequalified: false,
      contacts: [],
      change: existing.has(key) ? "update" : "add",
    };
    planned.trades = [...new Set([...planned.trades, ...trades])].sort();
    planned.service_area ??= area || null;
    planned.notes ??= notes || null;
    planned.prequalified ||= flag === true;
    if (contactName || email || phone) {
      if (!contactName && !email) fail(row, "Contact Name", "Give the contact's name or email");
      planned.contacts.push({ name: contactName || email, email: email || null, phone: phone || null });
    }
    if (planned.contacts.length > 50) fail(row, "Contact Name", "At most 50 contacts per bidder");
    byName.set(key, planned);
  }
  return { bidders: [...byName.values()], errors, error_count: errorCount };
}
