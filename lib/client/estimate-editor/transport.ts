// The estimate editor's reads and writes of lines: the open (GET /estimate/{uid}) and the store's transport
// (PATCH one line, POST …/line in bulk; a 412 answers the current lines to merge).
import { ApiClientError, api } from "@/lib/client/api";
import { patchLine } from "@/lib/client/estimates";
import { editorOpenPath } from "@/lib/contract/estimate-open-read";
import { readOpenAnswer } from "./open-stream";
import { SaveError, StaleError, type Transport } from "./sync";
import { type BulkBody, type BulkResult, type EstimateOpenDto, normaliseLine } from "./types";

/** POST …/line; a 412 answers its body whole (conflicts and missing lines) to merge, not only its message. */
async function postLines(estimateUid: string, body: BulkBody): Promise<BulkResult> {
  try {
    return await api<BulkResult>(`/estimate/${estimateUid}/line`, { method: "POST", body });
  } catch (error) {
    if (!(error instanceof ApiClientError) || error.status === 0) throw error; // offline: tried again
    if (error.status !== 412) throw new SaveError(error.message, error.status);
    const data = error.data as { conflicts?: Record<string, unknown>[]; missing?: string[] } | null;
    throw new StaleError(error.message, (data?.conflicts ?? []).map(normaliseLine), data?.missing ?? []);
  }
}

/**
 * GET /estimate/{uid}?lines=columns: the compact open, lines as blocks of columns (the browser undoes the
 * transfer's gzip), each block made into lines as it arrives (open-stream.ts; `openLines` answers them). The
 * page preloads this same URL, so this fetch takes the preloaded answer.
 */
export async function fetchOpen(estimateUid: string): Promise<EstimateOpenDto> {
  const response = await api<Response>(editorOpenPath(estimateUid), { read: "response" });
  // A body cut short or not JSON reads as none, as `api()` reads one.
  const open = await readOpenAnswer(response).catch(() => null);
  if (!open) throw new ApiClientError("Something went wrong.", 200);
  return open;
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
