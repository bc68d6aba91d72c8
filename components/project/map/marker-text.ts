import { formatCpgShort } from "../format";

/** "Harbor Point Lofts · $245/GSF" — a marker's tooltip and accessible name. */
export function pointTitle(name: string, cpg: number | null): string {
  return cpg === null ? name : `${name} · ${formatCpgShort(cpg)}/GSF`;
}

/** "12 records · average $245/GSF — zoom in" */
export function clusterTitle(count: number, average: number | null): string {
  const avg = average === null ? "" : ` · average ${formatCpgShort(average)}/GSF`;
  return `${count.toLocaleString("en-US")} records${avg}`;
}
