/**
 * The project database at scale, generated in SQL (generate_series, a fixed seed): projects spread over 20
 * metros, 4 records each (stages), 20 cost lines per record that sum to the record's total. Shared by
 * bench/project-db.ts and bench/load.ts.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "@/db";

export const LINES_PER_RECORD = 20;
export const RECORDS_PER_PROJECT = 4;

// Metros with coordinates (location-index keys of the sample table).
export const metros: [key: string, state: string, lat: number, lng: number][] = [
  ["new-york-ny", "NY", 40.7128, -74.006],
  ["boston-ma", "MA", 42.3601, -71.0589],
  ["chicago-il", "IL", 41.8781, -87.6298],
  ["los-angeles-ca", "CA", 34.0522, -118.2437],
  ["san-francisco-ca", "CA", 37.7749, -122.4194],
  ["seattle-wa", "WA", 47.6062, -122.3321],
  ["houston-tx", "TX", 29.7604, -95.3698],
  ["dallas-tx", "TX", 32.7767, -96.797],
  ["austin-tx", "TX", 30.2672, -97.7431],
  ["atlanta-ga", "GA", 33.749, -84.388],
  ["miami-fl", "FL", 25.7617, -80.1918],
  ["denver-co", "CO", 39.7392, -104.9903],
  ["phoenix-az", "AZ", 33.4484, -112.074],
  ["philadelphia-pa", "PA", 39.9526, -75.1652],
  ["minneapolis-mn", "MN", 44.9778, -93.265],
  ["portland-or", "OR", 45.5152, -122.6784],
  ["nashville-tn", "TN", 36.1627, -86.7816],
  ["charlotte-nc", "NC", 35.2271, -80.8431],
  ["washington-dc", "DC", 38.9072, -77.0369],
  ["salt-lake-city-ut", "UT", 40.7608, -111.891],
];

const arr = (xs: (string | number)[], type: string): SQL =>
  sql.raw(`array[${xs.map((x) => (typeof x === "number" ? String(x) : `'${x}'`)).join(",")}]::${type}[]`);

/** `nProjects` projects of a company with their records and cost lines; `childUids` are its building types. */
export async function seedProjects(
  db: Db,
  companyUid: string,
  nProjects: number,
  seed: number,
  childUids: string[],
) {
  await db.execute(sql`select setseed(${seed})`);
  // Projects: a metro, a building type, tags; coordinates jittered around the metro.
  await db.execute(sql`
    insert into projects (uid, company_uid, name, number, client, city, state, metro, latitude, longitude,
      building_type_uid, tags, created_at, updated_at)
    select gen_random_uuid(), ${companyUid}::uuid,
      'Project ' || i || ' ' || (${arr(["Tower", "Commons", "Center", "Hall", "Lofts", "Plaza", "Campus", "Works"], "text")})[1 + i % 8],
      'P-' || lpad(i::text, 6, '0'), 'Client ' || (i % 997), split_part(m.key, '-', 1), m.state, m.key,
      m.lat + (random() - 0.5) * 0.6, m.lng + (random() - 0.5) * 0.6,
      (${arr(childUids, "uuid")})[1 + floor(random() * ${childUids.length})::int],
      case when random() < 0.04 then array['lab'] when random() < 0.1 then array['tower', 'union'] else '{}'::text[] end,
      now(), now()
    from generate_series(1, ${nProjects}) as i
    cross join lateral (
      select (${arr(
        metros.map((m) => m[0]),
        "text",
      )})[k] as key, (${arr(
        metros.map((m) => m[1]),
        "text",
      )})[k] as state,
        (${arr(
          metros.map((m) => m[2]),
          "float8",
        )})[k] as lat, (${arr(
          metros.map((m) => m[3]),
          "float8",
        )})[k] as lng
      from (select 1 + (i * 7919) % ${metros.length} as k) x
    ) m`);
  // Records: 4 per project (stages), a basis date 2015–2026, GSF 5k–400k, $/GSF 150–900.
  await db.execute(sql`
    insert into project_records (uid, company_uid, project_uid, stage, cost_basis_date, metrics, gsf, total_cents,
      cost_per_gsf_cents, project_name, building_type_uid, state, metro, latitude, longitude, project_tags, updated_at)
    select gen_random_uuid(), p.company_uid, p.uid, (${arr(["conceptual", "bid", "gmp", "final"], "text")})[s],
      d, jsonb_build_object('gsf', g), g, t, round(t / g), p.name, p.building_type_uid, p.state, p.metro,
      p.latitude, p.longitude, p.tags, now() - (random() * interval '900 days')
    from projects p
    cross join generate_series(1, ${RECORDS_PER_PROJECT}) as s
    cross join lateral (select (date '2015-01-01' + floor(random() * 4300)::int) as d,
      (5000 + floor(random() * 395000))::numeric as g, (15000 + floor(random() * 75000))::bigint as c) v
    cross join lateral (select (g * c)::bigint as t) tt
    where p.company_uid = ${companyUid}::uuid`);
  // Cost lines: 20 per record over MasterFormat divisions; the last takes the remainder so they sum to the total.
  await db.execute(sql`
    insert into record_costs (record_uid, position, company_uid, cost_code, description, division, amount_cents)
    select r.uid, n - 1, r.company_uid, (${arr(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "14", "21", "22", "23", "26", "27", "28", "31", "32"], "text")})[n] || ' 00 00',
      null, (${arr(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "14", "21", "22", "23", "26", "27", "28", "31", "32"], "text")})[n],
      case when n < ${LINES_PER_RECORD} then r.total_cents / ${LINES_PER_RECORD}
           else r.total_cents - (r.total_cents / ${LINES_PER_RECORD}) * ${LINES_PER_RECORD - 1} end
    from project_records r cross join generate_series(1, ${LINES_PER_RECORD}) as n
    where r.company_uid = ${companyUid}::uuid`);
}
