// The 1995 16-division MasterFormat that old cost data uses, and where its work went in MasterFormat 2018.
// Whole divisions map to a primary 2018 division (and the others it was split into); five-digit section
// ranges refine the split where the 2004 reorganisation moved work (site work, mechanical, electrical).

export type LegacyDivision = { division: string; title: string; primary: string; splitInto: string[] };

export const legacyDivisions: readonly LegacyDivision[] = [
  { division: "01", title: "General Requirements", primary: "01", splitInto: ["01"] },
  { division: "02", title: "Site Construction", primary: "31", splitInto: ["02", "31", "32", "33"] },
  { division: "03", title: "Concrete", primary: "03", splitInto: ["03"] },
  { division: "04", title: "Masonry", primary: "04", splitInto: ["04"] },
  { division: "05", title: "Metals", primary: "05", splitInto: ["05"] },
  { division: "06", title: "Wood and Plastics", primary: "06", splitInto: ["06"] },
  { division: "07", title: "Thermal and Moisture Protection", primary: "07", splitInto: ["07"] },
  { division: "08", title: "Doors and Windows", primary: "08", splitInto: ["08"] },
  { division: "09", title: "Finishes", primary: "09", splitInto: ["09"] },
  { division: "10", title: "Specialties", primary: "10", splitInto: ["10"] },
  { division: "11", title: "Equipment", primary: "11", splitInto: ["11"] },
  { division: "12", title: "Furnishings", primary: "12", splitInto: ["12"] },
  { division: "13", title: "Special Construction", primary: "13", splitInto: ["13", "21", "25", "28"] },
  { division: "14", title: "Conveying Systems", primary: "14", splitInto: ["14"] },
  { division: "15", title: "Mechanical", primary: "23", splitInto: ["21", "22", "23"] },
  { division: "16", title: "Electrical", primary: "26", splitInto: ["26", "27", "28"] },
];

// [first section, last section, 2018 division]: the 1995 broadscope ranges that moved out of their division.
const sectionRanges: [number, number, string][] = [
  [2050, 2099, "02"], // basic site materials and methods
  [2100, 2199, "02"], // site remediation
  [2200, 2299, "31"], // site preparation, earthwork (demolition 02220 is handled below)
  [2220, 2229, "02"], // site demolition → 02 41 00
  [2300, 2499, "31"], // earthwork, tunnelling
  [2500, 2699, "33"], // utility services, drainage and containment
  [2700, 2999, "32"], // bases, pavements, site improvements, planting
  [13700, 13799, "28"], // security access and surveillance
  [13800, 13849, "25"], // building automation and control
  [13850, 13899, "28"], // detection and alarm
  [13900, 13999, "21"], // fire suppression
  [15050, 15099, "23"], // basic mechanical materials and methods
  [15100, 15199, "22"], // building services piping
  [15200, 15299, "23"], // process piping
  [15300, 15399, "21"], // fire protection piping
  [15400, 15499, "22"], // plumbing fixtures and equipment
  [15500, 15999, "23"], // heat generation, refrigeration, HVAC, air distribution, controls
  [16050, 16699, "26"], // wiring, power, distribution, lighting
  [16700, 16799, "27"], // communications
  [16720, 16729, "28"], // alarm and detection (1988 numbering)
  [16800, 16899, "27"], // sound and video
];

const byDivision = new Map(legacyDivisions.map((d) => [d.division, d]));

export type LegacyMapping = { division: string; legacyDivision: string; exact: boolean };

/**
 * `15400`, `15 400`, `15` → the MasterFormat 2018 division the work lives in now. `exact` is false when only
 * the legacy division was known and the work may belong to one of its other 2018 divisions.
 */
export function mapLegacyCode(text: string): LegacyMapping | null {
  const digits = text.trim().replace(/[\s.-]/g, "");
  if (!/^\d{2}(\d{3})?$/.test(digits)) return null;
  const legacy = byDivision.get(digits.slice(0, 2));
  if (!legacy) return null;
  if (digits.length === 2) {
    return {
      division: legacy.primary,
      legacyDivision: legacy.division,
      exact: legacy.splitInto.length === 1,
    };
  }
  const section = Number(digits);
  // The narrowest range wins, so 16720 (alarm) beats 16700–16799 (communications).
  const hits = sectionRanges.filter(([from, to]) => section >= from && section <= to);
  hits.sort((a, b) => a[1] - a[0] - (b[1] - b[0]));
  const hit = hits[0];
  if (hit) return { division: hit[2], legacyDivision: legacy.division, exact: true };
  return { division: legacy.primary, legacyDivision: legacy.division, exact: legacy.splitInto.length === 1 };
}
