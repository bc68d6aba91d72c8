import { eq, sql } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { type Metro, metros } from "@/lib/domain/geo/zip-centroids";
import type { ImportedProject, ImportedRecord } from "@/lib/domain/project-import/plan";
import { masterFormatDivision } from "@/lib/domain/reference/masterformat";
import { sampleIndexPoints, sampleLocationIndexes } from "@/lib/domain/reference/samples";
import { writePlan } from "@/lib/server/project/import";
import { prng, type Rng } from "./prng";
import {
  architects,
  deliveries,
  extraTags,
  type Profile,
  profiles,
  type Split,
  splits,
  stems,
  streets,
  suffixes,
} from "./projects-data";

// Demo projects: Acme gets ~150 plausible jobs across the sample metros and building types, Birch a
// few in the Pacific Northwest. A fixed seed makes every run produce the same numbers: $/GSF from a national
// 2024 base per building type × the sample location index × the sample cost index at the record's date ×
// a quality spread; division splits from typical shares, allocated so the lines sum to the total to the
// cent. Written with the import's bulk writer (one statement per table), so a cold start stays fast.
// Idempotent: a company that has any project is left alone. All names and firms are fictional.

const locationValue = new Map(
  sampleLocationIndexes.filter((l) => l.kind === "metro").map((l) => [l.key, l.value]),
);
const indexAt = new Map(sampleIndexPoints().map((p) => [p.period.slice(0, 7), p.value]));
const mid2024 = indexAt.get("2024-06")!;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addMonths = (d: Date, months: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate()));
const lastSeedDate = new Date(Date.UTC(2026, 8, 30));

/** Splits `total` cents over weights so the parts sum exactly (largest remainders get the odd cents). */
export function allocateCents(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const raw = weights.map((w) => (total * w) / sum);
  const parts = raw.map(Math.floor);
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k]![1]]! += 1;
  return parts;
}

function costLines(rng: Rng, total: number, split: Split) {
  const divisions = Object.keys(split);
  const weights = divisions.map((d) => split[d]! * rng.between(0.8, 1.2));
  const amounts = allocateCents(total, weights);
  return divisions.map((d, i) => ({
    cost_code: `${d} 00 00`,
    description: masterFormatDivision(d)?.title ?? null,
    amount_cents: amounts[i]!,
  }));
}

function fill(template: string, values: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "");
}

function pickProfile(rng: Rng): Profile {
  const total = profiles.reduce((s, p) => s + p.weight, 0);
  let x = rng.next() * total;
  for (const p of profiles) {
    x -= p.weight;
    if (x <= 0) return p;
  }
  return profiles[0]!;
}

type Job = { profile: Profile; metro: Metro; gsf: number; metrics: Record<string, number>; quality: number };

function jobSize(rng: Rng, profile: Profile) {
  const gsf = Math.round(rng.between(...profile.gsf) / 100) * 100;
  const metrics: Record<string, number> = { gsf };
  for (const [metric, per] of Object.entries(profile.metrics ?? {})) {
    metrics[metric] = Math.max(1, Math.round((gsf / per) * rng.between(0.9, 1.1)));
  }
  if (metrics.units) metrics.nrsf = Math.round(gsf * rng.between(0.78, 0.86));
  return { gsf, metrics };
}

const stageRuns: ImportedRecord["stage"][][] = [
  ["bid"],
  ["gmp"],
  ["final"],
  ["conceptual", "final"],
  ["bid", "final"],
  ["conceptual", "gmp", "final"],
  ["conceptual", "bid"],
];

/** The job's estimates over time: each stage's date follows the job, its level drifts from the one before. */
function jobRecords(rng: Rng, index: number, start: Date, job: Job): ImportedRecord[] {
  const location = (locationValue.get(job.metro.key) ?? 100) / 100;
  const stages = rng.pick(stageRuns);
  const records: ImportedRecord[] = [];
  let date = start;
  let level = 1;
  const bidDate = addMonths(start, stages[0] === "conceptual" ? rng.int(4, 9) : 0);
  const buildMonths = Math.round(8 + Math.sqrt(job.gsf / 1000) * rng.between(0.8, 1.3));
  for (const [i, stage] of stages.entries()) {
    if (i > 0) {
      date = stage === "final" ? addMonths(bidDate, buildMonths + rng.int(1, 4)) : bidDate;
      level *= stage === "final" ? rng.between(1.01, 1.07) : rng.between(0.95, 1.09);
    }
    if (date > lastSeedDate) break;
    const month = iso(date).slice(0, 7);
    const time = (indexAt.get(month) ?? mid2024) / mid2024;
    const cpgCents = job.profile.cpg * 100 * job.quality * location * time * level;
    const total = Math.round(cpgCents * job.gsf);
    records.push({
      row: index,
      stage,
      classification: "masterformat",
      bid_date: stage === "conceptual" ? null : iso(bidDate),
      start_date: stage === "final" || stage === "gmp" ? iso(addMonths(bidDate, 2)) : null,
      completion_date: stage === "final" ? iso(date) : null,
      cost_basis_date: iso(date),
      metrics: job.metrics,
      tags: [],
      notes: stage === "final" ? "Final cost from the closeout report." : null,
      costs: costLines(rng, total, splits[job.profile.split]!),
    });
  }
  return records;
}

function makeProject(
  rng: Rng,
  index: number,
  prefix: string,
  metro: Metro,
  typeUid: (key: string) => string | null,
): ImportedProject {
  const profile = pickProfile(rng);
  const city = metro.label.split(",")[0]!;
  const stem = rng.pick(stems);
  const client = fill(rng.pick(profile.clients), { city, state: metro.state });
  const name = fill(rng.pick(profile.names), {
    n: stem,
    city,
    client: client.split(" ")[0]!,
    k: String(rng.int(1, 4)),
    k2: String(rng.int(5, 9)),
  });
  const { gsf, metrics } = jobSize(rng, profile);
  const quality = rng.between(0.85, 1.2);
  // First record somewhere between 2016 and mid-2026; later records follow the job.
  const start = new Date(Date.UTC(2016, 0, 15 + rng.int(0, 3800)));
  const records = jobRecords(rng, index, start, { profile, metro, gsf, metrics, quality });
  const jitter = () => rng.between(-0.12, 0.12);
  const zipTail = String(rng.int(1, 99)).padStart(2, "0");
  const prefixText = metro.prefixes.split(/[\s-]/)[0]!;
  const tags = [
    ...new Set([rng.pick(["union", "open shop"]), ...(rng.next() < 0.35 ? [rng.pick(extraTags)] : [])]),
  ];
  return {
    row: index,
    name,
    number: `${prefix}-${iso(start).slice(0, 4)}-${String(index + 1).padStart(3, "0")}`,
    client,
    architect: rng.pick(architects),
    address: `${rng.int(100, 8999)} ${rng.pick(streets)} ${rng.pick(suffixes)}`,
    city,
    state: metro.state,
    zip: `${prefixText}${zipTail}`,
    metro: metro.key,
    latitude: Math.round((metro.lat + jitter()) * 1e5) / 1e5,
    longitude: Math.round((metro.lng + jitter()) * 1e5) / 1e5,
    building_type_uid: typeUid(profile.key),
    construction_type: rng.pick(profile.construction),
    work_type: profile.work ?? (rng.next() < 0.12 ? "addition" : "new"),
    delivery_method: rng.pick(deliveries),
    stories: rng.int(...profile.stories),
    tags,
    notes: null,
    records,
  };
}

async function typeResolver(tx: Tx, companyUid: string) {
  const rows = await tx
    .select({ uid: schema.buildingTypes.uid, key: schema.buildingTypes.defaultKey })
    .from(schema.buildingTypes)
    .where(eq(schema.buildingTypes.companyUid, companyUid));
  const byKey = new Map(rows.map((r) => [r.key, r.uid]));
  return (key: string) => byKey.get(key) ?? null;
}

async function hasProjects(tx: Tx, companyUid: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.projects)
    .where(eq(schema.projects.companyUid, companyUid));
  return Number(row?.n ?? 0) > 0;
}

/** Demo projects for `companyUid` (after its building types are seeded). Returns how many were written. */
export async function seedCompanyProjects(
  tx: Tx,
  companyUid: string,
  options: { count: number; seed: number; prefix: string; metros?: readonly string[] },
): Promise<number> {
  if (await hasProjects(tx, companyUid)) return 0;
  const rng = prng(options.seed);
  const pool = options.metros ? metros.filter((m) => options.metros!.includes(m.key)) : metros;
  const typeUid = await typeResolver(tx, companyUid);
  const projects = Array.from({ length: options.count }, (_, i) =>
    makeProject(rng, i, options.prefix, rng.pick(pool), typeUid),
  ).filter((p) => p.records.length > 0);
  await writePlan(tx, { companyUid, userUid: null }, { projects });
  return projects.length;
}

export async function seedProjects(tx: Tx, companies: { acme: string; birch: string }): Promise<number> {
  const acme = await seedCompanyProjects(tx, companies.acme, { count: 150, seed: 20_240_615, prefix: "AB" });
  const birch = await seedCompanyProjects(tx, companies.birch, {
    count: 6,
    seed: 7_331,
    prefix: "BC",
    metros: ["seattle-wa", "portland-or"],
  });
  return acme + birch;
}
