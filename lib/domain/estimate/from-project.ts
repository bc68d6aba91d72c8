// What a new estimate linked to a project takes from it, as the server writes it on save
// (lib/server/estimate/from-project.ts) and the new estimate form shows it before: the project's place as
// the estimate's location, and its latest record's metrics as inputs (the formula name, label and unit each
// metric becomes).

/** The project's place as an estimate's location: "City, ST", else its address. */
export const projectPlace = (p: { city: string | null; state: string | null; address: string | null }) =>
  p.city ? [p.city, p.state].filter(Boolean).join(", ") : p.address;

export type MetricInput = { name: string; label: string; unit: string | null };

const metricInputs: Record<string, MetricInput> = {
  gsf: { name: "GSF", label: "Gross square feet", unit: "SF" },
  nrsf: { name: "NRSF", label: "Net rentable area", unit: "SF" },
  units: { name: "UNITS", label: "Units", unit: "EA" },
  beds: { name: "BEDS", label: "Beds", unit: "EA" },
  keys: { name: "KEYS", label: "Keys", unit: "EA" },
  seats: { name: "SEATS", label: "Seats", unit: "EA" },
  stalls: { name: "STALLS", label: "Parking stalls", unit: "EA" },
};

/** The input a record metric becomes; another metric's key upper-cased, its words as the label. */
export const metricInput = (key: string): MetricInput =>
  metricInputs[key] ?? {
    name: key.toUpperCase(),
    label: key.charAt(0).toUpperCase() + key.slice(1).replaceAll("_", " "),
    unit: null,
  };

/** Whether a metric's name can be an input (a formula name). */
export const isInputName = (name: string) => /^[A-Z_][A-Z0-9_]*$/.test(name);
