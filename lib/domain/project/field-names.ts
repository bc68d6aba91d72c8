// The project's fields by name, in the form's order, without their schemas (lib/domain/project/fields.ts), so
// the record form's values do not load zod with the page. A unit test keeps the two lists equal.
export const projectFieldNames = [
  "name",
  "number",
  "client",
  "architect",
  "address",
  "city",
  "state",
  "zip",
  "metro",
  "latitude",
  "longitude",
  "building_type_uid",
  "construction_type",
  "work_type",
  "delivery_method",
  "stories",
  "tags",
  "notes",
] as const;
export type ProjectFieldName = (typeof projectFieldNames)[number];
