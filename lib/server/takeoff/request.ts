import "server-only";
import type { NextRequest } from "next/server";
import { type TakeoffMappingInput, takeoffMappingInput } from "@/lib/contract/takeoff";
import { ValidationError } from "../errors";
import { readUploadRequest } from "../project/import-request";

/** The multipart body of the takeoff preview and apply: `file` and the optional `mapping` (JSON text). */
export function readTakeoffRequest(req: NextRequest) {
  return readUploadRequest<TakeoffMappingInput>(req, (json) => {
    const parsed = takeoffMappingInput.safeParse(json);
    if (parsed.success) return parsed.data;
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[`mapping.${issue.path.join(".")}`] ??= issue.message;
    throw new ValidationError(errors, Object.values(errors)[0] ?? "The mapping is not valid");
  });
}
