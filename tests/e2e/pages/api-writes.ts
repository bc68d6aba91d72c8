import type { APIRequestContext } from "@playwright/test";

/**
 * PUT through the API the way a careful client does: read the resource's ETag first and send it as
 * If-Match (updates without it answer 428). For tests that change something "elsewhere" or clean up.
 */
export async function putCurrent(request: APIRequestContext, path: string, data: unknown) {
  const current = await request.get(path);
  const etag = current.headers().etag;
  if (!etag) throw new Error(`GET ${path} answered ${current.status()} without an ETag`);
  return request.put(path, { data, headers: { "If-Match": etag } });
}
