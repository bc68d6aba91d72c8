// CSI MasterFormat 2018: six-digit codes `DD SS ss` (optionally `.nn`), the first pair being the division.
// Titles and groups as CSI publishes them; reserved divisions (15–20, 24, 29–30, 36–39, 47, 49) are left out.

export type MasterFormatGroup =
  | "Procurement and Contracting Requirements"
  | "General Requirements"
  | "Facility Construction"
  | "Facility Services"
  | "Site and Infrastructure"
  | "Process Equipment";

export type MasterFormatDivision = { division: string; title: string; group: MasterFormatGroup };

const titles: [string, string][] = [
  ["00", "Procurement and Contracting Requirements"],
  ["01", "General Requirements"],
  ["02", "Existing Conditions"],
  ["03", "Concrete"],
  ["04", "Masonry"],
  ["05", "Metals"],
  ["06", "Wood, Plastics, and Composites"],
  ["07", "Thermal and Moisture Protection"],
  ["08", "Openings"],
  ["09", "Finishes"],
  ["10", "Specialties"],
  ["11", "Equipment"],
  ["12", "Furnishings"],
  ["13", "Special Construction"],
  ["14", "Conveying Equipment"],
  ["21", "Fire Suppression"],
  ["22", "Plumbing"],
  ["23", "Heating, Ventilating, and Air Conditioning (HVAC)"],
  ["25", "Integrated Automation"],
  ["26", "Electrical"],
  ["27", "Communications"],
  ["28", "Electronic Safety and Security"],
  ["31", "Earthwork"],
  ["32", "Exterior Improvements"],
  ["33", "Utilities"],
  ["34", "Transportation"],
  ["35", "Waterway and Marine Construction"],
  ["40", "Process Interconnections"],
  ["41", "Material Processing and Handling Equipment"],
  ["42", "Process Heating, Cooling, and Drying Equipment"],
  ["43", "Process Gas and Liquid Handling, Purification, and Storage Equipment"],
  ["44", "Pollution and Waste Control Equipment"],
  ["45", "Industry-Specific Manufacturing Equipment"],
  ["46", "Water and Wastewater Equipment"],
  ["48", "Electrical Power Generation"],
];

function groupOf(division: number): MasterFormatGroup {
  if (division === 0) return "Procurement and Contracting Requirements";
  if (division === 1) return "General Requirements";
  if (division <= 19) return "Facility Construction";
  if (division <= 29) return "Facility Services";
  if (division <= 39) return "Site and Infrastructure";
  return "Process Equipment";
}

export const masterFormatDivisions: readonly MasterFormatDivision[] = titles.map(([division, title]) => ({
  division,
  title,
  group: groupOf(Number(division)),
}));

const byDivision = new Map(masterFormatDivisions.map((d) => [d.division, d]));

export function masterFormatDivision(division: string): MasterFormatDivision | undefined {
  return byDivision.get(division);
}

/**
 * "direct cost" is divisions 02–49; "total cost" adds 01 (the usual estimating convention: 01 is general
 * requirements).
 */
export function isDirectCostDivision(division: string): boolean {
  return /^\d{2}$/.test(division) && Number(division) >= 2;
}

export type ParsedMasterFormat =
  | { ok: true; code: string; division: string; level: 1 | 2 | 3 | 4 | 5 }
  | { ok: false; message: string };

/**
 * `03 30 00`, `033000`, `03-30-00`, `03.30.00`, `03 30` and `03` all read as `03 30 00`; a level-5 extension
 * keeps its dot (`09 21 16.23`). The division must be one MasterFormat 2018 uses.
 */
export function parseMasterFormatCode(text: string): ParsedMasterFormat {
  const trimmed = text.trim();
  const extension = /^(.*\d)\.(\d{2})$/.exec(trimmed);
  const extended = extension !== null && extension[1]!.replace(/[\s.-]/g, "").length === 6;
  const main = extended ? extension[1]! : trimmed;
  const suffix = extended ? extension[2]! : "";
  // Separated codes are pairs ("03 30 00"); an unseparated one is 2, 4 or 6 digits ("0330").
  const groups = main.split(/[\s.-]+/).filter(Boolean);
  const digits = groups.join("");
  const pairs = groups.length === 1 || groups.every((g) => /^\d{2}$/.test(g));
  if (!pairs || !/^\d+$/.test(digits) || ![2, 4, 6].includes(digits.length)) {
    return { ok: false, message: "Must be a MasterFormat code such as 03 30 00" };
  }
  const padded = digits.padEnd(6, "0");
  const division = padded.slice(0, 2);
  if (!byDivision.has(division)) {
    return { ok: false, message: `Division ${division} is not used in MasterFormat 2018` };
  }
  const [level2, level3] = [padded.slice(2, 4), padded.slice(4, 6)];
  const code = `${division} ${level2} ${level3}${suffix ? `.${suffix}` : ""}`;
  const level = suffix ? 5 : level3 !== "00" ? 4 : level2 === "00" ? 1 : level2[1] === "0" ? 2 : 3;
  return { ok: true, code, division, level };
}

/** The normalised code, or null when the text is not a MasterFormat 2018 code. */
export function normaliseMasterFormatCode(text: string): string | null {
  const parsed = parseMasterFormatCode(text);
  return parsed.ok ? parsed.code : null;
}

/** The division ("03") of a MasterFormat code in any accepted spelling, or null. */
export function divisionOfCode(text: string): string | null {
  const parsed = parseMasterFormatCode(text);
  return parsed.ok ? parsed.division : null;
}

/** A division's own code: "03" → "03 00 00". */
export const divisionCode = (division: string) => `${division} 00 00`;
