// A project from the first row that names it, checked with the project field rules; missing coordinates,
// state and metro are filled from the ZIP code or the metro.
import { z } from "zod";
import { lookupZip, metroByKey } from "@/lib/domain/geo/zip-centroids";
import { projectFields } from "@/lib/domain/project/fields";
import { readTags } from "./cells";
import type { ImportedProject } from "./plan-types";
import {
  blank,
  type Fail,
  type Get,
  type LabelOf,
  numberCell,
  reportIssues,
  textOrNull,
} from "./row-reading";
import { readConstructionType, readDeliveryMethod, readMetro, readWorkType, readZip } from "./values";

export const projectKeys = [
  "project_name",
  "project_number",
  "client",
  "architect",
  "address",
  "city",
  "state",
  "zip",
  "metro",
  "latitude",
  "longitude",
  "building_type",
  "construction_type",
  "work_type",
  "delivery_method",
  "stories",
  "project_tags",
  "project_notes",
] as const;

// Schema field → import field, for naming the column in a message.
const schemaToField: Record<string, string> = {
  name: "project_name",
  number: "project_number",
  building_type_uid: "building_type",
  tags: "project_tags",
  notes: "project_notes",
};

const projectSchema = z.object(projectFields);

export type ResolveBuildingType = (text: string) => { uid: string } | { message: string };

type RowReader = { row: number; get: Get; fail: Fail; labelOf: LabelOf };

/** The building type's uid, null when blank, undefined (reported) when it is not one of the company's. */
function buildingType({ row, get, fail }: RowReader, resolve: ResolveBuildingType) {
  const text = get("building_type");
  if (blank(text)) return null;
  const hit = resolve(text!);
  if ("uid" in hit) return hit.uid;
  fail(row, "building_type", hit.message);
  return undefined;
}

/** The row's project fields as the field rules read them; null when a cell could not be read (reported). */
function projectInput(r: RowReader, resolve: ResolveBuildingType) {
  const { get } = r;
  const typeUid = buildingType(r, resolve);
  const numbers = (["latitude", "longitude", "stories"] as const).map((f) =>
    numberCell(r.row, f, get(f), r.fail, r.labelOf),
  );
  if (typeUid === undefined || numbers.includes(undefined)) return null;
  const [latitude, longitude, stories] = numbers as (number | null)[];
  const read = <T>(field: string, reader: (text: string) => T) =>
    blank(get(field)) ? null : reader(get(field)!);
  return {
    name: get("project_name") ?? "",
    number: textOrNull(get("project_number")),
    client: textOrNull(get("client")),
    architect: textOrNull(get("architect")),
    address: textOrNull(get("address")),
    city: textOrNull(get("city")),
    state: textOrNull(get("state")),
    zip: read("zip", readZip),
    metro: read("metro", readMetro),
    latitude: latitude ?? null,
    longitude: longitude ?? null,
    building_type_uid: typeUid,
    construction_type: read("construction_type", readConstructionType),
    work_type: read("work_type", readWorkType),
    delivery_method: read("delivery_method", readDeliveryMethod),
    stories: stories ?? null,
    tags: read("project_tags", readTags) ?? [],
    notes: textOrNull(get("project_notes")),
  };
}

function importedProject(row: number, p: z.output<typeof projectSchema>): ImportedProject {
  return {
    row,
    name: p.name,
    number: p.number ?? null,
    client: p.client ?? null,
    architect: p.architect ?? null,
    address: p.address ?? null,
    city: p.city ?? null,
    state: p.state ?? null,
    zip: p.zip ?? null,
    metro: p.metro ?? null,
    latitude: p.latitude ?? null,
    longitude: p.longitude ?? null,
    building_type_uid: p.building_type_uid ?? null,
    construction_type: p.construction_type ?? null,
    work_type: p.work_type ?? null,
    delivery_method: p.delivery_method ?? null,
    stories: p.stories ?? null,
    tags: p.tags ?? [],
    notes: p.notes ?? null,
    records: [],
  };
}

export function readProject(reader: RowReader, resolve: ResolveBuildingType): ImportedProject | null {
  const { row, fail } = reader;
  const input = projectInput(reader, resolve);
  if (!input) return null;
  if ((input.latitude === null) !== (input.longitude === null)) {
    const missing = input.latitude === null ? "latitude" : "longitude";
    fail(row, missing, "Give both latitude and longitude, or neither");
    return null;
  }
  const parsed = projectSchema.safeParse(input);
  if (!parsed.success) {
    reportIssues(row, parsed.error, fail, reader.labelOf, schemaToField);
    return null;
  }
  const item = importedProject(row, parsed.data);
  fillLocation(item);
  return item;
}

/** Missing coordinates (and state, metro) from the ZIP code's sectional center, else the metro's centre. */
function fillLocation(p: {
  zip: string | null;
  state: string | null;
  metro: string | null;
  latitude: number | null;
  longitude: number | null;
}) {
  const zip = p.zip ? lookupZip(p.zip) : null;
  if (zip) {
    p.state ??= zip.state;
    p.metro ??= zip.metro;
  }
  if (p.latitude !== null || p.longitude !== null) return;
  const centre = zip ?? (p.metro ? metroByKey(p.metro) : undefined);
  if (centre) {
    p.latitude = centre.lat;
    p.longitude = centre.lng;
  }
}
