// GET /api/v1/project/export?format=csv|xlsx&<record filters> — the filtered records as a download
import { parseRecordFilters } from "@/lib/domain/project/filters";
import { ValidationError } from "@/lib/server/errors";
import { exportRecords } from "@/lib/server/project/export";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "project.read" }, async ({ scope, req }) => {
  const params = new URLSearchParams(req.nextUrl.searchParams);
  const format = params.get("format") ?? "csv";
  if (format !== "csv" && format !== "xlsx")
    throw new ValidationError({ format: "Must be one of csv, xlsx" });
  params.delete("format");
  const parsed = parseRecordFilters(params);
  if (!parsed.ok) throw new ValidationError(parsed.errors);
  return exportRecords(scope, parsed.filters, format);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
