// Pure data for the demo projects (lib/seed/projects.ts): typical division shares per kind of building,
// the building-type profiles ($/GSF, size, stories, names, clients) and the fictional names, firms and streets
// the generator picks from. The tables live in projects-data.json (every name and firm is made up); this file
// gives them their types.
import data from "./projects-data.json";

export type Split = Record<string, number>;
export const splits: Record<string, Split> = data.splits;

export type Profile = {
  key: string;
  /** National-average 2024 $/GSF. */
  cpg: number;
  gsf: [number, number];
  stories: [number, number];
  construction: string[];
  split: keyof typeof splits;
  /** metric → GSF per unit of it. */
  metrics?: Record<string, number>;
  names: string[];
  clients: string[];
  weight: number;
  work?: "renovation";
};

export const profiles = data.profiles as Profile[];
export const stems: string[] = data.stems;
export const architects: string[] = data.architects;
export const streets: string[] = data.streets;
export const suffixes: string[] = data.suffixes;
export const extraTags: string[] = data.extraTags;
export const deliveries: string[] = data.deliveries;
