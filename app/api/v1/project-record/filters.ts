import type { NextRequest } from "next/server";
import { parseRecordFilters, type RecordFilters } from "@/lib/domain/project/filters";
import { ValidationError } from "@/lib/server/errors";

/** The record-list filters of a request (repeatable parameters kept); 400 naming each bad one. */
export function requestFilters(req: NextRequest): RecordFilters {
  const parsed = parseRecordFilters(req.nextUrl.searchParams);
  if (!parsed.ok) throw new ValidationError(parsed.errors);
  return parsed.filters;
}
