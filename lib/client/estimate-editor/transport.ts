// The estimate editor's reads and writes of lines: the open (GET /estimate/{uid}) and the store's transport
// (PATCH one line, POST …/line in bulk; a 412 answers the current lines to merge).
import { ApiClientError } from "@/lib/client/api";
import { patchLine } from "@/lib/client/estimates";
import { SaveError, StaleError, type Transport } from "./store";
import { type BulkBody, type BulkResult, type EstimateOpenDto, normaliseLine } from "./types";

/** POST …/line, answering the 412 body whole (conflicts and missing lines) rather than only its message. */
async function postLines(estimateUid: string, body: BulkBody) {
  const headers = new Headers({ "content-type": "application/json" });
  const activeCompany = window.localStorage.getItem("active-company-uid");
  if (activeCompany) headers.set("company-uid", activeCompany);
  const response = await fetch(`/api/v1/estimate/${estimateUid}/line`, {
    method: "POST",
    headers,
    credentials: "include",
    body: JSON.stringify(body),
  });
  const data = await response.json().catch(() => null);
  if (response.status === 412) {
    throw new StaleError(
      data?.message ?? "Changed by someone else",
      ((data?.conflicts ?? []) as Record<string, unknown>[]).map(normaliseLine),
      (data?.missing ?? []) as string[],
    );
  }
  if (!response.ok) {
    throw new SaveError(data?.message || "Something went wrong.", response.status);
  }
  return data as BulkResult;
}

/** GET /estimate/{uid}: the compact { fields, rows } open (the browser undoes the transfer's gzip). */
export async function fetchOpen(estimateUid: string): Promise<EstimateOpenDto> {
  const headers = new Headers();
  const activeCompany = window.localStorage.getItem("active-company-uid");
  if (activeCompany) headers.set("company-uid", activeCompany);
  let response: Response;
  try {
    response = await fetch(`/api/v1/estimate/${estimateUid}`, { headers, credentials: "include" });
  } catch (error) {
    throw new ApiClientError(error instanceof Error ? error.message : "Network error", 0);
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {}
  if (!response.ok || !data) {
    const body = data as { message?: string; code?: string } | null;
    throw new ApiClientError(body?.message || "Something went wrong.", response.status, body?.code);
  }
  return data as EstimateOpenDto;
}

export function makeTransport(estimateUid: string): Transport {
  const toSaveError = (error: unknown): never => {
    if (error instanceof ApiClientError && error.status > 0) throw new SaveError(error.message, error.status);
    throw error;
  };
  const bulk = async (body: BulkBody): Promise<BulkResult> => {
    const result = await postLines(estimateUid, body);
    return {
      ...result,
      created: result.created.map((l) => ({
        ...normaliseLine(l as unknown as Record<string, unknown>),
        client_key: l.client_key,
      })),
      updated: result.updated.map((l) => normaliseLine(l as unknown as Record<string, unknown>)),
    };
  };
  return {
    bulk,
    async patch(lineUid, version, fields) {
      try {
        const line = await patchLine(estimateUid, lineUid, fields as never, version);
        return normaliseLine(line as unknown as Record<string, unknown>);
      } catch (error) {
        // A stale PATCH says only "stale": the bulk form answers with the current line to merge.
        if (error instanceof ApiClientError && error.status === 412) {
          const r = await bulk({ create: [], update: [{ uid: lineUid, version, ...fields }], delete: [] });
          return r.updated[0];
        }
        return toSaveError(error);
      }
    },
  };
}
