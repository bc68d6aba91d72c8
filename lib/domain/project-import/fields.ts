// The fields a project import can fill, the export's column names (the same names, so an export maps itself
// on re-import), and the guess from a file's headers. A column maps to a field, to a metric
// (`metric:parking_ratio`), to a cost code whose amounts sit in that column (`cost:03`), or to nothing ("").

export type ImportFieldGroup = "project" | "record" | "cost";
export type ImportField = { key: string; label: string; group: ImportFieldGroup; aliases: string[] };

const f = (key: string, label: string, group: ImportFieldGroup, aliases: string[] = []): ImportField => ({
  key,
  label,
  group,
  aliases,
});

/** In export column order. */
export const importFields: readonly ImportField[] = [
  f("project_ref", "Project reference", "project", ["project_id", "project_uid", "job_id"]),
  f("project_name", "Project name", "project", ["project", "name", "job", "job_name", "project_title"]),
  f("project_number", "Project number", "project", [
    "number",
    "job_number",
    "job_no",
    "project_no",
    "project_#",
    "job_#",
  ]),
  f("client", "Client", "project", ["owner", "customer"]),
  f("architect", "Architect", "project", ["designer", "architect_of_record"]),
  f("address", "Address", "project", ["street", "street_address", "address_1", "address1"]),
  f("city", "City", "project", ["town"]),
  f("state", "State", "project", ["st", "state_code", "province"]),
  f("zip", "ZIP code", "project", ["zip_code", "zipcode", "postal_code", "postcode"]),
  f("metro", "Metro", "project", ["msa", "metro_area", "market"]),
  f("latitude", "Latitude", "project", ["lat"]),
  f("longitude", "Longitude", "project", ["lng", "lon", "long"]),
  f("building_type", "Building type", "project", [
    "type",
    "project_type",
    "asset_type",
    "use",
    "building_use",
  ]),
  f("construction_type", "Construction type", "project", ["ibc_type", "const_type", "ibc_construction_type"]),
  f("work_type", "Work type", "project", ["new_renovation", "scope_type"]),
  f("delivery_method", "Delivery method", "project", ["delivery", "contract_type", "procurement_method"]),
  f("stories", "Stories", "project", ["floors", "levels", "storeys", "number_of_stories"]),
  f("project_tags", "Project tags", "project", ["tags"]),
  f("project_notes", "Project notes", "project", ["notes", "comments"]),
  f("record_ref", "Record reference", "record", ["record_id", "record_uid", "estimate_id"]),
  f("stage", "Stage", "record", ["phase", "estimate_stage", "record_stage", "estimate_type"]),
  f("classification", "Classification", "record", ["cost_code_system", "code_system"]),
  f("bid_date", "Bid date", "record", ["bid"]),
  f("start_date", "Start date", "record", ["start", "construction_start", "ntp", "ntp_date"]),
  f("completion_date", "Completion date", "record", [
    "completion",
    "finish",
    "substantial_completion",
    "end_date",
  ]),
  f("cost_basis_date", "Cost basis date", "record", [
    "cost_date",
    "basis_date",
    "pricing_date",
    "estimate_date",
    "date",
  ]),
  f("gsf", "GSF", "record", [
    "gross_sf",
    "gross_square_feet",
    "gross_area",
    "sf",
    "square_feet",
    "area",
    "size",
  ]),
  f("nrsf", "NRSF", "record", ["rsf", "net_rentable", "net_sf", "net_rentable_sf"]),
  f("units", "Units", "record", ["unit_count", "dwelling_units", "apartments"]),
  f("beds", "Beds", "record", ["bed_count", "beds_count"]),
  f("keys", "Keys", "record", ["rooms", "hotel_rooms", "guest_rooms"]),
  f("seats", "Seats", "record", ["seat_count"]),
  f("stalls", "Stalls", "record", ["parking_stalls", "parking_spaces", "spaces"]),
  f("record_tags", "Record tags", "record", []),
  f("record_notes", "Record notes", "record", []),
  f("record_total", "Record total ($)", "record", ["total", "total_cost", "contract_value", "total_amount"]),
  f("cost_code", "Cost code", "cost", ["code", "csi", "csi_code", "account", "cost_code_number", "division"]),
  f("cost_description", "Cost description", "cost", ["description", "line_description", "cost_item"]),
  f("amount", "Amount ($)", "cost", ["cost_amount", "line_amount", "value", "line_total"]),
];

export const importFieldByKey: ReadonlyMap<string, ImportField> = new Map(
  importFields.map((x) => [x.key, x]),
);

/** The standard metrics that have their own column; other metric names map as `metric:<name>`. */
export const metricFieldKeys = ["gsf", "nrsf", "units", "beds", "keys", "seats", "stalls"] as const;

/** Headers compare lower-case with runs of spaces, dashes, dots and slashes as one underscore. */
export function normaliseHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s\-./]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

const byAlias = new Map<string, string>();
for (const field of importFields) {
  for (const name of [field.key, ...field.aliases]) {
    const key = normaliseHeader(name);
    if (!byAlias.has(key)) byAlias.set(key, field.key);
  }
}

// "03 Concrete", "Div 03 - Concrete", "Division 9", "B20 Exterior enclosure", "03 30 00 Cast-in-place".
const costColumnPattern =
  /^(?:div(?:ision)?\.?\s*)?(\d{1,2}(?:[\s.-]?\d{2}){0,2}|[A-Ga-g]\d{2}(?:\d{2})?)(?:\s*[-–:]?\s+(.+))?$/i;

/** A header that names a cost code: its code text and the label after it. */
export function costColumn(header: string): { code: string; label: string } | null {
  const m = costColumnPattern.exec(header.trim());
  if (!m) return null;
  const code = /^\d$/.test(m[1]!) ? `0${m[1]}` : m[1]!.toUpperCase();
  return { code, label: (m[2] ?? "").trim() };
}

export type ColumnTarget = string;

/** What a target means: a field key, a metric name, or a cost code whose amounts fill the column. */
export function parseTarget(
  target: string,
): { kind: "field"; key: string } | { kind: "metric"; name: string } | { kind: "cost"; code: string } | null {
  if (target === "") return null;
  if (target.startsWith("metric:")) return { kind: "metric", name: target.slice(7) };
  if (target.startsWith("cost:")) return { kind: "cost", code: target.slice(5) };
  return importFieldByKey.has(target) ? { kind: "field", key: target } : null;
}

/** A readable name of a target for messages and the mapping step. */
export function targetLabel(target: string): string {
  const parsed = parseTarget(target);
  if (!parsed) return "Ignored";
  if (parsed.kind === "metric") return parsed.name;
  if (parsed.kind === "cost") return `Cost ${parsed.code}`;
  return importFieldByKey.get(parsed.key)!.label;
}

/**
 * The guess for each header, in order: a field by name or alias, `metric:x` headers, then cost-code headers
 * ("03 Concrete"). A field is taken by the first header that matches it; later duplicates are ignored ("").
 */
export function guessColumns(headers: readonly string[]): Record<string, ColumnTarget> {
  const out: Record<string, ColumnTarget> = {};
  const taken = new Set<string>();
  for (const header of headers) {
    if (header in out) continue;
    const norm = normaliseHeader(header);
    let target = "";
    const field = byAlias.get(norm);
    if (field) target = field;
    else if (/^metric:[a-z][a-z0-9_]{0,29}$/.test(header.trim())) target = header.trim();
    else {
      const cost = costColumn(header);
      if (cost) target = `cost:${cost.code}`;
    }
    if (target && taken.has(target)) target = "";
    if (target) taken.add(target);
    out[header] = target;
  }
  return out;
}
