// The enumerations of the project database and their labels; the API's shapes built on them are
// lib/contract/project.ts and lib/contract/project-record.ts.

export type ConstructionType = "I-A" | "I-B" | "II-A" | "II-B" | "III-A" | "III-B" | "IV" | "V-A" | "V-B";
export const constructionTypes: readonly ConstructionType[] = [
  "I-A",
  "I-B",
  "II-A",
  "II-B",
  "III-A",
  "III-B",
  "IV",
  "V-A",
  "V-B",
];
export type WorkType = "new" | "renovation" | "addition";
export const workTypes: readonly WorkType[] = ["new", "renovation", "addition"];
export const workTypeLabels: Record<WorkType, string> = {
  new: "New construction",
  renovation: "Renovation",
  addition: "Addition",
};
export type DeliveryMethod = "design-bid-build" | "cm-at-risk" | "design-build" | "ipd" | "other";
export const deliveryMethods: readonly DeliveryMethod[] = [
  "design-bid-build",
  "cm-at-risk",
  "design-build",
  "ipd",
  "other",
];
export const deliveryMethodLabels: Record<DeliveryMethod, string> = {
  "design-bid-build": "Design-bid-build",
  "cm-at-risk": "CM at risk",
  "design-build": "Design-build",
  ipd: "Integrated project delivery",
  other: "Other",
};

export type RecordClassification = "masterformat" | "uniformat";
export const recordClassifications: readonly RecordClassification[] = ["masterformat", "uniformat"];

/** Building metrics a record may carry; values are numbers up to 5 decimals. */
export const recordMetrics = ["gsf", "nrsf", "units", "beds", "keys", "seats", "stalls"] as const;
export type RecordMetric = (typeof recordMetrics)[number];
export const recordMetricLabels: Record<RecordMetric, string> = {
  gsf: "GSF",
  nrsf: "NRSF",
  units: "Units",
  beds: "Beds",
  keys: "Keys",
  seats: "Seats",
  stalls: "Stalls",
};
/** Other metric names are allowed; they show as typed. */
export type RecordMetrics = Partial<Record<RecordMetric, number>> & Record<string, number>;
