// The estimate's facts an export's cover and summary name: title, project, client, stage, dates, the view.
import type { ExportData } from "./data";

export interface CoverFacts {
  title: string;
  /** [label, value] pairs, only those with a value. */
  lines: [string, string][];
  stage: string;
  date: string;
}

const stageLabels: Record<string, string> = {
  conceptual: "Conceptual",
  sd: "Schematic design (SD)",
  dd: "Design development (DD)",
  cd: "Construction documents (CD)",
  bid: "Bid",
};

export function coverFacts(data: ExportData, today = new Date()): CoverFacts {
  const e = data.estimate;
  const date = today.toISOString().slice(0, 10);
  const stage = stageLabels[e.designStage] ?? e.designStage;
  const place = [e.location, e.metro, e.state].filter(Boolean).join(", ");
  const pairs: [string, string | null | undefined][] = [
    ["Project", data.projectName],
    ["Estimate no.", e.number],
    ["Client", e.client],
    ["Location", place],
    ["Building type", e.buildingTypeName],
    ["Design stage", stage],
    ["Status", e.status.replace("_", " ")],
    ["Pricing date", e.pricingDate],
    ["Date", date],
    ["View", data.viewName],
  ];
  return {
    title: e.name,
    lines: pairs.filter((p): p is [string, string] => !!p[1]),
    stage,
    date,
  };
}
